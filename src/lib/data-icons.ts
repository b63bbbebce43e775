import { INTERFACE_ICON_PATHS } from "./icons";

/**
 * The icons data files may name (for example "heart" on a giving level), drawn for this site on the same grid as
 * the site's own (icons.ts), which data may name too. The keys are part of the content format; they live apart
 * from the components so that the build-time content check can list them without loading React.
 */
const DATA_ONLY_ICON_PATHS = {
  heart: "M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2z",
  compass: "M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z M15.5 8.5l-2 5-5 2 2-5z",
  people:
    "M9 11.5a3.2 3.2 0 1 0 0-6.4a3.2 3.2 0 1 0 0 6.4z M3 20c0-3.3 2.7-5.5 6-5.5s6 2.2 6 5.5 M16.5 11.5a2.7 2.7 0 1 0 0-5.4 M18 14.8c1.9.6 3 2.3 3 4.7",
  book: "M12 6.5C10 5 7 4.5 3.5 5v13c3.5-.5 6.5 0 8.5 1.5 M12 6.5C14 5 17 4.5 20.5 5v13c-3.5-.5-6.5 0-8.5 1.5 M12 6.5v13",
  hands:
    "M3 14l3.5-3.5c1-1 2.4-1.2 3.6-.5L12 11l2-1c1.1-.6 2.4-.3 3.2.6L21 14 M7 17.5l2.2 2c.8.7 2 .7 2.8 0l5.5-4.8 M12 11l-2.8 2.6c-.6.6-.5 1.6.2 2 .6.4 1.3.3 1.8-.1L14 13",
  home: "M4 10.5L12 4l8 6.5V20H4z M9.5 20v-5.5h5V20",
  star: "M12 3.8l2.5 5.1 5.6.8-4 3.9.9 5.6L12 16.6l-5 2.6.9-5.6-4-3.9 5.6-.8z",
} as const;

export const ICON_PATHS = { ...DATA_ONLY_ICON_PATHS, ...INTERFACE_ICON_PATHS } as const;

export type IconName = keyof typeof ICON_PATHS;

export function isIconName(name: string): name is IconName {
  return Object.prototype.hasOwnProperty.call(ICON_PATHS, name);
}

/** Every name a data file may give as "icon", in drawing order; the content schema offers exactly these. */
export const ICON_NAMES = Object.keys(ICON_PATHS) as IconName[];

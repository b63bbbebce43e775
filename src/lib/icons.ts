/**
 * A small set of line icons drawn for this site on a 24-unit grid. Data files name an icon by its key
 * (for example "heart" on a giving level), so the keys are part of the content format. They live apart from
 * the Icon component so that the build-time content check can list them without loading React.
 */
export const ICON_PATHS = {
  heart: "M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2z",
  compass: "M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z M15.5 8.5l-2 5-5 2 2-5z",
  people:
    "M9 11.5a3.2 3.2 0 1 0 0-6.4a3.2 3.2 0 1 0 0 6.4z M3 20c0-3.3 2.7-5.5 6-5.5s6 2.2 6 5.5 M16.5 11.5a2.7 2.7 0 1 0 0-5.4 M18 14.8c1.9.6 3 2.3 3 4.7",
  book: "M12 6.5C10 5 7 4.5 3.5 5v13c3.5-.5 6.5 0 8.5 1.5 M12 6.5C14 5 17 4.5 20.5 5v13c-3.5-.5-6.5 0-8.5 1.5 M12 6.5v13",
  hands:
    "M3 14l3.5-3.5c1-1 2.4-1.2 3.6-.5L12 11l2-1c1.1-.6 2.4-.3 3.2.6L21 14 M7 17.5l2.2 2c.8.7 2 .7 2.8 0l5.5-4.8 M12 11l-2.8 2.6c-.6.6-.5 1.6.2 2 .6.4 1.3.3 1.8-.1L14 13",
  home: "M4 10.5L12 4l8 6.5V20H4z M9.5 20v-5.5h5V20",
  star: "M12 3.8l2.5 5.1 5.6.8-4 3.9.9 5.6L12 16.6l-5 2.6.9-5.6-4-3.9 5.6-.8z",
  calendar: "M4.5 6h15v14h-15z M4.5 10h15 M8.5 3.5v4 M15.5 3.5v4",
  clock: "M12 3.5a8.5 8.5 0 1 0 0 17a8.5 8.5 0 1 0 0-17z M12 7.5V12l3 2",
  pin: "M12 21s-6.5-5.8-6.5-11a6.5 6.5 0 0 1 13 0c0 5.2-6.5 11-6.5 11z M12 7.5a2.5 2.5 0 1 0 0 5a2.5 2.5 0 1 0 0-5z",
  mail: "M3.5 6h17v12h-17z M4 6.5l8 6.5 8-6.5",
  phone:
    "M7.2 3.8l2.6 3.7-1.9 2.1c1 2.4 2.8 4.3 5.2 5.4l2.1-1.9 3.8 2.5-1.2 3.2c-.4 1-1.4 1.5-2.5 1.3C9.4 18.6 5.3 14.4 3.9 8.6c-.2-1 .3-2 1.3-2.4z",
  check: "M5 12.5l4.5 4.5L19 7.5",
  arrow: "M4.5 12h15 M13.5 6l6 6-6 6",
  menu: "M4 7h16 M4 12h16 M4 17h16",
  close: "M6 6l12 12 M18 6L6 18",
  search: "M10.5 4a6.5 6.5 0 1 0 0 13a6.5 6.5 0 1 0 0-13z M15.3 15.3L20 20",
} as const;

export type IconName = keyof typeof ICON_PATHS;

export function isIconName(name: string): name is IconName {
  return Object.prototype.hasOwnProperty.call(ICON_PATHS, name);
}

/** Every name a data file may give as "icon", in drawing order; the content schema offers exactly these. */
export const ICON_NAMES = Object.keys(ICON_PATHS) as IconName[];

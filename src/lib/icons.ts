/**
 * The line icons the site's own controls and facts draw (the menu, search, an event's date and place, the
 * footer's contact lines), on a 24-unit grid. Every page's layout draws some of them, so they are kept apart
 * from the icons data may name (data-icons.ts), which only the pages showing programs, values and giving levels
 * carry.
 */
export const INTERFACE_ICON_PATHS = {
  calendar: "M4.5 6h15v14h-15z M4.5 10h15 M8.5 3.5v4 M15.5 3.5v4",
  clock: "M12 3.5a8.5 8.5 0 1 0 0 17a8.5 8.5 0 1 0 0-17z M12 7.5V12l3 2",
  pin: "M12 21s-6.5-5.8-6.5-11a6.5 6.5 0 0 1 13 0c0 5.2-6.5 11-6.5 11z M12 7.5a2.5 2.5 0 1 0 0 5a2.5 2.5 0 1 0 0-5z",
  mail: "M3.5 6h17v12h-17z M4 6.5l8 6.5 8-6.5",
  phone: "M7.2 3.8l2.6 3.7-1.9 2.1c1 2.4 2.8 4.3 5.2 5.4l2.1-1.9 3.8 2.5-1.2 3.2c-.4 1-1.4 1.5-2.5 1.3C9.4 18.6 5.3 14.4 3.9 8.6c-.2-1 .3-2 1.3-2.4z",
  check: "M5 12.5l4.5 4.5L19 7.5",
  arrow: "M4.5 12h15 M13.5 6l6 6-6 6",
  menu: "M4 7h16 M4 12h16 M4 17h16",
  close: "M6 6l12 12 M18 6L6 18",
  search: "M10.5 4a6.5 6.5 0 1 0 0 13a6.5 6.5 0 1 0 0-13z M15.3 15.3L20 20",
} as const;

export type InterfaceIconName = keyof typeof INTERFACE_ICON_PATHS;

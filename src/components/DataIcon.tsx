import * as React from "react";
import { ICON_PATHS, isIconName } from "../lib/data-icons";
import { IconSvg } from "./Icon";

// Re-exported so that code checking the names data gives can import them with the component.
export { isIconName, type IconName } from "../lib/data-icons";

interface DataIconProps {
  /** The icon a data file names ("heart"); the build has checked it is one of the site's. */
  name: string;
  className?: string;
}

/**
 * An icon named in data/ (a program's, a value's, a giving level's). Only the pages that show such entries load
 * the drawings of every icon data may name; the others carry just the site's own (Icon).
 */
export function DataIcon({ name, className }: DataIconProps) {
  return <IconSvg path={isIconName(name) ? ICON_PATHS[name] : ICON_PATHS.heart} className={className} />;
}

import * as React from "react";
import { ICON_PATHS, isIconName } from "../lib/icons";

// Re-exported so that code importing the names from the component keeps working.
export { isIconName, type IconName } from "../lib/icons";

interface IconProps {
  name: string;
  className?: string;
}

/** Decorative: the text beside an icon always says what it means, so icons are hidden from assistive tech. */
export function Icon({ name, className }: IconProps) {
  const path = isIconName(name) ? ICON_PATHS[name] : ICON_PATHS.heart;
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}

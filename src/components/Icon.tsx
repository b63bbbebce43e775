import * as React from "react";
import { INTERFACE_ICON_PATHS, type InterfaceIconName } from "../lib/icons";

interface IconProps {
  name: InterfaceIconName;
  className?: string;
}

/** One of the site's own icons (src/lib/icons.ts), drawn as an inline SVG. */
export function Icon({ name, className }: IconProps) {
  return <IconSvg path={INTERFACE_ICON_PATHS[name]} className={className} />;
}

/** Decorative: the text beside an icon always says what it means, so icons are hidden from assistive tech. */
export function IconSvg({ path, className }: { path: string; className?: string | undefined }) {
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

import * as React from "react";

/**
 * The organization's logo mark: two leaves meeting as a heart, with an amber
 * sun above. Same shapes as art/logo-mark.svg (the source of static/icon.png).
 * Decorative: the accessible name comes from the link or text beside it.
 */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className={className}>
      <path d="M30.5 59 C 14 50 3 37 5 22 C 6 14 11 9 17.5 9 C 25 9 30.5 16 30.5 26 Z" fill="#0e5e5a" />
      <path d="M33.5 59 C 50 50 61 37 59 22 C 58 14 53 9 46.5 9 C 39 9 33.5 16 33.5 26 Z" fill="#0e5e5a" />
      <path d="M28.5 52 C 21 44 16.5 34 16 22" fill="none" stroke="#cfe7e3" strokeWidth="2" strokeLinecap="round" />
      <path d="M35.5 52 C 43 44 47.5 34 48 22" fill="none" stroke="#cfe7e3" strokeWidth="2" strokeLinecap="round" />
      <circle cx="32" cy="8" r="5.5" fill="#f4b14a" />
    </svg>
  );
}

import * as React from "react";
import * as styles from "./PrintButton.module.css";

interface PrintButtonProps {
  label: string;
  className?: string;
}

/**
 * Prints the page with the browser's own dialog (the print stylesheet keeps the guide and its sources). Printing
 * from a page needs a script: the page's loader (src/enhance/loader.ts) makes every `data-print` button print and
 * marks it `data-ready`, and only then does it show. Without JavaScript there is no button that does nothing, and
 * the browser's own Print still works. Its place is kept meanwhile, so that nothing moves when it appears.
 */
export function PrintButton({ label, className }: PrintButtonProps) {
  return (
    <button type="button" className={className ? `${styles.button} ${className}` : styles.button} data-print="">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="20"
        height="20"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M7 9V3h10v6M7 17H5a2 2 0 0 1-2-2v-4a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v4a2 2 0 0 1-2 2h-2" />
        <path d="M7 14h10v7H7z" />
      </svg>
      {label}
    </button>
  );
}

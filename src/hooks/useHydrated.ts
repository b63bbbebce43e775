import * as React from "react";

const noChange = () => () => undefined;

/**
 * False in the built HTML and while React takes it over, true from then on (and from the first render of a page
 * reached by a link), so that the first render matches the HTML and what needs the script follows after.
 */
export function useHydrated(): boolean {
  return React.useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
}

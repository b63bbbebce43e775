/**
 * A single data file (site.json, pages/home.json, …) is required by the page that reads it; GraphQL
 * cannot know that a file exists, so the page says which one is missing instead of rendering a blank.
 */
export function required<T>(value: T | null | undefined, file: string): T {
  if (value === null || value === undefined) {
    throw new Error(`${file} is missing or empty: the page cannot be built without it.`);
  }
  return value;
}

/**
 * An entry's id is its file name and ends up in page addresses (/programs/education-support/) and in the page's
 * HTML, so it keeps to what both accept unchanged: lowercase letters, digits and single hyphens.
 */
export const ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The nearest id to what was written, to suggest in a message: "Spring Open House!" -> "spring-open-house". */
export function slugify(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

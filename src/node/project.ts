import path from "node:path";

/** Where the project's folders are, for the code that runs in Node (the build, the scripts, the tests). */
export const ROOT = path.resolve(__dirname, "../..");
/**
 * The content: settings files, list folders and pictures. SITE_DATA_DIR builds the site from a copy of it (the
 * browser tests' second build adds a language that way, touching only a copy of data/).
 */
export const DATA_DIR = process.env.SITE_DATA_DIR ? path.resolve(process.env.SITE_DATA_DIR) : path.join(ROOT, "data");
/** The built site. */
export const PUBLIC_DIR = path.join(ROOT, "public");

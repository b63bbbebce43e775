import path from "node:path";

/** Where the project's folders are, for the code that runs in Node (the build, the scripts, the tests). */
export const ROOT = path.resolve(__dirname, "../..");
/** The content: settings files, list folders and pictures. */
export const DATA_DIR = path.join(ROOT, "data");
/** The built site. */
export const PUBLIC_DIR = path.join(ROOT, "public");

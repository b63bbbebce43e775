import { readdir } from "node:fs/promises";
import path from "node:path";

/** Every .html file under `dir`, leaving out the folders named in `skip` (at any depth). */
export async function htmlFiles(dir: string, skip: readonly string[]): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return skip.includes(entry.name) ? [] : htmlFiles(full, skip);
      return entry.name.endsWith(".html") ? [full] : [];
    }),
  );
  return nested.flat();
}

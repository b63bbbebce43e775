import { closeSync, openSync, readdirSync, readSync, statSync } from "node:fs";
import path from "node:path";
import { nearestName } from "../lib/nearest";
import { asWritten } from "./wording";
// HEIF's brands, as a file's first bytes name them.
// cspell:ignore heix hevx heim heis

/**
 * Checks that a picture named in data/ is a file the build can resize. Gatsby would otherwise drop a missing
 * or unreadable picture without a word, and the page would fail later with an error about GraphQL.
 */

export type PictureFormat = "JPEG" | "PNG" | "WebP" | "AVIF" | "HEIC" | "GIF";

/** Formats that the site's image processing (sharp, through gatsby-transformer-sharp) turns into AVIF and WebP. */
const USABLE: ReadonlySet<PictureFormat> = new Set(["JPEG", "PNG", "WebP", "AVIF"]);

const ascii = (bytes: Uint8Array, start: number, length: number): string => String.fromCharCode(...bytes.subarray(start, start + length));

/** The brands an ISO media file (AVIF, HEIC) declares in its first box, "ftyp". */
function mediaBrands(head: Uint8Array): string[] {
  if (ascii(head, 4, 4) !== "ftyp") return [];
  const declared = new DataView(head.buffer, head.byteOffset, head.byteLength).getUint32(0);
  const boxSize = Math.min(declared, head.length);
  const brands = [ascii(head, 8, 4)];
  for (let offset = 16; offset + 4 <= boxSize; offset += 4) brands.push(ascii(head, offset, 4));
  return brands;
}

const HEIF_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"]);

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** What kind of picture a file holds, from its first bytes, whatever its name says. */
export function pictureFormat(head: Uint8Array): PictureFormat | undefined {
  if (PNG_SIGNATURE.every((byte, index) => head[index] === byte)) return "PNG";
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return "JPEG";
  if (ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 4) === "WEBP") return "WebP";
  if (ascii(head, 0, 6) === "GIF87a" || ascii(head, 0, 6) === "GIF89a") return "GIF";
  const brands = mediaBrands(head);
  if (brands.includes("avif") || brands.includes("avis")) return "AVIF";
  if (brands.some((brand) => HEIF_BRANDS.has(brand))) return "HEIC";
  return undefined;
}

function readHead(file: string): Uint8Array {
  const head = new Uint8Array(64);
  const descriptor = openSync(file, "r");
  try {
    return head.subarray(0, readSync(descriptor, head, 0, head.length, 0));
  } finally {
    closeSync(descriptor);
  }
}

/**
 * Whether `relative` names an entry of `root` letter for letter. The web server tells capitals apart even
 * when the computer the data is edited on does not, and Gatsby matches paths exactly, so "Hero.png" for
 * "hero.png" must be caught here.
 */
function existsExactly(root: string, relative: string): boolean {
  let folder = root;
  for (const part of relative.split("/")) {
    let entries: string[];
    try {
      entries = readdirSync(folder);
    } catch {
      return false;
    }
    if (!entries.includes(part)) return false;
    folder = path.join(folder, part);
  }
  return true;
}

/** Every file below `root`, as paths written with /, for suggestions. */
function filesBelow(root: string, prefix = ""): string[] {
  let entries;
  try {
    entries = readdirSync(path.join(root, prefix), { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.name.startsWith(".")) return [];
    return entry.isDirectory() ? filesBelow(root, relative) : [relative];
  });
}

/** The path the volunteer probably meant: written with \, or from the project folder, or with a slip. */
function suggestPath(dataDir: string, written: string): string | undefined {
  const known = filesBelow(dataDir);
  const tidied = written
    .replace(/\\/g, "/")
    .replace(/^(\.?\/)+/, "")
    .replace(/^data\//, "");
  if (known.includes(tidied)) return tidied;
  return nearestName(tidied, known, path.posix.basename(tidied).length);
}

/**
 * What is wrong with the picture at `written` (a path inside data/), as the end of a sentence that starts
 * with the field's name, or undefined when the build can use it.
 */
export function pictureProblem(dataDir: string, written: string): string | undefined {
  const normalized = path.posix.normalize(written);
  if (normalized.startsWith("../") || path.isAbsolute(written) || /^[a-zA-Z]:/.test(written)) {
    const suggestion = suggestPath(dataDir, written);
    const fix = suggestion
      ? `Did you mean ${asWritten(suggestion)}?`
      : 'Put the picture in data/images/ and write its path from data/, such as "images/hero.png".';
    return `is ${asWritten(written)}, which is not a path inside data/. ${fix}`;
  }
  const file = path.join(dataDir, normalized);
  if (!existsExactly(dataDir, normalized)) {
    const suggestion = suggestPath(dataDir, written);
    const fix = suggestion
      ? `Did you mean ${asWritten(suggestion)}?`
      : "Check the spelling (capital letters count) and that the picture is in data/images/.";
    return `is ${asWritten(written)}, but there is no such file in data/. ${fix}`;
  }
  const is = `is ${asWritten(written)}`;
  if (statSync(file).isDirectory()) return `${is}, which is a folder, not a picture. Add the picture's file name.`;
  const format = pictureFormat(readHead(file));
  if (format && USABLE.has(format)) return undefined;
  if (format === "GIF") {
    return `${is}, but that file is a GIF, which the site cannot resize. Save the picture as JPEG, PNG or WebP.`;
  }
  if (format === "HEIC") {
    return `${is}, but that file is an HEIC photo (the iPhone format), which the site cannot use. Export it as JPEG.`;
  }
  return `${is}, but that file is not a picture (it is not a JPEG, PNG, WebP or AVIF image). ` + "Save the picture again as JPEG or PNG.";
}

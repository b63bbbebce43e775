import { readFile, stat } from "node:fs/promises";
import { createServer, type OutgoingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import path from "node:path";

/**
 * Serves the built site (public/) on loopback the way a static host does: /about/ -> about/index.html, a
 * redirected path -> its new address, and anything unknown -> 404.html with status 404.
 */

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".svg": "image/svg+xml",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
  ".webmanifest": "application/manifest+json",
  ".ics": "text/calendar; charset=utf-8",
};

export const PUBLIC_DIR = path.resolve(__dirname, "../public");

/** Text is sent compressed, as the host sends it, so byte counts match what visitors download. */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json|xml)|image\/svg)/;

/**
 * Compressed bodies by file, as a CDN keeps them after the first request. Compressing on every request would
 * spend the loopback host's CPU (about 5 ms for the framework script at level 9) while the browser being
 * measured runs on the same cores. An entry is used only while the file's size and modification time match.
 */
const compressedCache = new Map<string, { stamp: string; body: Buffer }>();

async function compressedBody(file: string): Promise<Buffer> {
  const { size, mtimeMs } = await stat(file);
  const stamp = `${size}:${mtimeMs}`;
  const cached = compressedCache.get(file);
  if (cached?.stamp === stamp) return cached.body;
  const body = gzipSync(await readFile(file), { level: 9 });
  compressedCache.set(file, { stamp, body });
  return body;
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** The file a static host would answer a path with, or null for a 404. */
export async function fileForPath(urlPath: string, root: string = PUBLIC_DIR): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const candidate = path.join(root, path.normalize(decoded));
  if (!candidate.startsWith(root)) return null;
  if (await isFile(candidate)) return candidate;
  const index = path.join(candidate, "index.html");
  return (await isFile(index)) ? index : null;
}

export interface StaticServer {
  origin: string;
  close: () => Promise<void>;
}

export type HeadersFor = (urlPath: string, status: number) => OutgoingHttpHeaders;

/** Where a path is redirected to, with which status, or null; `hasFile`: a file of the site answers the path. */
export type RedirectFor = (urlPath: string, hasFile: boolean) => { location: string; status: number } | null;

export async function startStaticServer(
  root: string = PUBLIC_DIR,
  headersFor: HeadersFor = () => ({}),
  redirectFor: RedirectFor = () => null,
): Promise<StaticServer> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    void (async () => {
      const file = await fileForPath(url.pathname, root);
      const found = redirectFor(url.pathname, file !== null);
      // A 404 rule answers with its page (a language's own 404 page), as Netlify does; the others redirect.
      const notFound = found?.status === 404 ? path.join(root, found.location) : null;
      const redirect = found && !notFound ? found : null;
      if (redirect) {
        // As Netlify does, the query string goes along to the new address.
        response.writeHead(redirect.status, { location: redirect.location + url.search, ...headersFor(url.pathname, redirect.status) });
        response.end();
        return;
      }
      const served = file ?? notFound ?? path.join(root, "404.html");
      const status = file ? 200 : 404;
      const type = CONTENT_TYPES[path.extname(served)] ?? "application/octet-stream";
      const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""));
      const body = gzip ? await compressedBody(served) : await readFile(served);
      response.writeHead(status, {
        "content-type": type,
        ...(gzip ? { "content-encoding": "gzip", vary: "Accept-Encoding" } : {}),
        ...headersFor(url.pathname, status),
      });
      response.end(request.method === "HEAD" ? undefined : body);
    })().catch(() => {
      response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// Serves the built site (public/) on loopback the way a static host does: /about/ -> about/index.html,
// anything unknown -> 404.html with status 404.
import { createServer } from "node:http";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";

const TYPES = {
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

async function isFile(file) {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

async function resolveFile(root, urlPath) {
  const clean = path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, "");
  const direct = path.join(root, clean);
  if (!direct.startsWith(root)) return null;
  if (await isFile(direct)) return direct;
  const index = path.join(direct, "index.html");
  if (await isFile(index)) return index;
  return null;
}

export async function startStaticServer({ root, port = 0, headersFor = () => ({}) }) {
  const absoluteRoot = path.resolve(root);
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    const file = await resolveFile(absoluteRoot, url.pathname);
    const status = file ? 200 : 404;
    const body = await readFile(file ?? path.join(absoluteRoot, "404.html"));
    const type = TYPES[path.extname(file ?? "404.html")] ?? "application/octet-stream";
    response.writeHead(status, { "content-type": type, ...headersFor(url.pathname, status) });
    response.end(request.method === "HEAD" ? undefined : body);
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address();
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

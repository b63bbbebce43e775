/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { get } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { startStaticServer, type StaticServer } from "../harness/static-server";

function fetchGzip(url: string): Promise<{ encoding: string | undefined; text: string }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { "accept-encoding": "gzip" } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const encoding = response.headers["content-encoding"];
        const body = Buffer.concat(chunks);
        resolve({ encoding, text: (encoding === "gzip" ? zlib.gunzipSync(body) : body).toString("utf8") });
      });
    }).on("error", reject);
  });
}

describe("the loopback server the browser tests and the benchmark use", () => {
  let root: string;
  let server: StaticServer;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), "static-server-"));
    writeFileSync(path.join(root, "app.js"), "console.log('first');");
    server = await startStaticServer(root);
  });

  afterAll(() => server.close());
  afterEach(() => jest.restoreAllMocks());

  it("compresses a file once and answers later requests from what it kept", async () => {
    const gzip = jest.spyOn(zlib, "gzipSync");
    const first = await fetchGzip(`${server.origin}/app.js`);
    const second = await fetchGzip(`${server.origin}/app.js`);
    expect(first).toEqual({ encoding: "gzip", text: "console.log('first');" });
    expect(second).toEqual(first);
    expect(gzip).toHaveBeenCalledTimes(1);
  });

  it("answers a redirected path with its status and new address, the query string along, and sends a file that is there", async () => {
    mkdirSync(path.join(root, "kept"), { recursive: true });
    writeFileSync(path.join(root, "kept", "index.html"), "<p>kept</p>");
    const redirected = await startStaticServer(
      root,
      (_urlPath, status) => ({ "x-status": String(status) }),
      (urlPath, hasFile) => (hasFile ? null : urlPath.startsWith("/old") || urlPath.startsWith("/kept") ? { location: "/new/", status: 301 } : null),
    );
    try {
      const moved = await fetch(`${redirected.origin}/old/?from=mail`, { redirect: "manual" });
      expect([moved.status, moved.headers.get("location"), moved.headers.get("x-status")]).toEqual([301, "/new/?from=mail", "301"]);
      const kept = await fetch(`${redirected.origin}/kept/`, { redirect: "manual" });
      expect([kept.status, await kept.text()]).toEqual([200, "<p>kept</p>"]);
    } finally {
      await redirected.close();
    }
  });

  it("sends the new content once the file changes, never a stale copy", async () => {
    await fetchGzip(`${server.origin}/app.js`);
    writeFileSync(path.join(root, "app.js"), "console.log('second, longer');");
    const gzip = jest.spyOn(zlib, "gzipSync");
    expect(await fetchGzip(`${server.origin}/app.js`)).toEqual({ encoding: "gzip", text: "console.log('second, longer');" });
    expect(gzip).toHaveBeenCalledTimes(1);
  });
});

/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { copyWithoutScripts, withoutScripts } from "../scripts/script-free";

const page = `<!DOCTYPE html><html><head><script type="application/ld+json">{"@type":"NGO"}</script>
<script id="gatsby-chunk-mapping"
  >window.___chunkMapping="{}";</script></head>
<body><h1>Mission</h1><SCRIPT>start()</SCRIPT><script src="/app.js"></script><p>after</p></body></html>`;

describe("the script-free control copy of the site", () => {
  it("takes out inline and external scripts, whatever their case or line breaks", () => {
    const stripped = withoutScripts(page);
    expect(stripped).not.toMatch(/chunkMapping|start\(\)|app\.js/);
    expect(stripped.match(/<script/gi)).toHaveLength(1);
  });

  it("keeps the structured data and every other element", () => {
    const stripped = withoutScripts(page);
    expect(stripped).toContain('<script type="application/ld+json">{"@type":"NGO"}</script>');
    expect(stripped).toContain("<h1>Mission</h1>");
    expect(stripped).toContain("<p>after</p></body></html>");
  });

  it("changes only the HTML files of the copy, never the original", async () => {
    const from = mkdtempSync(path.join(tmpdir(), "site-"));
    mkdirSync(path.join(from, "mission"));
    writeFileSync(path.join(from, "mission", "index.html"), page);
    writeFileSync(path.join(from, "app.js"), "start()");
    const to = path.join(mkdtempSync(path.join(tmpdir(), "control-")), "public");

    expect(await copyWithoutScripts(from, to)).toBe(1);
    expect(readFileSync(path.join(to, "mission", "index.html"), "utf8")).toBe(withoutScripts(page));
    expect(readFileSync(path.join(to, "app.js"), "utf8")).toBe("start()");
    expect(readFileSync(path.join(from, "mission", "index.html"), "utf8")).toBe(page);
  });
});

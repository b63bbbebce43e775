// Screenshots of every built page at a phone and a desktop width, into screenshots/ (git-ignored), for review.
// Usage: npm run build && node scripts/screenshots.mjs [route ...]
import { mkdir, readdir } from "node:fs/promises";
import path from "node:path";
import { chromium } from "playwright-core";
import { startStaticServer } from "../e2e/static-server.mjs";

const CHROMIUM = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const WIDTHS = [375, 1280];

async function builtRoutes(dir, prefix = "/") {
  const entries = await readdir(dir, { withFileTypes: true });
  const routes = [];
  for (const entry of entries) {
    if (entry.isFile() && entry.name === "index.html") routes.push(prefix);
    if (entry.isDirectory() && !["page-data", "static", "~partytown", "404"].includes(entry.name)) {
      routes.push(...(await builtRoutes(path.join(dir, entry.name), `${prefix}${entry.name}/`)));
    }
  }
  return routes;
}

const routes = process.argv.length > 2 ? process.argv.slice(2) : [...(await builtRoutes("public")), "/no-such-page/"];
const server = await startStaticServer({ root: "public" });
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--disable-gpu"],
});
await mkdir("screenshots", { recursive: true });
try {
  for (const width of WIDTHS) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    for (const route of routes) {
      await page.goto(server.origin + route, { waitUntil: "networkidle" });
      // Lazy images below the fold load as a visitor scrolls; scroll so the full-page capture shows them.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 60));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(400);
      const name = route === "/" ? "home" : route.replace(/^\/|\/$/g, "").replace(/\//g, "_");
      const file = path.join("screenshots", `${name}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      console.log(overflow > 0 ? `${file}  (WARNING: ${overflow}px wider than the viewport)` : file);
    }
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}

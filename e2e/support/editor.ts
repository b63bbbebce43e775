import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, symlinkSync, appendFileSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page, Request } from "playwright-core";

/**
 * The content editor in local mode, as `npm run cms` runs it: decap-server in git mode beside the site, on a
 * temporary clone of this repository, so the tests read and write real files and branches without touching
 * the checkout they run in.
 */

const ROOT = path.resolve(__dirname, "../..");

export interface Repo {
  dir: string;
  git: (...args: string[]) => string;
  /** A file as it is on the branch `main` of the clone (what is published). */
  published: (file: string) => string;
  readJson: (file: string) => unknown;
  close: () => void;
}

/**
 * A clone of the committed HEAD, on a branch named main (the branch the editor's configuration publishes to).
 * node_modules is linked in so that the clone can be built, and excluded in .git/info/exclude: in git mode
 * decap-server commits with `git add .`, and would otherwise sweep the link into every draft.
 */
export function cloneRepo(): Repo {
  const dir = mkdtempSync(path.join(tmpdir(), "site-editor-"));
  const git = (...args: string[]) => execFileSync("git", ["-C", dir, ...args], { encoding: "utf8" }).trim();
  const head = execFileSync("git", ["-C", ROOT, "rev-parse", "HEAD"], { encoding: "utf8" }).trim();
  execFileSync("git", ["clone", "--quiet", "--shared", "--no-checkout", ROOT, dir]);
  git("checkout", "--quiet", "-B", "main", head);
  git("config", "user.name", "Editor test");
  git("config", "user.email", "editor-test@example.org");
  git("config", "commit.gpgsign", "false");
  symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"));
  symlinkSync(path.join(ROOT, "editor/node_modules"), path.join(dir, "editor/node_modules"));
  appendFileSync(path.join(dir, ".git/info/exclude"), "\nnode_modules\n");
  return {
    dir,
    git,
    published: (file) => git("show", `main:${file}`),
    readJson: (file) => JSON.parse(readFileSync(path.join(dir, file), "utf8")) as unknown,
    close: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * The branch main of a clone as it is now (what is published), checked out in a folder of its own with
 * node_modules linked in, so that it can be built while decap-server goes on checking branches out in the clone.
 */
export function checkoutPublished(repo: Repo): { dir: string; close: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), "site-published-"));
  execFileSync("git", ["clone", "--quiet", "--shared", "--branch", "main", repo.dir, dir]);
  symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"));
  symlinkSync(path.join(ROOT, "editor/node_modules"), path.join(dir, "editor/node_modules"));
  return { dir, close: () => rmSync(dir, { recursive: true, force: true }) };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface DecapServer {
  url: string;
  log: () => string;
  close: () => Promise<void>;
}

/** decap-server in git mode on the clone, on a free loopback port. */
export async function startDecapServer(repoDir: string): Promise<DecapServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
    env: { ...process.env, MODE: "git", PORT: String(port), BIND_HOST: "127.0.0.1", GIT_REPO_DIRECTORY: repoDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`decap-server did not start:\n${output}`)), 20_000);
    const check = () => {
      if (output.includes("listening")) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on("data", check);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`decap-server stopped (${String(code)}):\n${output}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}/api/v1`,
    log: () => output,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill();
      }),
  };
}

/**
 * The published /admin/ page in local mode. The editor's policy lets it talk only to its own origin, so the
 * configuration is served with the local backend's address on that origin (`local_backend: true` means
 * localhost:8081), and the page's requests to it are passed on to decap-server, as a local proxy would.
 */
export async function routeToDecapServer(page: Page, origin: string, decap: DecapServer): Promise<void> {
  await page.route(`${origin}/admin/config.yml`, async (route) => {
    const response = await route.fetch();
    const config = (await response.text()).replace(/^local_backend: true$/m, `local_backend:\n  url: ${origin}/api/v1`);
    if (!config.includes(`${origin}/api/v1`)) throw new Error("The editor's configuration does not enable the local backend");
    await route.fulfill({ response, body: config });
  });
  await page.route(`${origin}/api/v1`, async (route) => {
    // A new connection for every request: reusing one that decap-server has just closed as idle fails with
    // ECONNRESET before the request reaches it, so such a failure is retried once.
    const headers = { ...route.request().headers(), connection: "close" };
    const forward = () => route.fetch({ url: decap.url, headers });
    try {
      const response = await forward().catch((error: unknown) => {
        if (/ECONNRESET|socket hang up/.test(String(error))) return forward();
        throw error;
      });
      await route.fulfill({ response });
    } catch {
      // Reported by the page as a failed request (a console error), which the tests count.
      await route.abort("connectionreset").catch(() => undefined);
    }
  });
}

/**
 * Console errors and requests to any other origin, collected while the editor is used. One answer is expected:
 * once a draft is published, the editor asks the local backend for that draft again and is told "404 Not Found"
 * (there is none any more), which it takes as "no draft"; the browser logs every 404 as an error.
 */
export function watchPage(page: Page, origin: string) {
  const errors: string[] = [];
  const foreign: string[] = [];
  let expected404s = 0;
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    if (expected404s > 0 && message.text().includes("status of 404")) {
      expected404s -= 1;
      return;
    }
    errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(String(error)));
  page.on("response", (response) => {
    if (response.status() < 400) return;
    const action = (response.request().postDataJSON() as { action?: string } | null)?.action;
    if (response.status() === 404 && response.url() === `${origin}/api/v1` && action === "unpublishedEntry") {
      expected404s += 1;
      return;
    }
    errors.push(`${response.status()} ${response.url()}`);
  });
  page.on("request", (request: Request) => {
    const url = request.url();
    if (/^(data|blob|about):/.test(url)) return;
    if (new URL(url).origin !== origin) foreign.push(url);
  });
  return { errors, foreign };
}

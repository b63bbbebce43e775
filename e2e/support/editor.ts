import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type Browser, type BrowserContextOptions, type Locator, type Page, type Request, type Response } from "@playwright/test";
import { contentIn } from "../../__tests__/support/content";
import { PUBLIC_DIR } from "../../harness/static-server";

/**
 * The content editor in local mode, as `npm run cms` runs it: decap-server in git mode beside the site, on a
 * temporary clone of this repository, so the tests read and write real files and branches without touching
 * the checkout they run in.
 */

const ROOT = path.resolve(__dirname, "../..");

/**
 * A clone of the committed HEAD, on a branch named main (the branch the editor's configuration publishes to).
 * node_modules is linked in so that the clone can be built, and excluded in .git/info/exclude: in git mode
 * decap-server commits with `git add .`, and would otherwise sweep the link into every draft.
 */
function cloneRepo() {
  const dir = mkdtempSync(path.join(tmpdir(), "site-editor-"));
  // --no-optional-locks: `git status` otherwise takes the index's lock to refresh it, and decap-server's checkout
  // at that moment fails ("index.lock: File exists"), which the editor sees as a 500. Polled while the editor
  // loaded entries after a publish, it failed 32 of 80 requests in a trial; with the option, none.
  const git = (...args: string[]) => execFileSync("git", ["-C", dir, "--no-optional-locks", ...args], { encoding: "utf8" }).trim();
  const head = execFileSync("git", ["-C", ROOT, "rev-parse", "HEAD"], { encoding: "utf8" }).trim();
  execFileSync("git", ["clone", "--quiet", "--shared", "--no-checkout", ROOT, dir]);
  git("checkout", "--quiet", "-B", "main", head);
  git("config", "user.name", "Editor test");
  git("config", "user.email", "editor-test@example.org");
  git("config", "commit.gpgsign", "false");
  symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"));
  symlinkSync(path.join(ROOT, "editor/node_modules"), path.join(dir, "editor/node_modules"));
  appendFileSync(path.join(dir, ".git/info/exclude"), "\nnode_modules\n");
  /** A file as it is on the branch `main` of the clone (what is published). */
  const published = (file: string) => git("show", `main:${file}`);
  return {
    dir,
    git,
    published,
    /** A JSON file as it is on the branch `main` of the clone. */
    publishedJson: <T = Record<string, unknown>>(file: string) => JSON.parse(published(file)) as T,
    /** The editor's draft branches (cms/<collection>/<entry>), as they are now. */
    draftBranches: () => git("branch", "--list", "cms/*", "--format=%(refname:short)").split("\n").filter(Boolean),
    close: () => rmSync(dir, { recursive: true, force: true }),
  };
}

type Repo = ReturnType<typeof cloneRepo>;

/**
 * The files of a folder as committed (HEAD), and a committed file's text: what a clone of HEAD holds, read before
 * any clone is made, so that a file's tests can be one per entry.
 */
export function committedFiles(folder: string): string[] {
  const names = execFileSync("git", ["-C", ROOT, "ls-tree", "--name-only", "HEAD", `${folder}/`], { encoding: "utf8" });
  return names.split("\n").filter(Boolean);
}
/** The text of every committed file under a folder whose name matches, by its path, read in one go. */
export function committedTexts(folder: string, name: RegExp): Map<string, string> {
  const files = execFileSync("git", ["-C", ROOT, "ls-tree", "-r", "--name-only", "HEAD", `${folder}/`], { encoding: "utf8" })
    .split("\n")
    .filter((file) => name.test(file));
  const output = execFileSync("git", ["-C", ROOT, "cat-file", "--batch"], {
    input: files.map((file) => `HEAD:${file}\n`).join(""),
    maxBuffer: 256 * 1024 * 1024,
  });
  const texts = new Map<string, string>();
  let at = 0;
  for (const file of files) {
    // Each object as "<id> blob <size>\n<bytes>\n".
    const header = output.indexOf(10, at);
    const size = Number(output.subarray(at, header).toString("utf8").split(" ")[2]);
    texts.set(file, output.subarray(header + 1, header + 1 + size).toString("utf8"));
    at = header + 1 + size + 1;
  }
  return texts;
}
export function committedFile(file: string): string {
  return execFileSync("git", ["-C", ROOT, "show", `HEAD:${file}`], { encoding: "utf8" });
}

/**
 * Whether decap-server is done with the clone: it checks draft branches out while it saves or publishes, and
 * leaves it on main, its work committed, once it has done.
 */
export function backOnMain(repo: Repo): { branch: string; locked: boolean; changes: string } {
  return {
    branch: repo.git("branch", "--show-current"),
    locked: existsSync(path.join(repo.dir, ".git/index.lock")),
    changes: repo.git("status", "--porcelain"),
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

/** decap-server in git mode on the clone, on a free loopback port; ready once it says it is listening. */
async function startDecapServer(repoDir: string) {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
    env: { ...process.env, MODE: "git", PORT: String(port), BIND_HOST: "127.0.0.1", GIT_REPO_DIRECTORY: repoDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", () => {
      if (output.includes("listening")) resolve();
    });
    child.once("exit", (code) => reject(new Error(`decap-server stopped (${String(code)}):\n${output}`)));
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
 * The editor's configuration as the site publishes it (public/admin/config.yml), read from the file: asking the
 * static server for it through the page's route was seen to fail now and then with ECONNRESET.
 */
export function publishedConfig(root: string = PUBLIC_DIR): string {
  return readFileSync(path.join(root, "admin/config.yml"), "utf8");
}

/**
 * The published /admin/ page in local mode. The editor's policy lets it talk only to its own origin, so the
 * configuration is served with the local backend's address on that origin (`local_backend: true` means
 * localhost:8081), and the page's requests to it are passed on to decap-server, as a local proxy would.
 */
async function routeToDecapServer(page: Page, origin: string, decapUrl: string): Promise<void> {
  const config = publishedConfig().replace(/^local_backend: true$/m, `local_backend:\n  url: ${origin}/api/v1`);
  if (!config.includes(`${origin}/api/v1`)) throw new Error("The editor's configuration does not enable the local backend");
  await page.route(`${origin}/admin/config.yml`, (route) => route.fulfill({ status: 200, contentType: "text/yaml; charset=utf-8", body: config }));
  await page.route(`${origin}/api/v1`, async (route) => {
    // A new connection for every request: reusing one that decap-server has just closed as idle fails with
    // ECONNRESET before the request reaches it, so such a failure is retried once.
    const headers = { ...route.request().headers(), connection: "close" };
    const forward = () => route.fetch({ url: decapUrl, headers });
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

/** The action a request to the local backend asks for ("persistEntry", "publishUnpublishedEntry" …), if it is one. */
function backendAction(request: Request, origin: string): string | undefined {
  if (request.url() !== `${origin}/api/v1` || request.method() !== "POST") return undefined;
  try {
    return (request.postDataJSON() as { action?: string } | null)?.action;
  } catch {
    return undefined;
  }
}

/**
 * Console errors and requests to any other origin, collected while the editor is used. One answer is expected:
 * once a draft is published, the editor asks the local backend for that draft again and is told "404 Not Found"
 * (there is none any more), which it takes as "no draft"; the browser logs every 404 as an error.
 */
function watchPage(page: Page, origin: string) {
  const errors: string[] = [];
  const foreign: string[] = [];
  /** Every action the page has asked the local backend for, in order. */
  const actions: string[] = [];
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
    if (response.status() === 404 && backendAction(response.request(), origin) === "unpublishedEntry") {
      expected404s += 1;
      return;
    }
    errors.push(`${response.status()} ${response.url()}`);
  });
  page.on("request", (request: Request) => {
    const url = request.url();
    const action = backendAction(request, origin);
    if (action) actions.push(action);
    if (/^(data|blob|about):/.test(url)) return;
    if (new URL(url).origin !== origin) foreign.push(url);
  });
  return { errors, foreign, actions };
}

/**
 * The local backend of one test file: a clone of HEAD, decap-server on it, and the clone's content as committed
 * (read the way the build reads it), from which the tests take their subjects (the first event, the first
 * program …), so that they follow what staff commit.
 */
export async function startLocalBackend() {
  const repo = cloneRepo();
  const content = contentIn(path.join(repo.dir, "data"));
  const decap = await startDecapServer(repo.dir);
  return {
    repo,
    decap,
    content,
    close: async () => {
      // What decap-server logged of a request it answered with 500 ("Unknown error" is all the page is told).
      const failures = decap
        .log()
        .split("\n")
        .filter((line) => line.includes("Error handling"))
        .map((line) => `${/"action":"(\w+)"/.exec(line)?.[1] ?? "?"}: ${line.slice(line.lastIndexOf("}: ") + 3)}`);
      if (process.env.EDITOR_TEST_LOG) console.log(decap.log());
      else if (failures.length > 0) console.log(`decap-server failed ${failures.length} request(s):\n${failures.join("\n")}`);
      await decap.close();
      repo.close();
    },
  };
}

export type LocalBackend = Awaited<ReturnType<typeof startLocalBackend>>;
/** The content of the clone's data/ as it was committed (HEAD), read the way the build reads it. */
export type Content = LocalBackend["content"];

/** Waits for the local backend's answer to the next request for `action`, and checks it succeeded. */
export async function backendAnswer(page: Page, origin: string, action: string, act: () => Promise<void>): Promise<Response> {
  const answer = page.waitForResponse((response) => backendAction(response.request(), origin) === action);
  await act();
  const response = await answer;
  expect(`${action}: ${response.status()}`).toBe(`${action}: 200`);
  return response;
}

/**
 * Opens the editor in a new context of `browser` (the project's viewport unless `options` say otherwise), on the
 * site served at `origin`, against `backend`: a page of it, its requests to the local backend passed on to
 * decap-server, and what it logs. Publishing and deleting ask "Are you sure…?" in the browser's own
 * dialog, and so does leaving an entry with unsaved changes: each is accepted. An entry left with unsaved changes
 * is also kept as a local backup, offered back when it is opened again: each test starts from the files, so that
 * offer is declined.
 */
export async function openEditor(browser: Browser, origin: string, backend: LocalBackend, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ baseURL: origin, ...options });
  const page = await context.newPage();
  const watch = watchPage(page, origin);
  page.on("dialog", (dialog) => void (dialog.message().includes("local backup") ? dialog.dismiss() : dialog.accept()));
  await routeToDecapServer(page, origin, backend.decap.url);
  const admin = `${origin}/admin/`;
  const loaded = () => page.url().startsWith(admin);
  const save = page.getByRole("button", { name: "Save", exact: true });
  const loading = page.getByText("Loading entry...");

  /**
   * Waits for what the editor does after a save: the first save of an entry makes it a draft, which the editor
   * loads again (its status shows then); a new entry moves to its own address. Leaving before then would let the
   * entry loaded late fill the next entry's form.
   */
  async function settled(): Promise<void> {
    await expect(page.getByRole("button", { name: /^Status: / })).toBeVisible();
    await expect(loading).toHaveCount(0);
  }

  /** Opens a screen of the editor by its route ("collections/events", "workflow"), without reloading it. */
  async function show(route: string): Promise<void> {
    if (loaded()) await page.evaluate((hash) => (window.location.hash = hash), `#/${route}`);
    else await page.goto(`${admin}#/${route}`);
  }

  return {
    page,
    origin,
    watch,
    /** Logs in (in local mode, Login needs no password); the session is kept for the page loads that follow. */
    logIn: async (how: "click" | "tap" = "click") => {
      if (!loaded()) await page.goto(admin);
      const login = page.getByRole("button", { name: "Login" });
      if (how === "tap") await login.tap();
      else await login.click();
      await expect(page.getByRole("link", { name: "Events" }).first()).toBeVisible();
    },
    show,
    /**
     * Opens an entry (or `new` for a new one) with a freshly drawn form, in the editor already loaded if it is. An
     * entry already open is left for `leaveTo` first (its collection's list unless given).
     */
    openEntry: async (collection: string, entry: string, leaveTo = `collections/${collection}`) => {
      if (entry === "new") {
        // A new entry in a freshly loaded editor: opened from another screen, it stays on the new entry's screen
        // once saved, without its status and Publish.
        await page.goto("about:blank");
        await page.goto(`${admin}#/collections/${collection}/new`);
      } else if (loaded() && (await save.count()) > 0) {
        // From another screen: going from one entry's address to another's keeps the last entry's form.
        await show(leaveTo);
        await expect(save).toHaveCount(0);
      }
      if (entry !== "new") await show(`collections/${collection}/entries/${entry}`);
      await expect(save).toBeVisible();
      await expect(page.locator("input, textarea").first()).toBeVisible();
    },
    /** Clicks Save and waits for the local backend's answer to that save. */
    save: async () => {
      await backendAnswer(page, origin, "persistEntry", () => save.click());
      await settled();
    },
    setStatus: async (status: "Draft" | "In review" | "Ready") => {
      await page.getByRole("button", { name: /^Status:/ }).click();
      await backendAnswer(page, origin, "updateUnpublishedEntryStatus", () => page.getByRole("menuitem", { name: status }).click());
      await expect(page.getByRole("button", { name: `Status: ${status}` })).toBeVisible();
    },
    /**
     * Publishes the open entry now (from its Publish menu, opened unless it is) and waits for the local backend's
     * answer (the draft merged into main) and for the entry loaded again as published.
     */
    publishNow: async (how: "click" | "tap" = "click") => {
      const now = page.getByRole("menuitem", { name: "Publish now" });
      const press = (control: Locator) => (how === "tap" ? control.tap() : control.click());
      if (!(await now.isVisible())) await press(page.getByRole("button", { name: "Publish", exact: true }));
      // Once published, the editor loads the entry again, as published, and draws its form anew from it.
      const reloaded = page
        .waitForResponse((response) => backendAction(response.request(), origin) === "publishUnpublishedEntry")
        .then(() => page.waitForResponse((response) => backendAction(response.request(), origin) === "getEntry"));
      await backendAnswer(page, origin, "publishUnpublishedEntry", () => press(now));
      await reloaded;
      await expect(page.getByRole("button", { name: "Published", exact: true })).toBeVisible();
      await expect(loading).toHaveCount(0);
    },
    close: async () => {
      // Requests still on their way to the local backend when the page closes are dropped, not reported.
      await page.unrouteAll({ behavior: "ignoreErrors" });
      await context.close();
    },
  };
}

export type Editor = Awaited<ReturnType<typeof openEditor>>;

/**
 * Waits until `images` are `count` pictures, each the picture file itself (from the editor's copy of
 * data/images/). While a file loads, the editor hands out an empty SVG in its place, so the bytes are checked.
 */
export async function expectPictures(images: Locator, count: number): Promise<void> {
  await expect
    .poll(() =>
      images.evaluateAll((all) =>
        Promise.all(
          all.map(async (image) => {
            const source = (image as HTMLImageElement).currentSrc;
            if (!source || !(image as HTMLImageElement).complete) return "loading";
            const file = await (await fetch(source)).blob();
            // The editor's copy of a file has no type; the placeholder is an SVG of a few bytes.
            return file.type !== "image/svg+xml" && file.size > 10_000 ? "picture" : `placeholder (${file.size} bytes)`;
          }),
        ),
      ),
    )
    .toEqual(Array.from({ length: count }, () => "picture"));
}

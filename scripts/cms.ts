// `npm run cms`: the content editor on this computer. decap-server (git mode: drafts are branches, Publish
// merges into main) edits the files of this checkout, and `gatsby develop` serves the site and the editor at
// http://localhost:8000/admin/. Ctrl+C stops both.
import { spawn } from "node:child_process";
import path from "node:path";
import { startAfreshIfOtherCode } from "../src/node/build-cache";

const root = path.resolve(__dirname, "..");
// A cache made by other code is not built on (src/node/build-cache.ts).
startAfreshIfOtherCode();
const children = [
  spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
    cwd: root,
    env: { ...process.env, MODE: "git", GIT_REPO_DIRECTORY: root, BIND_HOST: "127.0.0.1" },
    stdio: "inherit",
  }),
  spawn(process.execPath, [require.resolve("gatsby/cli.js"), "develop", ...process.argv.slice(2)], { cwd: root, stdio: "inherit" }),
];

let stopping = false;
function stop(code: number): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGINT");
  process.exitCode = code;
}
for (const child of children) child.on("exit", (code) => stop(code ?? 0));
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

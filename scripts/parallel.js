/**
 * Runs npm scripts side by side, for the layers of `npm test` that read the code and write nothing the others
 * read (lint, the unit tests). Each one's output is held back and printed whole when it ends, so that two outputs
 * never interleave; the first to fail stops the others, and the exit code is that failure's.
 *
 *   node scripts/parallel.js lint test:unit
 */
const { spawn } = require("node:child_process");

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error("usage: node scripts/parallel.js <npm script> <npm script>...");
  process.exit(2);
}

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const children = new Map();
let failed = false;

for (const name of names) {
  const child = spawn(npm, ["run", name], { stdio: ["ignore", "pipe", "pipe"], shell: process.platform === "win32" });
  const output = [];
  child.stdout.on("data", (chunk) => output.push(chunk));
  child.stderr.on("data", (chunk) => output.push(chunk));
  children.set(name, child);
  child.on("close", (code, signal) => {
    children.delete(name);
    if (signal && failed) return;
    process.stdout.write(Buffer.concat(output));
    if (code === 0) return;
    if (!failed) {
      failed = true;
      process.exitCode = code ?? 1;
      console.error(`\nnpm run ${name} failed${signal ? ` (${signal})` : ""}; the others are stopped.`);
      for (const other of children.values()) other.kill();
    }
  });
}

// Finds a Java runtime for the W3C Nu HTML Checker (npm vnu-jar): $JAVA_HOME, then the PATH. On Debian as root
// it installs Debian's default-jre-headless when none is there; elsewhere it stops with a one-line instruction.
// Nothing downloads a Java runtime of its own.
import { execSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

function runs(java: string): boolean {
  return spawnSync(java, ["-version"], { stdio: "ignore" }).status === 0;
}

export function findJava(): string | null {
  const candidates = [
    process.env.JAVA_HOME ? path.join(process.env.JAVA_HOME, "bin", "java") : null,
    ...(process.env.PATH ?? "").split(path.delimiter).map((dir) => dir && path.join(dir, "java")),
  ].filter((candidate): candidate is string => Boolean(candidate));
  return candidates.find((candidate) => existsSync(candidate) && runs(candidate)) ?? null;
}

function canInstallWithApt(): boolean {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  return isRoot && existsSync("/usr/bin/apt-get") && existsSync("/etc/debian_version");
}

/** The Java to run the checker with, installed first where that can be done; else the process stops with an instruction. */
export function ensureJava(): string {
  const found = findJava();
  if (found) return found;
  if (canInstallWithApt()) {
    console.log("No Java runtime found: installing Debian's default-jre-headless package.");
    execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless", {
      stdio: "inherit",
    });
    const installed = findJava();
    if (installed) return installed;
  }
  console.error("The HTML check needs Java 11 or newer: install it (Debian: default-jre-headless), or set JAVA_HOME.");
  process.exit(1);
}

if (require.main === module) {
  console.log(`The HTML check uses ${ensureJava()}`);
}

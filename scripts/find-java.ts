// Finds (or on Debian as root installs) the Java runtime the Nu HTML Checker runs on, before the browser tests
// start. The search is harness/system-tools.ts's.
import { ensureJava } from "../harness/system-tools";

console.log(`The HTML check uses ${ensureJava()}`);

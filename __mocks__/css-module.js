// CSS Modules in tests: every class name maps to itself, so `styles.clamped` is "clamped". Marked as an ES
// module so that `import * as styles` receives this object itself rather than a copy of its (no) own keys.
module.exports = new Proxy(
  {},
  {
    get: (_target, key) => (key === "__esModule" ? true : typeof key === "string" ? key : undefined),
  },
);

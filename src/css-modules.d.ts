// CSS Modules are imported as `import * as styles from "./X.module.css"` (Gatsby 5's named exports).
declare module "*.module.css" {
  const classes: { readonly [className: string]: string };
  export = classes;
}

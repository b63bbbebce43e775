// A stylesheet for the editor's own page, bundled as its text (src/node/editor/bundle.ts) and added by the editor.
declare module "*.editor.css" {
  const text: string;
  export default text;
}

import layout from "./small-screens.editor.css";

/**
 * The editor on phones and tablets: the stylesheet that fits the open entry to the width (small-screens.editor.css,
 * which says what of Decap it relies on), and the preview off by default below 800 px.
 */

/** Below this width, the fields and the preview no longer fit side by side. */
export const SMALL_SCREEN = "(max-width: 799px)";

/**
 * Decap 3.16 (components/Editor/EditorInterface.js) keeps the pane shown beside the fields in localStorage under
 * this key, read each time an entry opens; "none" is no pane, the preview's toggle sets "preview".
 */
const RIGHT_PANE_KEY = "cms.right-pane";

/**
 * Adds the stylesheet to the editor's page (the bundle's CSS file goes into the preview's frame, not here), and
 * on a small screen opens every entry on its fields: the preview, shown from its button, lasts until the
 * editor leaves the entry.
 */
export function fitSmallScreens(): void {
  const style = document.createElement("style");
  style.dataset.editorLayout = "small-screens";
  style.textContent = layout;
  document.head.append(style);

  const small = window.matchMedia(SMALL_SCREEN);
  const fieldsFirst = () => {
    if (small.matches) localStorage.setItem(RIGHT_PANE_KEY, "none");
  };
  fieldsFirst();
  window.addEventListener("hashchange", fieldsFirst);
}

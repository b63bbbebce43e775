// First, so that the site's base styles come before its components' in the preview stylesheet, as on the site.
import "../styles/global.css";
import CMS from "decap-cms-app";
import { EDITOR_BACKEND } from "../node/editor/backend";
import { beforeEditor } from "./identity";
import { keepMarkdownMeaning } from "./markdown-text";
import { showLoadedPictures } from "./picture-control";
import {
  EventPreview,
  GetHelpPreview,
  GuidePreview,
  HomePreview,
  ImpactPreview,
  ProgramPreview,
  ProgramTextsPreview,
  ResourcesPreview,
  TierPreview,
  TranslationPreview,
} from "./previews";
import { fitSmallScreens } from "./small-screens";
import { registerEnglishEntryControl } from "./english-entry-control";
import { registerTranslationFormats } from "./translation-formats";
import { TRANSLATION_PREVIEWS_ATTRIBUTE } from "../node/editor/translations";

/**
 * The content editor at /admin/. Its configuration (collections and fields, generated from the content schema)
 * is /admin/config.yml, which every build writes from the registry and Decap loads from beside this page.
 */

// The site's own styles inside the preview frame; the page names the stylesheet built beside this script.
const script = document.currentScript;
const previewStyle = script?.getAttribute("data-preview-style");
if (previewStyle) CMS.registerPreviewStyle(previewStyle);

showLoadedPictures(CMS);
// A guide's text is written back to Markdown after each edit; the page it makes must stay the same.
CMS.registerRemarkPlugin(keepMarkdownMeaning);
fitSmallScreens();

CMS.registerPreviewTemplate("events", EventPreview);
CMS.registerPreviewTemplate("tiers", TierPreview);
CMS.registerPreviewTemplate("programs", ProgramPreview);
CMS.registerPreviewTemplate("impact", ImpactPreview);
CMS.registerPreviewTemplate("guides", GuidePreview);
// Files of a files collection are named by their own name: pages/home.json is "home".
CMS.registerPreviewTemplate("home", HomePreview);
CMS.registerPreviewTemplate("program", ProgramTextsPreview);
CMS.registerPreviewTemplate("resources", ResourcesPreview);
CMS.registerPreviewTemplate("get-help", GetHelpPreview);
// Translations are collections of their own (src/node/generate/cms-config.ts), named by the page: each language's
// page texts by their file's name, the same in every language, and each list's translations by their collection's.
for (const name of (script?.getAttribute(TRANSLATION_PREVIEWS_ATTRIBUTE) ?? "").split(" ").filter(Boolean)) {
  CMS.registerPreviewTemplate(name, TranslationPreview);
}
// A new translation of an entry chooses its English entry, and is saved without that choice (english-entry-control.tsx).
registerTranslationFormats(CMS);
registerEnglishEntryControl(CMS);

// The English texts call the create button "＋ Event", a character many fonts lack; say it in words. The preview's
// toggle, an eye, says what it does (small-screens.editor.css finds it by this title and labels it on phones).
interface Phrases {
  collection: { collectionTop: Record<string, string> };
  editor: { editorInterface: Record<string, string> };
}
const english = CMS.getLocale("en") as Phrases;
CMS.registerLocale("en", {
  ...english,
  collection: {
    ...english.collection,
    collectionTop: { ...english.collection.collectionTop, newButton: "New %{collectionLabel}" },
  },
  editor: {
    ...english.editor,
    editorInterface: { ...english.editor.editorInterface, togglePreview: "Show or hide the preview" },
  },
});

// With Git Gateway, staff log in with Netlify Identity: Decap's own form, and the screens of identity.tsx for the
// links in Netlify's e-mails (/admin/#invite_token=…), all from this bundle, nothing from another host. With
// GitHub (src/node/editor/backend.ts), Decap opens Netlify's GitHub log-in itself.
async function start(): Promise<void> {
  if (EDITOR_BACKEND.name === "git-gateway") await beforeEditor();
  CMS.init();
}

void start();

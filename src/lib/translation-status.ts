/**
 * Where the build writes the translations to review (their English changed after the day they were last checked),
 * for the editor's preview to say so: { outdated: [{ file: "translations/es/pages/get-help.json", checked }] }.
 */
export const TRANSLATION_STATUS_PATH = "/admin/translation-status.json";

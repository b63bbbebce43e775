import * as React from "react";
import { fillTemplate } from "../lib/templates";
import * as styles from "./TranslationNote.module.css";

/** What a language says on its translated pages (data/languages.json). */
import type { TranslationTexts } from "../lib/page-languages";

interface TranslationNoteProps {
  texts: TranslationTexts;
  /** The same page in English. */
  englishPath: string;
  /** The day a native speaker checked the translation, as the page writes it; null while none has. */
  reviewedOn: string | null;
  /** A crisis page adds where to find an interpreter. */
  crisis?: boolean;
}

/**
 * One quiet line on a translated page: that it is a translation, whether a native speaker has checked it, and the
 * way to the English. A crisis page adds that 988 has interpreters.
 */
export function TranslationNote({ texts, englishPath, reviewedOn, crisis = false }: TranslationNoteProps) {
  const review = reviewedOn === null ? texts.unreviewedNote : fillTemplate(texts.reviewedNote, { date: reviewedOn });
  return (
    <div className={styles.note}>
      <p className={styles.line}>
        {texts.translatedNote} {review}{" "}
        <a href={englishPath} hrefLang="en">
          {texts.englishLinkLabel}
        </a>
      </p>
      {crisis ? <p className={styles.crisis}>{texts.crisisNote}</p> : null}
    </div>
  );
}

import * as React from "react";
import { HONEYPOT } from "../lib/form-sending";
import * as styles from "./FormHiddenFields.module.css";

/** The form's name (Netlify files each submission under it) and the honeypot that bots fill in. */
export function FormHiddenFields({ formName, language = "en", honeypotLabel }: { formName: string; language?: string; honeypotLabel: string }) {
  return (
    <>
      <input type="hidden" name="form-name" value={formName} />
      {/* The visitor's language, so that staff answer in it. */}
      <input type="hidden" name="language" value={language} />
      <p className={styles.honeypot} aria-hidden="true">
        <label>
          {honeypotLabel}
          <input name={HONEYPOT} tabIndex={-1} autoComplete="off" />
        </label>
      </p>
    </>
  );
}

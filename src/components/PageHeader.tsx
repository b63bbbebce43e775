import * as React from "react";
import * as styles from "./PageHeader.module.css";

interface PageHeaderProps {
  eyebrow?: string;
  title: string;
  children?: React.ReactNode;
}

/** The title band at the top of an inner page: the page's one h1 and a short introduction. */
export function PageHeader({ eyebrow, title, children }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.title}>{title}</h1>
        {children ? <div className={styles.intro}>{children}</div> : null}
      </div>
    </header>
  );
}

import * as React from "react";
import { Link } from "gatsby";
import * as styles from "./ButtonLink.module.css";

type Variant = "donate" | "primary" | "secondary";

interface ButtonLinkProps {
  to: string;
  variant: Variant;
  children: React.ReactNode;
  className?: string;
  size?: "regular" | "small";
  /** The language of its words, where it differs from the page's. */
  lang?: string | undefined;
}

/** A link styled as a button: it navigates, so it is an <a>. Internal paths go through Gatsby's Link. */
export function ButtonLink({ to, variant, children, className, size = "regular", lang }: ButtonLinkProps) {
  const classes = [styles[variant], styles[size], className ?? ""].filter(Boolean).join(" ");
  if (/^[a-z]+:/i.test(to)) {
    return (
      <a className={classes} href={to} lang={lang}>
        {children}
      </a>
    );
  }
  return (
    <Link className={classes} to={to} lang={lang}>
      {children}
    </Link>
  );
}

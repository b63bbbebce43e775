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
}

/** A link styled as a button: it navigates, so it is an <a>. Internal paths go through Gatsby's Link. */
export function ButtonLink({ to, variant, children, className, size = "regular" }: ButtonLinkProps) {
  const classes = [styles[variant], styles[size], className ?? ""].filter(Boolean).join(" ");
  if (/^[a-z]+:/i.test(to)) {
    return (
      <a className={classes} href={to}>
        {children}
      </a>
    );
  }
  return (
    <Link className={classes} to={to}>
      {children}
    </Link>
  );
}

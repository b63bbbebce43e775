import * as React from "react";

/**
 * What the site's components import from gatsby, for the editor's previews: a link is a plain link (the
 * preview has no router), and a fragment written with the graphql tag is only documentation there.
 */

interface LinkProps extends React.AnchorHTMLAttributes<HTMLAnchorElement> {
  to: string;
}

export function Link({ to, children, ...rest }: LinkProps) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}

export function graphql(): void {
  return undefined;
}

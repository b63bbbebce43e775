import * as React from "react";

// Components are tested outside Gatsby: queries are supplied by each test, and links render as plain anchors.
const gatsby = jest.requireActual<typeof import("gatsby")>("gatsby");

interface MockLinkProps extends React.AnchorHTMLAttributes<HTMLAnchorElement> {
  to: string;
  activeClassName?: string;
  partiallyActive?: boolean;
}

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link: ({ to, activeClassName: _active, partiallyActive: _partial, children, ...rest }: MockLinkProps) => (
    <a {...rest} href={to}>
      {children}
    </a>
  ),
  useStaticQuery: jest.fn(),
  // Outside Gatsby there is no router to move: tests check where a page asks to go.
  navigate: jest.fn(),
};

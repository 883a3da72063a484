import type { AnchorHTMLAttributes } from "react";

/** Read after a link's text, so screen-reader users know a new tab will open. */
export function NewTabNote() {
  return <span className="sr-only"> (opens in a new tab)</span>;
}

/** A link to another site that opens in a new tab and says so; every new-tab link uses it. */
export function NewTabLink({ children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <NewTabNote />
    </a>
  );
}

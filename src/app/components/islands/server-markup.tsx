import { useState } from "react";

// Set by root once the document has hydrated; anything mounted later is a client-side render.
let documentHydrated = false;

export function markDocumentHydrated(): void {
  documentHydrated = true;
}

/**
 * Markup that is never hydrated. The server renders the children; while the document hydrates,
 * React keeps that HTML as it is (an element whose content React does not own) so the children's
 * code and data need not reach the browser. Mounted by a client-side navigation, it renders the
 * children like any component. `display: contents` keeps the wrapper out of the layout.
 */
export function ServerMarkup({ children }: { children: React.ReactNode }) {
  const [keepServerHtml] = useState(() => typeof document !== "undefined" && !documentHydrated);
  if (keepServerHtml) return <div className="contents" suppressHydrationWarning dangerouslySetInnerHTML={EMPTY} />;
  return <div className="contents">{children}</div>;
}

const EMPTY = { __html: "" };

import { createContext, useContext, useState } from "react";

/**
 * The id of a request the server failed to answer (entry.server provides it on a 5xx page), so a
 * visitor can quote it to staff, who find the request in the logs by it.
 */
export const RequestIdContext = createContext<string | null>(null);

const ELEMENT_ID = "request-reference";

/**
 * "Reference: …" under an error. In the browser there is no server context: the first render
 * reads the id from the server's own markup, so hydration finds the same text.
 */
export function RequestReference() {
  const fromServer = useContext(RequestIdContext);
  const [id] = useState(
    () =>
      fromServer ??
      (typeof document === "undefined" ? null : (document.getElementById(ELEMENT_ID)?.dataset.requestId ?? null)),
  );
  if (!id) return null;
  return (
    <p id={ELEMENT_ID} data-request-id={id} className="mt-6 text-sm text-gray-400">
      Reference: <span className="font-mono">{id}</span>
    </p>
  );
}

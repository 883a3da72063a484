import type { ServerResponse } from "node:http";

/** How soon a client may try again: another instance, or this one restarted, answers by then. */
export const CLOSING_RETRY_AFTER_S = 5;
const SENTENCE = "The server is restarting. Please try again in a moment.";

/**
 * A request that arrives while the server closes (on a connection still open): 503 in the API's
 * shape, with Retry-After and the security headers of every answer, and the connection closed.
 * Written to the raw response: Fastify's own 503 (return503OnClosing) has another shape.
 */
export function answerWhileClosing(
  res: ServerResponse,
  securityHeaders: Readonly<Record<string, string>>,
  requestId: string,
): void {
  const body = JSON.stringify({ error: SENTENCE, requestId });
  res.writeHead(503, {
    ...securityHeaders,
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(body),
    "cache-control": "no-store",
    "retry-after": String(CLOSING_RETRY_AFTER_S),
    connection: "close",
    "x-request-id": requestId,
  });
  res.end(body);
}

import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { CspNonceContext } from "./lib/csp-nonce.ts";
import { RequestIdContext } from "./lib/request-reference.tsx";
import { lowPriorityModulePreloads } from "./low-priority-modules.server.ts";

export const streamTimeout = 5_000;

/**
 * React Router's default Node entry, except that a completed Suspense boundary is always written
 * in place: React 19.2 otherwise moves large ones (the home page's islands) to the end of the
 * document behind a script, which hides their content from readers without JavaScript and delays
 * it for everyone. Pages whose loaders return nothing deferred (like `/`) get the same bytes for
 * every user agent.
 *
 * Every inline script carries the answer's Content-Security-Policy nonce (`loadContext.nonce`,
 * docs/decisions/011-content-security-policy.md): React's own (`renderToPipeableStream`), React
 * Router's streamed data (`ServerRouter`) and, through the context, `<Scripts>` and
 * `<ScrollRestoration>` in root.tsx.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const { nonce } = loadContext;
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole page at once; browsers get deferred data streamed after the shell.
    const readyOption = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    // Only a failed page quotes its request id: every other page is the same bytes for everyone.
    const requestId = responseStatusCode >= 500 ? request.headers.get("x-request-id") : null;
    const app = (
      <CspNonceContext.Provider value={nonce}>
        <RequestIdContext.Provider value={requestId}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </RequestIdContext.Provider>
      </CspNonceContext.Provider>
    );
    const { pipe, abort } = renderToPipeableStream(app, {
      nonce,
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        responseHeaders.set("Content-Type", "text/html");
        pipe(body);
        resolve(
          new Response(createReadableStreamFromReadable(body.pipe(lowPriorityModulePreloads())), {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        );
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors before the shell rejects and React Router logs them; later ones only reach here.
        if (shellRendered) console.error(error);
      },
    });
  });
}

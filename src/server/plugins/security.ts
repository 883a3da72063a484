import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

/**
 * React Router's hydration data is an inline script, hence 'unsafe-inline' for scripts until
 * nonces are threaded through entry.server (see docs/decisions). A nonce would also make every
 * page unique per request, which the page cache (docs/decisions/005-page-cache.md) rules out;
 * hashes of the inline scripts would not.
 */
function helmetOptions(dev: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'unsafe-inline'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        mediaSrc: ["'self'", "blob:"],
        fontSrc: ["'self'"],
        connectSrc: dev ? ["'self'", "ws:"] : ["'self'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: dev ? false : { maxAge: 15552000, includeSubDomains: true },
  };
}

/**
 * The headers helmet sets, computed once: none of them depends on the request, so running
 * helmet per request (as @fastify/helmet does, rebuilding its middleware each time) only costs.
 */
export function securityHeaders(dev: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader() {},
  } as unknown as ServerResponse;
  let failure: unknown;
  helmet(helmetOptions(dev))({} as IncomingMessage, res, (err?: unknown) => {
    failure = err;
  });
  if (failure) throw failure;
  return headers;
}

/** Security headers for every answer, cached ones included; returns them for the cache's fast path. */
export async function registerSecurityHeaders(app: FastifyInstance, dev: boolean): Promise<Record<string, string>> {
  const headers = securityHeaders(dev);
  app.addHook("onRequest", (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
  return headers;
}

import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

declare module "fastify" {
  interface FastifyInstance {
    /** The Content-Security-Policy of HTML answers, with their nonce (plugins/security.ts). */
    csp: ContentSecurityPolicy;
  }
}

export interface ContentSecurityPolicy {
  /** The policy of an HTML answer whose inline scripts carry `nonce`. */
  withNonce(nonce: string): string;
}

/** Stands for the nonce in the policy helmet writes once; each answer puts its own there. */
const NONCE_MARK = "{nonce}";

/**
 * Enforced, and strict for scripts (docs/decisions/011-content-security-policy.md): the site's
 * own files, and inline scripts only with the nonce of this very answer (React Router's
 * hydration data and module loader, its scroll restoration, React's streaming scripts).
 * Styles keep 'unsafe-inline': React writes style attributes (positions, progress widths), which
 * nonces cannot cover, and a style cannot run code. `scripts` is what the page may run.
 */
function helmetOptions(dev: boolean, scripts: string[]): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: scripts,
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        // Spoken replies play from blob: URLs of the fetched audio.
        mediaSrc: ["'self'", "blob:"],
        fontSrc: ["'self'"],
        // Vite's dev server talks to the page over a WebSocket.
        connectSrc: dev ? ["'self'", "ws:"] : ["'self'"],
        // The site widget frames the site's own chat page, and nothing else may frame the site.
        frameSrc: ["'self'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: dev ? false : { maxAge: 15552000, includeSubDomains: true },
  };
}

/** Runs helmet once against a stand-in response and returns what it set. */
function headersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader() {},
  } as unknown as ServerResponse;
  let failure: unknown;
  helmet(options)({} as IncomingMessage, res, (err?: unknown) => {
    failure = err;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * The headers helmet sets, computed once: running helmet per request (as @fastify/helmet does,
 * rebuilding its middleware each time) only costs. `headers` go on every answer; their policy
 * allows no inline script at all, which is right for everything but an HTML page. A page's
 * answer replaces it with `csp.withNonce(nonce)`.
 */
export function securityHeaders(dev: boolean): { headers: Record<string, string>; csp: ContentSecurityPolicy } {
  const headers = headersOf(helmetOptions(dev, ["'self'"]));
  const template = headersOf(helmetOptions(dev, ["'self'", `'nonce-${NONCE_MARK}'`]))["content-security-policy"]!;
  const at = template.indexOf(NONCE_MARK);
  const before = template.slice(0, at);
  const after = template.slice(at + NONCE_MARK.length);
  return { headers, csp: { withNonce: (nonce) => before + nonce + after } };
}

export type SecurityHeaders = ReturnType<typeof securityHeaders>;

/**
 * Security headers for every answer that goes through Fastify's hooks (the cache's fast path and
 * the refusals made before routing set the same ones themselves), and the pages' policy as
 * `app.csp`.
 */
export function registerSecurityHeaders(app: FastifyInstance, security: SecurityHeaders): void {
  app.decorate("csp", security.csp);
  app.addHook("onRequest", (_req, reply, done) => {
    reply.headers(security.headers);
    done();
  });
}

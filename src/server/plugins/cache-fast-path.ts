import http, { type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from "node:http";
import type { FastifyBaseLogger, FastifyServerOptions } from "fastify";
import { chooseCoding, type Coding } from "../modules/cache/accept-encoding.ts";
import { newNonce } from "../modules/cache/nonce.ts";
import { COMPRESS_THRESHOLD, type Encoded, type Representation } from "../modules/cache/representation.ts";
import type { ResponseCache } from "../modules/cache/response-cache.ts";
import { answerWhileClosing } from "./closing-answer.ts";
import { inRequestContext, REQUEST_ID_HEADER, requestIdOf } from "./request-id.ts";
import type { ContentSecurityPolicy } from "./security.ts";

interface Wire {
  headers: OutgoingHttpHeaders;
  encoded: Encoded;
}

/** Fastify logs every request at these levels; the fast path logs one line in their place. */
const INFO_OR_BELOW = new Set(["info", "debug", "trace"]);
/** Accept-Encoding values seen, and what they chose (browsers send a handful of values). */
const MAX_CODINGS = 200;
/** Answers this path gave from the cache: Fastify never sees them, so metrics ask here. */
const cacheAnswers = new WeakSet<ServerResponse>();

/** Whether the fast path answered `res` from the cache (plugins/metrics.ts counts those). */
export function answeredFromCache(res: ServerResponse): boolean {
  return cacheAnswers.has(res);
}

/**
 * The cache's short way: a GET or HEAD of an address the cache already answered in the current
 * content version is answered by the HTTP server itself, before Fastify builds a request, routes
 * and runs hooks. The bytes and headers are exactly those of the long way (`sendRepresentation`,
 * the security headers of every answer, `x-cache: hit`), prepared once per representation; a
 * page with nonce slots gets a fresh nonce in its bytes and its Content-Security-Policy.
 * Anything else, including conditional requests, a stale version clock or a compressed form not
 * made yet, goes the long way. Once the server is closing, every request is answered 503 here.
 */
export function createCacheFastPath(opts: {
  cache: ResponseCache;
  /** Set on every answer (plugins/security.ts). */
  securityHeaders: Readonly<Record<string, string>>;
  /** The policy of a page whose scripts carry a nonce. */
  csp: ContentSecurityPolicy;
  log: FastifyBaseLogger;
}) {
  const { cache, securityHeaders, csp, log } = opts;
  const wires = new WeakMap<Representation, Map<string, Wire>>();
  const codings = new Map<string, Coding | null>();
  let open = true;

  function codingFor(header: string | undefined): Coding | null {
    if (header === undefined) return null;
    let c = codings.get(header);
    if (c === undefined) {
      c = chooseCoding(header);
      if (codings.size >= MAX_CODINGS) codings.clear();
      codings.set(header, c);
    }
    return c;
  }

  function wireFor(rep: Representation, coding: Coding | null, cacheControl: string): Wire | undefined {
    const encoded = rep.ready(coding);
    if (!encoded) return undefined;
    let forms = wires.get(rep);
    if (!forms) wires.set(rep, (forms = new Map()));
    const id = `${encoded.coding ?? ""} ${cacheControl}`;
    let wire = forms.get(id);
    if (!wire) {
      const headers: OutgoingHttpHeaders = {
        ...securityHeaders,
        "cache-control": rep.headers["cache-control"] ?? cacheControl,
        vary: "Accept-Encoding",
        "x-cache": "hit",
        ...rep.headers,
        etag: encoded.etag,
        ...(encoded.coding ? { "content-encoding": encoded.coding } : {}),
        "content-length": encoded.body.length,
      };
      wire = { headers, encoded };
      forms.set(id, wire);
    }
    return wire;
  }

  /** True when it answered the request. */
  function serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (!open) {
      const reqId = requestIdOf(req);
      answerWhileClosing(res, securityHeaders, reqId);
      log.info(
        { reqId, req: { method: req.method, url: req.url }, res: { statusCode: 503 } },
        "refused: the server is closing",
      );
      return true;
    }
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const known = cache.knownUrl(req.url ?? "");
    if (!known) return false;
    // Read the two headers from the raw list: `req.headers` is built on first use, for all of them.
    let acceptEncoding: string | undefined;
    const raw = req.rawHeaders;
    for (let i = 0; i < raw.length; i += 2) {
      const name = raw[i]!;
      if (name.length === 13 && name.toLowerCase() === "if-none-match") return false;
      if (name.length === 15 && name.toLowerCase() === "accept-encoding") {
        acceptEncoding = acceptEncoding === undefined ? raw[i + 1] : `${acceptEncoding}, ${raw[i + 1]}`;
      }
    }
    const coding = known.rep.body.length >= COMPRESS_THRESHOLD ? codingFor(acceptEncoding) : null;
    const wire = wireFor(known.rep, coding, known.cacheControl);
    if (!wire) return false;
    const reqId = requestIdOf(req);
    res.setHeader(REQUEST_ID_HEADER, reqId);
    if (known.rep.hasNonce) {
      const nonce = newNonce();
      res.writeHead(200, { ...wire.headers, "content-security-policy": csp.withNonce(nonce) });
      res.end(req.method === "HEAD" ? undefined : known.rep.bodyWithNonce(wire.encoded, nonce));
    } else {
      res.writeHead(200, wire.headers);
      res.end(wire.encoded.body);
    }
    cacheAnswers.add(res);
    if (INFO_OR_BELOW.has(log.level)) {
      log.info(
        {
          reqId,
          req: { method: req.method, url: req.url, remoteAddress: req.socket.remoteAddress },
          res: { statusCode: 200 },
          cache: "hit",
        },
        "request answered from the cache",
      );
    }
    return true;
  }

  return {
    serve,
    /** The server is closing: from now on every request is answered 503 (closing-answer.ts). */
    close(): void {
      open = false;
    },
  };
}

export type CacheFastPath = ReturnType<typeof createCacheFastPath>;

/**
 * Fastify's `serverFactory`: the HTTP server Fastify would make (same timeouts), asking the
 * fast path first once it is set. Headers must arrive within `headersTimeout` (never longer than
 * the whole request may take), and the request timeout is checked often enough to hold to within
 * a quarter of it (Node checks every 30 s unless told otherwise).
 */
export function fastPathServerFactory(getFastPath: () => CacheFastPath | null, headersTimeout: number) {
  return (handler: http.RequestListener, options: FastifyServerOptions): http.Server => {
    const requestTimeout = options.requestTimeout ?? 0;
    const server = http.createServer(
      requestTimeout > 0
        ? {
            requestTimeout,
            headersTimeout: Math.min(headersTimeout, requestTimeout),
            connectionsCheckingInterval: Math.max(50, Math.min(1_000, Math.floor(requestTimeout / 4))),
          }
        : { requestTimeout: 0 },
      (req, res) =>
        inRequestContext(req, () => {
          if (getFastPath()?.serve(req, res)) return;
          handler(req, res);
        }),
    );
    server.keepAliveTimeout = options.keepAliveTimeout ?? 72_000;
    server.setTimeout(options.connectionTimeout ?? 0);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}

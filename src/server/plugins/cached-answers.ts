import type { FastifyReply, FastifyRequest } from "fastify";
import { chooseCoding } from "../modules/cache/accept-encoding.ts";
import { ifNoneMatchHits } from "../modules/cache/etag.ts";
import { newNonce } from "../modules/cache/nonce.ts";
import { COMPRESS_THRESHOLD, Representation, type Encoded } from "../modules/cache/representation.ts";
import type { ResponseCache } from "../modules/cache/response-cache.ts";
import type { ContentSecurityPolicy } from "./security.ts";

export type CacheStatus = "hit" | "miss";

/**
 * Sends a cached representation: the form the client's Accept-Encoding prefers (compressed
 * once, then reused), its ETag, `Vary: Accept-Encoding`, and 304 without a body when
 * If-None-Match already names it. HEAD gets the same headers (Fastify drops the body).
 * `cacheControl` applies unless the representation carries its own. A page with nonce slots gets
 * a fresh nonce in its bytes and in `csp`'s policy; its 304 carries no policy, because a browser
 * merges a 304's headers into the copy it keeps, whose scripts carry the nonce of that copy.
 */
export function sendRepresentation(
  req: FastifyRequest,
  reply: FastifyReply,
  rep: Representation,
  cacheControl: string,
  status: CacheStatus,
  csp?: ContentSecurityPolicy,
): FastifyReply | Promise<FastifyReply> {
  const coding = rep.body.length >= COMPRESS_THRESHOLD ? chooseCoding(req.headers["accept-encoding"]) : null;
  reply
    .header("cache-control", rep.headers["cache-control"] ?? cacheControl)
    .header("vary", "Accept-Encoding")
    .header("x-cache", status);
  if (ifNoneMatchHits(req.headers["if-none-match"], rep.etagBase)) {
    if (rep.hasNonce) reply.removeHeader("content-security-policy");
    return reply
      .code(304)
      .header("etag", rep.ready(coding)?.etag ?? rep.etagFor(coding))
      .send();
  }
  const encoded = rep.encoded(coding);
  return encoded instanceof Promise ? encoded.then((e) => write(reply, rep, e, csp)) : write(reply, rep, encoded, csp);
}

function write(reply: FastifyReply, rep: Representation, e: Encoded, csp?: ContentSecurityPolicy): FastifyReply {
  reply.code(200).headers(rep.headers).header("etag", e.etag);
  if (e.coding) reply.header("content-encoding", e.coding);
  if (!rep.hasNonce) return reply.send(e.body);
  if (!csp) throw new Error("A page with nonce slots needs its Content-Security-Policy.");
  const nonce = newNonce();
  reply.header("content-security-policy", csp.withNonce(nonce));
  return reply.send(rep.bodyWithNonce(e, nonce));
}

/** Browsers and CDNs may reuse a public API answer for a minute, and a stale one while they refetch. */
export const API_CACHE_CONTROL = "public, max-age=60, stale-while-revalidate=300";

export type PublicAnswers = <T>(
  req: FastifyRequest,
  reply: FastifyReply,
  key: string,
  produce: () => Promise<T>,
) => Promise<FastifyReply>;

/**
 * Public JSON answers (the same for everyone): serialised once per content version and sent
 * from the cache with an ETag. `produce` may throw (a 404, say); errors are never kept.
 */
export function createPublicAnswers(cache: ResponseCache): PublicAnswers {
  return async (req, reply, key, produce) => {
    const { rep, hit, version } = await cache.get(`api:${key}`, async () => Representation.json(await produce()));
    cache.rememberUrl(req.url, version, rep!, API_CACHE_CONTROL);
    return sendRepresentation(req, reply, rep!, API_CACHE_CONTROL, hit ? "hit" : "miss");
  };
}

import type { FastifyReply, FastifyRequest } from "fastify";
import { chooseCoding } from "../modules/cache/accept-encoding.ts";
import { etagFor, ifNoneMatchHits } from "../modules/cache/etag.ts";
import { COMPRESS_THRESHOLD, Representation, type Encoded } from "../modules/cache/representation.ts";
import type { ResponseCache } from "../modules/cache/response-cache.ts";

export type CacheStatus = "hit" | "miss";

/**
 * Sends a cached representation: the form the client's Accept-Encoding prefers (compressed
 * once, then reused), a strong ETag, `Vary: Accept-Encoding`, and 304 without a body when
 * If-None-Match already names it. HEAD gets the same headers (Fastify drops the body).
 * `cacheControl` applies unless the representation carries its own.
 */
export function sendRepresentation(
  req: FastifyRequest,
  reply: FastifyReply,
  rep: Representation,
  cacheControl: string,
  status: CacheStatus,
): FastifyReply | Promise<FastifyReply> {
  const coding = rep.body.length >= COMPRESS_THRESHOLD ? chooseCoding(req.headers["accept-encoding"]) : null;
  reply
    .header("cache-control", rep.headers["cache-control"] ?? cacheControl)
    .header("vary", "Accept-Encoding")
    .header("x-cache", status);
  if (ifNoneMatchHits(req.headers["if-none-match"], rep.etagBase)) {
    return reply
      .code(304)
      .header("etag", rep.ready(coding)?.etag ?? etagFor(rep.etagBase, coding))
      .send();
  }
  const encoded = rep.encoded(coding);
  return encoded instanceof Promise ? encoded.then((e) => write(reply, rep, e)) : write(reply, rep, encoded);
}

function write(reply: FastifyReply, rep: Representation, e: Encoded): FastifyReply {
  reply.code(200).headers(rep.headers).header("etag", e.etag);
  if (e.coding) reply.header("content-encoding", e.coding);
  return reply.send(e.body);
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

import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import type { AppConfig } from "../config.ts";
import {
  createAppMetrics,
  type AppMetrics,
  type CacheName,
  type HttpObserver,
} from "../modules/metrics/app-metrics.ts";
import { bearerMatches } from "../modules/metrics/bearer-token.ts";
import { answeredFromCache } from "./cache-fast-path.ts";
import { CACHED, createPageLabeller, routeLabel, UNMATCHED } from "../modules/metrics/http-labels.ts";

/** Addresses whose route label is kept for the cache's fast path: as many as the cache keeps (response-cache.ts). */
const MAX_REMEMBERED_URLS = 4_000;

const cacheOf = (url: string): CacheName => (url.startsWith("/api/") ? "api" : "page");

/**
 * GET /metrics (docs/decisions/021-metrics.md): with METRICS_TOKEN set, this app's metrics and the
 * process's in Prometheus text, for `Authorization: Bearer <METRICS_TOKEN>` only; without it,
 * 404 like any address with nothing there, and nothing is measured. Never cached, and not rate
 * limited: a scraper must never be refused, and a token of 32 characters or more is not guessed.
 *
 * Answers the metrics whose observers the services are given, or null when metrics are off.
 * Call before any route is registered: its hooks time every request.
 */
export function registerMetrics(app: FastifyInstance, config: AppConfig): AppMetrics | null {
  const token = config.metricsToken;
  const metrics = token ? createAppMetrics() : null;

  app.get("/metrics", async (req, reply) => {
    reply.header("cache-control", "no-store");
    if (!metrics || !token) return reply.status(404).send({ error: "There is nothing at this address." });
    if (!bearerMatches(req.headers.authorization, token)) {
      const error = req.headers.authorization
        ? "The metrics token is not right."
        : "Metrics need the metrics token: send it as Authorization: Bearer <METRICS_TOKEN>.";
      return reply.status(401).header("www-authenticate", 'Bearer realm="metrics"').send({ error });
    }
    return reply.type(metrics.contentType).send(await metrics.text());
  });
  if (!metrics) return null;

  // Read at each scrape; the services are made after this call.
  metrics.watchPool(() => (app.hasDecorator("services") ? app.services.db.poolStats() : null));
  timeRequests(app, metrics.http);
  return metrics;
}

/**
 * Every answer counted and timed by method, route label and status, and the cache's results:
 * through Fastify's hooks for what it routes, and on the HTTP server for what is answered before
 * routing (the cache's fast path, or 503 while closing: plugins/cache-fast-path.ts).
 */
function timeRequests(app: FastifyInstance, http: HttpObserver): void {
  const routed = new WeakSet<IncomingMessage>();
  /** The route label of each address the cache answers, for the fast path's answers. */
  const remembered = new Map<string, string>();
  let pageLabel: ((url: string) => string) | null = null;

  app.addHook("onReady", async () => {
    if (app.hasDecorator("pageRoutes") && app.pageRoutes) pageLabel = createPageLabeller(app.pageRoutes);
  });
  app.addHook("onRequest", (req, _reply, done) => {
    routed.add(req.raw);
    done();
  });
  app.addHook("onResponse", (req, reply, done) => {
    const route = routeLabel(req, pageLabel);
    http.request(req.method, route, reply.statusCode, reply.elapsedTime / 1000);
    const cache = reply.getHeader("x-cache");
    if (cache === "hit" || cache === "miss" || cache === "bypass") {
      http.cache(cacheOf(req.url), cache);
      if (cache !== "bypass" && !remembered.has(req.url)) {
        if (remembered.size >= MAX_REMEMBERED_URLS) remembered.clear();
        remembered.set(req.url, route);
      }
    }
    done();
  });

  // The server emits "request" to its listeners one after the other, synchronously: the first
  // starts the clock, the fast path (or Fastify) answers, and the last sees whether the answer was
  // given already. No listener per request: the fast path takes some 50 µs a request.
  let started = 0;
  app.server.prependListener("request", () => {
    started = performance.now();
  });
  app.server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    // Fastify answers later, and counts those itself.
    if (!res.writableEnded || routed.has(req)) return;
    const url = req.url ?? "/";
    const hit = answeredFromCache(res);
    const route = hit ? (remembered.get(url) ?? CACHED) : UNMATCHED;
    http.request(req.method ?? "GET", route, res.statusCode, (performance.now() - started) / 1000);
    if (hit) http.cache(cacheOf(url), "hit");
  });
}

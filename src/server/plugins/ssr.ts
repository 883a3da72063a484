import path from "node:path";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { SiteServices } from "../../shared/load-context.ts";
import { DATABASE_RETRY_AFTER_SECONDS } from "../db/unavailable.ts";
import type { ResponseCache } from "../modules/cache/response-cache.ts";
import { newNonce } from "../modules/cache/nonce.ts";
import type { RenderReport } from "../modules/cache/render-report.ts";
import { createPageCache, PRIVATE_CACHE_CONTROL } from "./page-cache.ts";
import { requestUrl } from "./request-url.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The server build's route table (metrics label pages by their route), or null with the dev server. */
    pageRoutes: ServerBuild["routes"] | null;
  }
}

export interface SsrOptions {
  mode: "build" | "vite";
  services: SiteServices;
  /** build/ of `react-router build` (mode "build"). */
  buildDir: string;
  /** Serve public pages from this cache (mode "build" only; the dev server always renders). */
  cache?: ResponseCache;
  /** The server build to serve instead of importing `buildDir` (tests). */
  build?: ServerBuild;
}

/** Hashed file names never change content, so browsers may keep them for a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";
const STATIC_DEFAULT = "public, max-age=3600";

/**
 * Mounts the React Router app: every path that is not /api is answered by server rendering,
 * after static files. Registered last so API routes win.
 */
export async function registerSsr(app: FastifyInstance, opts: SsrOptions): Promise<() => Promise<void>> {
  let getBuild: () => Promise<ServerBuild>;
  let closeDev = async () => {};
  let built: ServerBuild | undefined;

  if (opts.mode === "vite") {
    const vite = await import("vite");
    const dev = await vite.createServer({ server: { middlewareMode: true }, appType: "custom" });
    await app.register((await import("@fastify/middie")).default);
    app.use(dev.middlewares);
    getBuild = () => dev.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
    closeDev = () => dev.close();
  } else {
    const clientDir = path.resolve(opts.buildDir, "client");
    const serverEntry = path.resolve(opts.buildDir, "server", "index.js");
    const build = opts.build ?? ((await import(pathToFileURL(serverEntry).href)) as ServerBuild);
    built = build;
    getBuild = async () => build;
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // Our setHeaders decides caching per file; send's own max-age=0 would override it.
      cacheControl: false,
      setHeaders(res, filePath) {
        const rel = path.relative(clientDir, filePath);
        res.setHeader("cache-control", rel.startsWith(`assets${path.sep}`) ? IMMUTABLE : STATIC_DEFAULT);
      },
    });
  }

  app.decorate("pageRoutes", built?.routes ?? null);
  const handle = createRequestHandler(getBuild, opts.mode === "vite" ? "development" : "production");
  const render = (request: Request, nonce: string, report?: RenderReport) =>
    handle(request, { services: opts.services, documentRequest: isDocumentRequest(request), render: report, nonce });
  const { csp } = app;
  const servePage =
    built && opts.cache ? createPageCache({ cache: opts.cache, routes: built.routes, render, csp }) : null;

  await app.register(async (scope) => {
    // React Router reads request bodies itself (form actions), so Fastify must not parse them here.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", (_req, _payload, done) => done(null));
    scope.all("/*", async (req, reply) => {
      const outcome = servePage ? await servePage(req, reply) : { kind: "render" as const, cacheControl: null };
      if (outcome.kind === "sent") return outcome.reply;
      if (outcome.kind === "rendered") {
        reply.header("content-security-policy", csp.withNonce(outcome.nonce));
        return sendFetchResponse(reply, outcome.response, null, outcome.body);
      }
      // Rendered for this request alone: its scripts carry a nonce made for it.
      const nonce = newNonce();
      reply.header("content-security-policy", csp.withNonce(nonce));
      return sendFetchResponse(reply, await render(toFetchRequest(req, reply), nonce), outcome.cacheControl);
    });
  });

  return closeDev;
}

/**
 * Decided by the address alone (React Router's `.data` suffix), never by headers, so one URL's
 * HTML is the same bytes for everyone and may be cached.
 */
function isDocumentRequest(request: Request): boolean {
  return !new URL(request.url).pathname.endsWith(".data");
}

function toFetchRequest(req: FastifyRequest, reply: FastifyReply): Request {
  const url = requestUrl(req.protocol, req.host, req.url);
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, value);
  }
  // The id this request is known by (request-id.ts), not whatever the client sent.
  headers.set("x-request-id", req.id);
  const controller = new AbortController();
  reply.raw.on("close", () => controller.abort());
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = Readable.toWeb(req.raw) as ReadableStream;
    init.duplex = "half";
  }
  return new Request(url, init);
}

/**
 * Sends React Router's answer as it came (streamed), or the body already read from it. Without
 * a cache-control of its own it gets `cacheControl`, or `private, no-store` when it sets a
 * cookie, or `no-cache`.
 */
async function sendFetchResponse(
  reply: FastifyReply,
  response: Response,
  cacheControl: string | null,
  body?: Buffer,
): Promise<FastifyReply> {
  reply.status(response.status);
  // A page whose data could not be read (its loader answered 503) says when to come back.
  if (response.status === 503) reply.header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS));
  for (const [key, value] of response.headers) {
    if (key === "set-cookie") continue;
    reply.header(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  if (!response.headers.has("cache-control")) {
    reply.header("cache-control", cookies.length > 0 ? PRIVATE_CACHE_CONTROL : (cacheControl ?? "no-cache"));
  }
  reply.header("x-cache", "bypass");
  if (body) return reply.send(body);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
}

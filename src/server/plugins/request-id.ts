import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyInstance } from "fastify";

/**
 * Every answer names its request (`x-request-id`), every log line written while handling it
 * carries the same id (`reqId`), and every 5xx body quotes it, so a visitor can read it to staff
 * and staff find the request in the logs. A proxy in front (nginx's `$request_id`) may send its
 * own; one that is well-formed is kept, so the proxy's log and ours agree.
 */
export const REQUEST_ID_HEADER = "x-request-id";

/** What a proxy may hand us: nginx's 32 hex digits, a UUID, a trace id. Nothing to inject into a log. */
const WELL_FORMED = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,127}$/;

const kRequestId = Symbol("requestId");
type Tagged = IncomingMessage & { [kRequestId]?: string };

/** The proxy's id when well-formed, else a new one. */
export function requestIdFrom(header: string | string[] | undefined): string {
  return typeof header === "string" && WELL_FORMED.test(header) ? header : randomUUID();
}

/** The id of a request, decided once when it arrives (the cache's fast path and Fastify share it). */
export function requestIdOf(raw: IncomingMessage): string {
  const tagged = raw as Tagged;
  return (tagged[kRequestId] ??= requestIdFrom(raw.headers[REQUEST_ID_HEADER]));
}

/** The request being handled in this asynchronous context, for log lines written outside `req.log`. */
const current = new AsyncLocalStorage<string>();

/** Runs the HTTP server's handling of `raw` with its id in context. */
export function inRequestContext(raw: IncomingMessage, fn: () => void): void {
  current.run(requestIdOf(raw), fn);
}

/**
 * Pino's `mixin`: the request id on lines that services write through the app's logger while
 * handling a request. Lines written through `req.log` carry it already (Fastify's binding).
 */
export function requestIdMixin(
  _merge: object,
  _level: number,
  logger: { bindings(): Record<string, unknown> },
): object {
  const id = current.getStore();
  return id && logger.bindings().reqId === undefined ? { reqId: id } : {};
}

/** Fastify's `genReqId`. */
export const genReqId = (raw: IncomingMessage): string => requestIdOf(raw);

/** The answer's header, and the id in the body of every 5xx answered in the API's JSON shape. */
export function registerRequestIds(app: FastifyInstance): void {
  app.addHook("onRequest", (req, reply, done) => {
    reply.header(REQUEST_ID_HEADER, req.id);
    done();
  });
  app.addHook("preSerialization", (req, reply, payload, done) => {
    const body = payload as { error?: unknown } | null;
    if (reply.statusCode >= 500 && body && typeof body === "object" && typeof body.error === "string") {
      done(null, { ...body, requestId: req.id });
      return;
    }
    done(null, payload);
  });
}

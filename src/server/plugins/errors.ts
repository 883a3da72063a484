import type { Socket } from "node:net";
import { randomUUID } from "node:crypto";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_SENTENCE,
  isDatabaseUnavailable,
} from "../db/unavailable.ts";

/** Fastify's own refusals, each as a sentence a person can act on (the body limit is added). */
const FRAMEWORK_SENTENCES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "The request body must be JSON, sent with Content-Type: application/json.",
  FST_ERR_CTP_BODY_TOO_LARGE: "The request body is too large: at most {kb} KB are accepted.",
  FST_ERR_CTP_EMPTY_JSON_BODY: "The request body is empty: send a JSON object.",
  FST_ERR_CTP_INVALID_JSON_BODY: "The request body is not valid JSON.",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "The request body does not match its Content-Length header.",
  FST_ERR_BAD_URL: "The address is not valid: it contains a broken percent-encoding.",
};

/** Codes of a client that went away mid-request or mid-answer: its business, not our failure. */
const CLIENT_GONE = new Set(["ECONNRESET", "EPIPE", "ERR_STREAM_PREMATURE_CLOSE", "ABORT_ERR"]);

export function isClientGone(err: unknown, req?: FastifyRequest): boolean {
  const e = err as { code?: string; name?: string } | null;
  if (e && (CLIENT_GONE.has(e.code ?? "") || e.name === "AbortError")) return true;
  return req?.raw.socket?.destroyed === true;
}

/** Every API failure answers JSON `{ error }` with a sentence a person can read; never a stack. */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    // First: a lost database connection's own ECONNRESET is not the visitor hanging up.
    if (isDatabaseUnavailable(err)) {
      req.log.warn({ err }, "database unavailable");
      return reply
        .status(503)
        .header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS))
        .header("cache-control", "no-store")
        .send({ error: DATABASE_UNAVAILABLE_SENTENCE });
    }
    if (isClientGone(err, req)) {
      req.log.info({ code: err.code ?? err.name }, "client closed the connection before the answer was complete");
      return reply.status(400).send({ error: "The connection was closed before the request was complete." });
    }
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
    if (status >= 500) {
      req.log.error({ err }, "request failed");
      return reply.status(500).send({ error: "Something went wrong on our side. Please try again in a moment." });
    }
    if (err.validation) {
      return reply.status(400).send({ error: humanValidationMessage(err) });
    }
    const framework = err.code ? FRAMEWORK_SENTENCES[err.code] : undefined;
    if (framework) {
      // The route's own limit (http-limits.ts), else the app's.
      const limit = req.routeOptions.bodyLimit ?? app.initialConfig.bodyLimit ?? 1_048_576;
      const kb = String(Math.floor(limit / 1024));
      return reply.status(status).send({ error: framework.replace("{kb}", kb) });
    }
    // Our own HttpErrors carry their sentence; any other Fastify refusal gets a plain one.
    if (err.code?.startsWith("FST_"))
      return reply.status(status).send({ error: "The request could not be processed." });
    return reply.status(status).send({ error: err.message || "The request could not be processed." });
  });

  app.setNotFoundHandler((_req, reply) => {
    reply.status(404).send({ error: "There is nothing at this address." });
  });
}

/**
 * Fastify's `frameworkErrors` option: refusals made before routing (a URL with broken
 * percent-encoding), which otherwise answer Fastify's own JSON shape. No hook has run yet, so the
 * security headers every answer carries are set here.
 */
export function frameworkErrors(securityHeaders: Readonly<Record<string, string>>) {
  return (err: FastifyError, req: FastifyRequest, reply: FastifyReply): void => {
    const sentence = err.code ? FRAMEWORK_SENTENCES[err.code] : undefined;
    req.log.info({ code: err.code, url: req.raw.url }, "refused before routing");
    void reply
      .status(err.statusCode ?? 400)
      .headers(securityHeaders)
      .header("cache-control", "no-store")
      .header("x-request-id", req.id)
      .send({ error: sentence ?? "The request could not be routed." });
  };
}

const AJV_TYPES: Record<string, string> = {
  string: "text",
  number: "a number",
  integer: "a whole number",
  boolean: "true or false",
  array: "a list",
  object: "an object",
};

/**
 * A route's Fastify schema refused the request: our sentence from the first problem's keyword,
 * never ajv's own English ("must have required property").
 */
function humanValidationMessage(err: FastifyError): string {
  const first = err.validation?.[0];
  const where = err.validationContext === "params" ? "address" : (err.validationContext ?? "request");
  if (!first) return `The ${where} is not valid.`;
  const params = first.params as Record<string, unknown>;
  const path = first.instancePath.replace(/^\//, "").replaceAll("/", ".");
  const noun = where === "body" ? "field" : "parameter";
  const field = `The ${noun} "${path}"`;
  switch (first.keyword) {
    case "required":
      return `The ${noun} "${String(params.missingProperty)}" is required.`;
    case "additionalProperties":
      return `Unknown ${noun}: ${String(params.additionalProperty)}.`;
    case "type":
      return `${field} must be ${AJV_TYPES[String(params.type)] ?? String(params.type)}.`;
    case "maxLength":
      return `${field} must be at most ${String(params.limit)} characters.`;
    case "minLength":
      return `${field} must be at least ${String(params.limit)} characters.`;
    default:
      return path ? `${field} is not valid.` : `The ${where} is not valid.`;
  }
}

/**
 * Pino `logMethod` hook: a warning or error whose `err` is a client going away (Fastify logs a
 * stream cut short or a reset socket that way) is written at info instead. Nothing failed on
 * our side, and error-level logs should page someone only when something did.
 */
export function logClientGoneAtInfo(
  this: { info: (...args: unknown[]) => void },
  args: unknown[],
  method: (...args: unknown[]) => void,
  level: number,
): void {
  const first = args[0] as { err?: unknown } | undefined;
  if (level > 30 && first && typeof first === "object" && first.err && isClientGone(first.err)) {
    this.info(...args);
    return;
  }
  method.apply(this, args);
}

const CLIENT_ERRORS: Record<string, [number, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, "The request took too long to arrive."],
  HPE_HEADER_OVERFLOW: [431, "The address or the request headers are too long."],
};

/**
 * Fastify's `clientErrorHandler` option: requests Node cannot parse (headers too long, broken
 * HTTP, too slow to arrive) never reach routing, so the answer is written to the socket here, in
 * our JSON shape and with the security headers every answer carries.
 */
export function clientErrorHandler(securityHeaders: Readonly<Record<string, string>>) {
  const headerLines = Object.entries(securityHeaders)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  return (err: NodeJS.ErrnoException, socket: Socket): void => {
    if (err.code === "ECONNRESET" || socket.destroyed) return;
    const [status, error] = CLIENT_ERRORS[err.code ?? ""] ?? [400, "The request could not be understood."];
    const body = JSON.stringify({ error });
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_TEXT[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\n${headerLines}` +
          // Nothing of the request could be read, its id included: the answer still names itself.
          `X-Request-Id: ${randomUUID()}\r\n` +
          `Connection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy();
  };
}

const STATUS_TEXT: Record<number, string> = {
  400: "Bad Request",
  408: "Request Timeout",
  431: "Request Header Fields Too Large",
};

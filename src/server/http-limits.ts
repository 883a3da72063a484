import { CHAT_LIMITS } from "../shared/assistant.ts";
import { LIMITS } from "../shared/lead-fields.ts";
import { SPEECH_TEXT_MAX, STT_MAX_BYTES } from "../shared/speech.ts";

/*
 * How long and how large a request may be. A write route takes at most what its largest valid
 * body can be, so a client cannot make the server buffer and parse more than it will ever use.
 */

/**
 * UTF-8 writes a UTF-16 unit (what the schemas' `max` counts) in at most 3 bytes (a pair of
 * them, 4), and JSON.stringify escapes what it must in at most 2; field names, quotes and an id
 * fit in the rest.
 */
const UTF8_BYTES_PER_UNIT = 3;
const JSON_FRAME = 512;
const wholeKb = (bytes: number) => Math.ceil(bytes / 1024) * 1024;
const jsonOf = (units: number) => wholeKb(units * UTF8_BYTES_PER_UNIT + JSON_FRAME);

/** The most a route's body may be, in bytes; `bodyLimit` of each write route under /api. */
export const BODY_LIMITS = {
  /** The lead and Request Access forms: every field at its longest, and the honeypot (16 KB). */
  form: jsonOf(LIMITS.name + LIMITS.email + LIMITS.company + LIMITS.phone + LIMITS.message + LIMITS.serviceType + 500),
  /** A chat message with the investor chat's slug and a conversation id (7 KB). */
  chat: jsonOf(CHAT_LIMITS.message + 120 + 36),
  /**
   * POST /api/aurora/chat also carries the conversation so far (20 turns): the app's general
   * ceiling of 64 KB, which holds twenty long replies.
   */
  chatWithHistory: 64 * 1024,
  /** Text to speak and a voice id (4 KB). */
  speech: jsonOf(SPEECH_TEXT_MAX + 64),
  /** A recorded utterance (1 MB). */
  recording: STT_MAX_BYTES,
} as const;

/** The ceiling of a route that declares none (Fastify's `bodyLimit`). */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

/**
 * Node's server timeouts (Fastify's options of the same names). A request, headers and body,
 * must arrive within 30 s (a 1 MB recording over a slow uplink fits; a client trickling bytes to
 * hold a connection does not: 408), its headers within 15 s. An idle kept-alive connection
 * closes after 72 s, longer than the 60 s load balancers keep theirs, so the balancer always
 * closes first and never sends on a connection the server just dropped. A connection silent for
 * 2 minutes mid-request or mid-answer is cut (streamed chats write every few seconds).
 */
export const SERVER_TIMEOUTS = {
  requestTimeout: 30_000,
  headersTimeout: 15_000,
  keepAliveTimeout: 72_000,
  connectionTimeout: 120_000,
} as const;

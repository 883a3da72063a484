import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Coding } from "./accept-encoding.ts";
import { etagBase, etagFor } from "./etag.ts";
import { fillNonceSlots } from "./nonce.ts";
import { NonceCrc, compressWithSlots, fillSlottedForm } from "./slotted-compression.ts";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Below this size compression saves less than its headers cost (same as @fastify/compress). */
export const COMPRESS_THRESHOLD = 1024;

async function compress(body: Buffer, coding: Coding): Promise<Buffer> {
  if (coding === "br") {
    return brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
  }
  return gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION });
}

export interface Encoded {
  body: Buffer;
  etag: string;
  /** The coding of `body`, null for the plain bytes. */
  coding: Coding | null;
  /** Where each answer's nonce goes in `body` (pages with nonce slots); see `bodyWithNonce`. */
  slots?: readonly number[];
}

/**
 * One cacheable answer: its plain bytes, the headers that describe them (content type and what
 * the producer added), a strong ETag, and its brotli and gzip forms, each compressed once, on
 * first demand, then kept.
 *
 * A page's bytes may hold nonce slots (`nonceSlots`, docs/decisions/011-content-security-policy.md):
 * every answer writes a fresh nonce there (`bodyWithNonce`), in the compressed forms too, which
 * are made so that this needs no compression per answer. Its ETags are then weak.
 */
export class Representation {
  readonly etagBase: string;
  readonly plain: Encoded;
  /** Where the per-answer nonce goes in `body`; empty for answers without one. */
  readonly nonceSlots: readonly number[];
  readonly #variants = new Map<Coding, Encoded>();
  readonly #pending = new Map<Coding, Promise<Encoded>>();
  #crc: NonceCrc | undefined;

  constructor(
    readonly body: Buffer,
    /** Lower-case names; content-type at least. */
    readonly headers: Readonly<Record<string, string>>,
    options: { nonceSlots?: readonly number[] } = {},
  ) {
    this.nonceSlots = options.nonceSlots ?? [];
    this.etagBase = etagBase(body);
    this.plain = { body, etag: this.etagFor(null), coding: null, ...(this.hasNonce ? { slots: this.nonceSlots } : {}) };
  }

  /** Whether each answer carries its own nonce. */
  get hasNonce(): boolean {
    return this.nonceSlots.length > 0;
  }

  etagFor(coding: Coding | null): string {
    return etagFor(this.etagBase, coding, this.hasNonce);
  }

  /** The bytes to send for `e` (one of this representation's forms) with `nonce` in its slots. */
  bodyWithNonce(e: Encoded, nonce: string): Buffer {
    if (!e.slots) return e.body;
    if (e.coding === null) return fillNonceSlots(e.body, e.slots, nonce);
    this.#crc ??= new NonceCrc(this.body, this.nonceSlots);
    return fillSlottedForm({ body: e.body, slots: e.slots }, e.coding, nonce, this.#crc);
  }

  static json(value: unknown): Representation {
    return new Representation(Buffer.from(JSON.stringify(value)), {
      "content-type": "application/json; charset=utf-8",
    });
  }

  /** Bytes held, compressed forms included (for the cache's size bound). */
  get size(): number {
    let n = this.body.length;
    for (const v of this.#variants.values()) n += v.body.length;
    return n;
  }

  /** The form for `coding` if it is ready (or never needed: small bodies stay plain). */
  ready(coding: Coding | null): Encoded | undefined {
    if (coding === null || this.body.length < COMPRESS_THRESHOLD) return this.plain;
    return this.#variants.get(coding);
  }

  /** The form for `coding`, compressing it the first time; a failed compression sends plain bytes. */
  encoded(coding: Coding | null): Encoded | Promise<Encoded> {
    const done = this.ready(coding);
    if (done) return done;
    const c = coding!;
    let pending = this.#pending.get(c);
    if (!pending) {
      pending = this.#compress(c).then(
        ({ body, slots }) => {
          const v: Encoded =
            body.length < this.body.length
              ? { body, etag: this.etagFor(c), coding: c, ...(slots ? { slots } : {}) }
              : this.plain;
          this.#variants.set(c, v);
          this.#pending.delete(c);
          return v;
        },
        () => {
          this.#pending.delete(c);
          return this.plain;
        },
      );
      this.#pending.set(c, pending);
    }
    return pending;
  }

  async #compress(coding: Coding): Promise<{ body: Buffer; slots?: readonly number[] }> {
    if (!this.hasNonce) return { body: await compress(this.body, coding) };
    // A form whose slots cannot be placed is sent plain: never one with a stale nonce inside.
    return (await compressWithSlots(this.body, this.nonceSlots, coding)) ?? { body: this.body };
  }
}

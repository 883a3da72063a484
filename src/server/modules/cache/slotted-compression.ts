import { randomInt } from "node:crypto";
import zlib from "node:zlib";
import type { Coding } from "./accept-encoding.ts";
import { NONCE_LENGTH, fillNonceSlots, newNonce } from "./nonce.ts";

/**
 * Compressed forms of a page whose nonce changes with every answer, made once: the bytes of each
 * nonce slot sit uncompressed at a known place in the compressed stream, so an answer is a copy
 * with its nonce written there (and, for gzip, a new CRC), never a compression per answer.
 * docs/decisions/011-content-security-policy.md explains the two formats' tricks.
 */
export interface SlottedForm {
  body: Buffer;
  /** Where each nonce goes in `body`. */
  slots: readonly number[];
}

const BROTLI_TEXT = {
  [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
  [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
};
/** The bytes after a nonce that travel with it (a closing quote and the next character). */
const TAIL = 2;
const ATTEMPTS = 3;
const BASE64 = new Set(Buffer.from("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/="));

/**
 * The compressed form of `plain` for `coding` with its nonce slots patchable, or null when it
 * cannot be made (the caller then sends plain bytes). Every form is checked by decoding it with
 * a test nonce before it is used.
 */
export async function compressWithSlots(
  plain: Buffer,
  slots: readonly number[],
  coding: Coding,
): Promise<SlottedForm | null> {
  const fillers = fillerBytes(plain);
  if (!fillers) return null;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const made = coding === "br" ? await brotliWithSlots(plain, slots, fillers) : gzipWithSlots(plain, slots, fillers);
    if (made && decodesRight(plain, slots, made, coding)) return made;
  }
  return null;
}

/**
 * Byte values that never occur in `plain` (nor in a nonce): a compressor that sees them in a slot
 * can find no match that includes them, so nothing later in the stream refers to a nonce's bytes.
 */
function fillerBytes(plain: Buffer): number[] | null {
  const seen = new Uint8Array(256);
  for (const b of plain) seen[b] = 1;
  const absent: number[] = [];
  for (let b = 0; b < 256; b++) if (!seen[b] && !BASE64.has(b)) absent.push(b);
  return absent.length >= NONCE_LENGTH ? absent : null;
}

/** NONCE_LENGTH different filler bytes in random order: high entropy, so brotli stores them as they are. */
function randomFiller(fillers: readonly number[]): Buffer {
  const pool = [...fillers];
  const out = Buffer.alloc(NONCE_LENGTH);
  for (let i = 0; i < NONCE_LENGTH; i++) {
    const j = i + randomInt(pool.length - i);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
    out[i] = pool[i]!;
  }
  return out;
}

/**
 * Brotli: one encoder over the whole page, flushed before each slot and after the slot and the
 * two bytes that follow it, so each slot is a meta-block of its own. Filled with distinct bytes
 * found nowhere else, that meta-block does not compress and the encoder stores it uncompressed;
 * the two bytes after the nonce in it keep the literal context of what follows independent of the
 * nonce. A slot not found stored that way fails the attempt.
 */
async function brotliWithSlots(plain: Buffer, slots: readonly number[], fillers: readonly number[]) {
  const view = Buffer.from(plain);
  const marks = slots.map((at) => {
    const mark = randomFiller(fillers);
    mark.copy(view, at);
    return mark;
  });
  const encoder = zlib.createBrotliCompress({
    params: { ...BROTLI_TEXT, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: plain.length },
  });
  const chunks: Buffer[] = [];
  encoder.on("data", (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((resolve, reject) => {
    encoder.on("end", resolve);
    encoder.on("error", reject);
  });
  const flush = () => new Promise<void>((resolve) => encoder.flush(zlib.constants.BROTLI_OPERATION_FLUSH, resolve));
  let from = 0;
  for (const at of slots) {
    if (at > from) {
      encoder.write(view.subarray(from, at));
      await flush();
    }
    from = Math.min(at + NONCE_LENGTH + TAIL, view.length);
    encoder.write(view.subarray(at, from));
    await flush();
  }
  encoder.end(view.subarray(from));
  await ended;
  const body = Buffer.concat(chunks);
  const found: number[] = [];
  for (const mark of marks) {
    const at = body.indexOf(mark);
    if (at === -1 || body.indexOf(mark, at + 1) !== -1) return null;
    found.push(at);
  }
  return { body, slots: found };
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 2, 3]);
const WINDOW = 32 * 1024;

/**
 * gzip: the text between slots is deflated piece by piece, each piece with the 32 KB before it as
 * its dictionary (slots filled with bytes found nowhere else, so no match reaches into a nonce)
 * and ended on a byte boundary (sync flush); each slot is a stored block of its own. The CRC in
 * the trailer is the template's; each answer writes its own (`NonceCrc`).
 */
function gzipWithSlots(plain: Buffer, slots: readonly number[], fillers: readonly number[]): SlottedForm {
  const view = Buffer.from(plain);
  const mark = randomFiller(fillers);
  for (const at of slots) mark.copy(view, at);
  const parts: Buffer[] = [GZIP_HEADER];
  let size = GZIP_HEADER.length;
  const found: number[] = [];
  const push = (b: Buffer) => {
    parts.push(b);
    size += b.length;
  };
  const deflate = (from: number, to: number, last: boolean) => {
    const dictionary = view.subarray(Math.max(0, from - WINDOW), from);
    push(
      zlib.deflateRawSync(view.subarray(from, to), {
        level: zlib.constants.Z_BEST_COMPRESSION,
        memLevel: 9,
        ...(dictionary.length > 0 ? { dictionary } : {}),
        finishFlush: last ? zlib.constants.Z_FINISH : zlib.constants.Z_SYNC_FLUSH,
      }),
    );
  };
  let from = 0;
  for (const at of slots) {
    if (at > from) deflate(from, at, false);
    // A stored block: BFINAL 0, BTYPE 00, aligned; LEN and its complement, little-endian.
    push(Buffer.from([0, NONCE_LENGTH, 0, ~NONCE_LENGTH & 0xff, 0xff]));
    found.push(size);
    push(view.subarray(at, at + NONCE_LENGTH));
    from = at + NONCE_LENGTH;
  }
  deflate(from, view.length, true);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(zlib.crc32(plain), 0);
  trailer.writeUInt32LE(plain.length % 2 ** 32, 4);
  push(trailer);
  return { body: Buffer.concat(parts, size), slots: found };
}

/*
 * CRC-32 over GF(2): for two messages of one length, crc(A) ^ crc(B) is the bare CRC register
 * (no pre- or post-inversion) of A ^ B. A page with a nonce differs from its template only in
 * the slots, each by the same 24 bytes (nonce ^ placeholder) followed by n_i bytes to the end;
 * so its CRC is the template's, XOR the bare CRC of those 24 bytes carried through n_i zero bytes
 * for every slot. Carrying through zero bytes is linear (a 32 x 32 bit matrix, found by squaring
 * the one-zero-byte matrix as zlib's crc32_combine does), and the slots' matrices add up to one:
 * a CRC per answer costs one CRC of 24 bytes and one matrix product, not a pass over the page.
 */

/** The bare register after `data`, from `register` (zlib.crc32 inverts before and after). */
const bareCrc = (data: Buffer | string, register = 0) => ~zlib.crc32(data, ~register >>> 0) >>> 0;

/** A 32 x 32 GF(2) matrix, column j the image of bit j, applied to `v`. */
function times(matrix: Uint32Array, v: number): number {
  let out = 0;
  for (let j = 0; v !== 0; j++, v >>>= 1) if (v & 1) out ^= matrix[j]!;
  return out >>> 0;
}

function compose(a: Uint32Array, b: Uint32Array): Uint32Array {
  return b.map((column) => times(a, column));
}

const ONE_ZERO_BYTE = Uint32Array.from({ length: 32 }, (_, j) => bareCrc(Buffer.alloc(1), (1 << j) >>> 0));

/** The matrix that carries a bare CRC register through `n` zero bytes. */
function throughZeros(n: number): Uint32Array {
  let result: Uint32Array = Uint32Array.from({ length: 32 }, (_, j) => (1 << j) >>> 0);
  let power: Uint32Array = ONE_ZERO_BYTE;
  for (; n > 0; n = Math.floor(n / 2)) {
    if (n % 2 === 1) result = compose(power, result);
    power = compose(power, power);
  }
  return result;
}

/** The gzip trailer's CRC-32 of a template with any nonce in its slots, in constant time per answer. */
export class NonceCrc {
  readonly #template: number;
  readonly #placeholder: number;
  readonly #carry = new Uint32Array(32);

  constructor(plain: Buffer, slots: readonly number[]) {
    this.#template = zlib.crc32(plain);
    this.#placeholder = slots.length > 0 ? bareCrc(plain.subarray(slots[0], slots[0]! + NONCE_LENGTH)) : 0;
    for (const at of slots) {
      const m = throughZeros(plain.length - at - NONCE_LENGTH);
      for (let j = 0; j < 32; j++) this.#carry[j]! ^= m[j]!;
    }
  }

  of(nonce: string): number {
    return (this.#template ^ times(this.#carry, bareCrc(nonce) ^ this.#placeholder)) >>> 0;
  }
}

/** The form with `nonce` written in: a fresh copy (gzip with its CRC from `crc`). */
export function fillSlottedForm(form: SlottedForm, coding: Coding, nonce: string, crc: NonceCrc): Buffer {
  const out = fillNonceSlots(form.body, form.slots, nonce);
  if (coding === "gzip") out.writeUInt32LE(crc.of(nonce), out.length - 8);
  return out;
}

function decodesRight(plain: Buffer, slots: readonly number[], form: SlottedForm, coding: Coding): boolean {
  try {
    const nonce = newNonce();
    const sent = fillSlottedForm(form, coding, nonce, new NonceCrc(plain, slots));
    const decoded = coding === "br" ? zlib.brotliDecompressSync(sent) : zlib.gunzipSync(sent);
    return decoded.equals(fillNonceSlots(plain, slots, nonce));
  } catch {
    return false;
  }
}

import { randomFillSync } from "node:crypto";

/**
 * Content-Security-Policy nonces (docs/decisions/011-content-security-policy.md): 128 random bits
 * in base64, fresh for every HTML answer. Every nonce has the same length, so a cached page can
 * hold a placeholder of that length where the nonce goes and each answer writes its own in place.
 */
export const NONCE_BYTES = 16;
/** base64 of 16 bytes, padding included. */
export const NONCE_LENGTH = 24;

/**
 * What a page rendered for the cache carries where its scripts' nonce goes: as long as a nonce,
 * never a nonce (`_` is not base64), and nothing a page says.
 */
export const NONCE_PLACEHOLDER = "__csp_nonce_placeholder_";

/** Random bytes drawn for 256 nonces at once: one call to the generator costs more than the bytes. */
const pool = Buffer.alloc(NONCE_BYTES * 256);
let used = pool.length;

/** A nonce no other answer gets: each pooled byte is used once. */
export function newNonce(): string {
  if (used === pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  const nonce = pool.toString("base64", used, used + NONCE_BYTES);
  used += NONCE_BYTES;
  return nonce;
}

/** Where the placeholder stands in `body`, in order. */
export function findNonceSlots(body: Buffer): number[] {
  const slots: number[] = [];
  for (let at = body.indexOf(NONCE_PLACEHOLDER); at !== -1; at = body.indexOf(NONCE_PLACEHOLDER, at + NONCE_LENGTH)) {
    slots.push(at);
  }
  return slots;
}

/** A copy of `template` with `nonce` written at every slot (the template is shared: never written to). */
export function fillNonceSlots(template: Buffer, slots: readonly number[], nonce: string): Buffer {
  if (nonce.length !== NONCE_LENGTH) throw new Error(`A nonce must be ${NONCE_LENGTH} characters.`);
  const out = Buffer.allocUnsafe(template.length);
  template.copy(out);
  for (const at of slots) out.write(nonce, at, NONCE_LENGTH, "latin1");
  return out;
}

import { createHash } from "node:crypto";
import type { Coding } from "./accept-encoding.ts";

const SUFFIX: Record<Coding, string> = { br: ".br", gzip: ".gz" };

/** The opaque part every ETag of one body shares: a hash of its plain bytes (no '.' in it). */
export function etagBase(body: Buffer): string {
  return createHash("sha256").update(body).digest("base64url").slice(0, 27);
}

/**
 * An ETag per representation: the plain bytes and each compressed form are different
 * representations, so each has its own tag (`"<hash>"`, `"<hash>.br"`, `"<hash>.gz"`). Strong,
 * unless the bytes differ per answer in a way that does not change what they mean (a page's CSP
 * nonce): then weak (`W/"<hash>"`).
 */
export function etagFor(base: string, coding: Coding | null, weak = false): string {
  return `${weak ? "W/" : ""}"${base}${coding ? SUFFIX[coding] : ""}"`;
}

/**
 * Whether `If-None-Match` names this body: `*`, or any listed tag (strong or `W/`, as the weak
 * comparison of RFC 9110 §13.1.2 asks) whose hash is this body's, whatever coding it was for —
 * the content is the same, so the client's copy is still good.
 */
export function ifNoneMatchHits(header: string | undefined, base: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  for (const raw of header.split(",")) {
    let tag = raw.trim();
    if (tag.startsWith("W/")) tag = tag.slice(2);
    if (tag.length < 2 || !tag.startsWith('"') || !tag.endsWith('"')) continue;
    const opaque = tag.slice(1, -1);
    const dot = opaque.indexOf(".");
    if ((dot === -1 ? opaque : opaque.slice(0, dot)) === base) return true;
  }
  return false;
}

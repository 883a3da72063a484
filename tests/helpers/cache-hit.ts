import { expect } from "vitest";
import { nonceAttributes, policyNonce, withoutNonces } from "./csp.ts";

interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/**
 * The first request built the answer (a miss); the same request again was served from the cache:
 * same strong ETag, same bytes, varying by encoding.
 */
export function expectRepeatServedFromCache(first: Answer, second: Answer): void {
  expect(first.statusCode).toBe(200);
  expect(first.headers["x-cache"]).toBe("miss");
  expect(second.headers["x-cache"]).toBe("hit");
  expect(first.headers.etag).toMatch(/^"[A-Za-z0-9_-]{20,}"$/);
  expect(second.headers.etag).toBe(first.headers.etag);
  expect(second.body).toBe(first.body);
  expect(second.headers.vary).toBe("Accept-Encoding");
}

/**
 * The same for a page: its scripts carry a nonce made for each answer, so the two answers share
 * a weak ETag and every byte but the nonce, and each one's nonce is the one its policy names.
 */
export function expectPageRepeatServedFromCache(first: Answer, second: Answer): void {
  expect(first.statusCode).toBe(200);
  expect(first.headers["x-cache"]).toBe("miss");
  expect(second.headers["x-cache"]).toBe("hit");
  expect(first.headers.etag).toMatch(/^W\/"[A-Za-z0-9_-]{20,}"$/);
  expect(second.headers.etag).toBe(first.headers.etag);
  expect(withoutNonces(second.body)).toBe(withoutNonces(first.body));
  expect(second.headers.vary).toBe("Accept-Encoding");
  const nonces = [first, second].map((a) => policyNonce(String(a.headers["content-security-policy"])));
  expect(nonces[0]).toBeDefined();
  expect(nonces[1]).not.toBe(nonces[0]);
  for (const [i, a] of [first, second].entries()) {
    expect(new Set(nonceAttributes(a.body))).toEqual(new Set([nonces[i]]));
  }
}

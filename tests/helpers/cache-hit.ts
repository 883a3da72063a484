import { expect } from "vitest";

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

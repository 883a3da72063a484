import http from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import zlib from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { seedContent } from "../../src/server/db/seed.ts";
import { loadContent } from "../../src/server/modules/content/content.loader.ts";
import type { Business } from "../../src/shared/business.ts";
import { buildTestApp, type TestApp } from "../helpers/build-app.ts";
import { expectRepeatServedFromCache } from "../helpers/cache-hit.ts";
import { dbTargets } from "../helpers/test-db.ts";

describe.each(dbTargets())("cached public API answers on $name", (target) => {
  let t: TestApp;
  let now = 1_000_000;
  beforeEach(async () => {
    now = 1_000_000;
    t = await buildTestApp(target, {}, { now: () => now });
  });
  afterEach(async () => {
    await t.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

  it("serialises the list once: the second answer is a hit with the same strong ETag", async () => {
    const first = await get("/api/businesses");
    const second = await get("/api/businesses");
    expectRepeatServedFromCache(first, second);
    expect(second.headers["cache-control"]).toBe("public, max-age=60, stale-while-revalidate=300");
    expect(second.headers["content-type"]).toBe("application/json; charset=utf-8");
    // The security headers are on cached answers too.
    expect(second.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(second.headers["x-content-type-options"]).toBe("nosniff");
    expect(second.headers["x-frame-options"]).toBe("SAMEORIGIN");
  });

  it("answers 304 without a body when If-None-Match names the answer, in any form", async () => {
    const { etag } = (await get("/api/businesses")).headers as { etag: string };
    for (const inm of [etag, `W/${etag}`, `"nope", ${etag}`, "*"]) {
      const res = await get("/api/businesses", { "if-none-match": inm });
      expect(res.statusCode, inm).toBe(304);
      expect(res.body).toBe("");
      expect(res.headers.etag).toBe(etag);
      expect(res.headers["cache-control"]).toMatch(/max-age=60/);
    }
    expect((await get("/api/businesses", { "if-none-match": '"nope"' })).statusCode).toBe(200);
  });

  it("sends brotli and gzip forms that decode to the same JSON, each with its own ETag", async () => {
    const plain = await get("/api/businesses");
    const br = await get("/api/businesses", { "accept-encoding": "gzip, deflate, br" });
    const gz = await get("/api/businesses", { "accept-encoding": "gzip" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(3);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    // The brotli ETag validates the brotli form.
    const again = await get("/api/businesses", { "accept-encoding": "br", "if-none-match": String(br.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it("answers HEAD with the headers of GET and no body", async () => {
    const getRes = await get("/api/businesses");
    const head = await t.app.inject({ method: "HEAD", url: "/api/businesses" });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe("");
    expect(head.headers.etag).toBe(getRes.headers.etag);
    expect(head.headers["content-type"]).toBe(getRes.headers["content-type"]);
  });

  it("caches every public GET of a business, and never an error", async () => {
    const list = (await get("/api/businesses")).json<Business[]>();
    const id = list[0]!.id;
    for (const url of [
      `/api/businesses/${id}`,
      `/api/businesses/${id}/videos`,
      `/api/businesses/${id}/details`,
      "/api/businesses/slug/the-subs-ai",
    ]) {
      const a = await get(url);
      const b = await get(url);
      expect(a.statusCode, url).toBe(200);
      expect([a.headers["x-cache"], b.headers["x-cache"]], url).toEqual(["miss", "hit"]);
      expect(b.headers.etag).toBe(a.headers.etag);
      expect((await get(url, { "if-none-match": String(a.headers.etag) })).statusCode, url).toBe(304);
    }
    for (const url of ["/api/businesses/slug/nobody-here", "/api/businesses/00000000-0000-4000-8000-000000000000"]) {
      for (let i = 0; i < 2; i++) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.headers["cache-control"]).toBe("no-store");
        expect(res.headers.etag).toBeUndefined();
        expect(res.headers["x-cache"]).toBeUndefined();
      }
    }
  });

  it("serves a new seed within a second, from the database, not from this process's memory", async () => {
    const before = await get("/api/businesses");
    const content = loadContent("content");
    const edited = {
      ...content,
      businesses: content.businesses.map((b) =>
        b.slug === "the-subs-ai" ? { ...b, name: "The Subs AI Reloaded" } : b,
      ),
    };
    // As `npm run db:seed` does from another process: only the database changes.
    const result = await seedContent(t.app.services.db, edited);
    expect(result.changed).toBe(true);

    now += 999;
    const stale = await get("/api/businesses");
    expect(stale.headers["x-cache"]).toBe("hit");
    expect(stale.headers.etag).toBe(before.headers.etag);

    now += 1;
    const fresh = await get("/api/businesses");
    expect(fresh.headers["x-cache"]).toBe("miss");
    expect(fresh.headers.etag).not.toBe(before.headers.etag);
    expect(fresh.json<Business[]>().find((b) => b.slug === "the-subs-ai")?.name).toBe("The Subs AI Reloaded");
    expect((await get("/api/businesses", { "if-none-match": String(before.headers.etag) })).statusCode).toBe(200);
    expect((await get("/api/businesses/slug/the-subs-ai")).json<Business>().name).toBe("The Subs AI Reloaded");
  });
});

describe.each(dbTargets())("the cache's fast path in the HTTP server on $name", (target) => {
  let t: TestApp;
  let now = 1_000_000;
  let base = "";
  const logLines: string[] = [];
  beforeEach(async () => {
    now = 1_000_000;
    logLines.length = 0;
    const logStream = new Writable({
      write(chunk, _enc, done) {
        logLines.push(...String(chunk).split("\n").filter(Boolean));
        done();
      },
    });
    t = await buildTestApp(target, { logLevel: "info", logStream }, { now: () => now });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    await t.close();
  });

  /** A real request through the HTTP server (inject skips the server, so the fast path too). */
  const fetchRaw = (url: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get(`${base}${url}`, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on("error", reject);
    });
  const fastAnswers = () => logLines.filter((l) => l.includes("request answered from the cache")).length;
  /** What two answers to one address share: each names its own request. */
  const withoutConnection = (h: http.IncomingHttpHeaders) => {
    const { date: _d, connection: _c, "keep-alive": _k, "x-request-id": id, ...rest } = h as Record<string, unknown>;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    return rest;
  };

  it("answers a known address before routing, with the same bytes and headers as the long way", async () => {
    const first = await fetchRaw("/api/businesses");
    expect(first.headers["x-cache"]).toBe("miss");
    expect(fastAnswers()).toBe(0);
    const fast = await fetchRaw("/api/businesses");
    expect(fastAnswers()).toBe(1);
    const slow = await t.app.inject({ method: "GET", url: "/api/businesses" });
    expect(slow.headers["x-cache"]).toBe("hit");
    expect(fast.body.equals(slow.rawPayload)).toBe(true);
    expect(withoutConnection(fast.headers)).toEqual(withoutConnection(slow.headers as http.IncomingHttpHeaders));
    expect(fast.headers["content-security-policy"]).toContain("default-src 'self'");
    const head = await new Promise<http.IncomingMessage>((resolve, reject) => {
      const req = http.request(`${base}/api/businesses`, { method: "HEAD" }, (res) => {
        res.resume();
        res.on("end", () => resolve(res));
      });
      req.on("error", reject).end();
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-length"]).toBe(String(fast.body.length));
    expect(head.headers.etag).toBe(fast.headers.etag);
    expect(fastAnswers()).toBe(2);

    // Compressed forms too, once made; conditional requests go the long way and get their 304.
    const br1 = await fetchRaw("/api/businesses", { "accept-encoding": "br" });
    const br2 = await fetchRaw("/api/businesses", { "accept-encoding": "br" });
    expect(br2.headers["content-encoding"]).toBe("br");
    expect(br2.body.equals(br1.body)).toBe(true);
    expect(zlib.brotliDecompressSync(br2.body).equals(first.body)).toBe(true);
    expect(fastAnswers()).toBe(3); // the first brotli request made the brotli form, the long way
    const revalidated = await fetchRaw("/api/businesses", { "if-none-match": String(first.headers.etag) });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect(fastAnswers()).toBe(3);
  });

  it("never answers from an old version: a seed is seen within a second", async () => {
    await fetchRaw("/api/businesses");
    const before = await fetchRaw("/api/businesses");
    expect(fastAnswers()).toBe(1);
    const content = loadContent("content");
    await seedContent(t.app.services.db, {
      ...content,
      businesses: content.businesses.map((b) => (b.slug === "rapid-q" ? { ...b, name: "Rapid Q Two" } : b)),
    });
    now += 1000;
    const after = await fetchRaw("/api/businesses");
    expect(after.headers["x-cache"]).toBe("miss");
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body.toString()).toContain("Rapid Q Two");
    expect(fastAnswers()).toBe(1);
  });

  it("leaves unknown addresses, errors and other methods to Fastify", async () => {
    for (let i = 0; i < 2; i++) {
      expect((await fetchRaw("/api/businesses/slug/nobody-here")).status).toBe(404);
      expect((await fetchRaw("/healthz")).status).toBe(200);
    }
    expect(fastAnswers()).toBe(0);
  });
});

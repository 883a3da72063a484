import zlib from "node:zlib";
import type { ServerBuild } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { chooseCoding } from "./accept-encoding.ts";
import { etagBase, etagFor, ifNoneMatchHits } from "./etag.ts";
import { createPrivatePageMatcher, isStorable, pageCacheKey } from "./page-policy.ts";
import { Representation } from "./representation.ts";
import { ResponseCache } from "./response-cache.ts";
import { createVersionClock } from "./version-clock.ts";

describe("Accept-Encoding negotiation", () => {
  it.each([
    [undefined, null],
    ["", null],
    ["identity", null],
    ["gzip", "gzip"],
    ["br", "br"],
    ["gzip, deflate, br", "br"],
    ["gzip;q=1, br;q=0.5", "gzip"],
    ["br;q=0.2, gzip;q=0.8", "gzip"],
    ["BR;Q=0.9, GZIP;q=0.9", "br"],
    ["br;q=0, gzip", "gzip"],
    ["br;q=0, gzip;q=0", null],
    ["*", "br"],
    ["*;q=0.5, br;q=0", "gzip"],
    ["*;q=0", null],
    ["deflate", null],
    ["x-gzip", "gzip"],
    ["br;q=nonsense, gzip;q=0.1", "gzip"],
  ])("%j → %j", (header, expected) => {
    expect(chooseCoding(header)).toBe(expected);
  });
});

describe("ETags", () => {
  const base = etagBase(Buffer.from("hello"));

  it("are strong, one per coding, sharing the body's hash", () => {
    expect(etagFor(base, null)).toBe(`"${base}"`);
    expect(etagFor(base, "br")).toBe(`"${base}.br"`);
    expect(etagFor(base, "gzip")).toBe(`"${base}.gz"`);
    expect(base).not.toContain(".");
    expect(etagBase(Buffer.from("hello!"))).not.toBe(base);
  });

  it("match If-None-Match in every form: one tag, a list, W/, another coding's tag, *", () => {
    expect(ifNoneMatchHits(`"${base}"`, base)).toBe(true);
    expect(ifNoneMatchHits(`W/"${base}"`, base)).toBe(true);
    expect(ifNoneMatchHits(`"other", W/"${base}.br" , "x"`, base)).toBe(true);
    expect(ifNoneMatchHits(`"${base}.gz"`, base)).toBe(true);
    expect(ifNoneMatchHits("*", base)).toBe(true);
    expect(ifNoneMatchHits(undefined, base)).toBe(false);
    expect(ifNoneMatchHits(`"other"`, base)).toBe(false);
    expect(ifNoneMatchHits(base, base)).toBe(false); // unquoted is not a tag
    expect(ifNoneMatchHits(`"${base}x"`, base)).toBe(false);
  });
});

describe("a representation", () => {
  const html = Buffer.from(`<!doctype html><p>${"Domu AI builds AI businesses. ".repeat(200)}</p>`);

  it("compresses each coding once and both decode to the same bytes", async () => {
    const rep = new Representation(html, { "content-type": "text/html" });
    expect(rep.ready("br")).toBeUndefined();
    const [br, gz] = await Promise.all([rep.encoded("br"), rep.encoded("gzip")]);
    expect(zlib.brotliDecompressSync(br.body).equals(html)).toBe(true);
    expect(zlib.gunzipSync(gz.body).equals(html)).toBe(true);
    expect(br.etag).toBe(etagFor(rep.etagBase, "br"));
    expect(rep.ready("br")).toBe(br); // kept: the same object, not compressed again
    expect(rep.encoded("br")).toBe(br);
    expect(rep.size).toBe(html.length + br.body.length + gz.body.length);
  });

  it("keeps small bodies plain", () => {
    const rep = Representation.json({ ok: true });
    expect(rep.encoded("br")).toBe(rep.plain);
    expect(rep.headers["content-type"]).toBe("application/json; charset=utf-8");
  });
});

describe("the version clock", () => {
  it("reads the database at most once per second, and shares a read in flight", async () => {
    let t = 0;
    let version = "v1";
    let reads = 0;
    const clock = createVersionClock({
      read: async () => {
        reads++;
        return version;
      },
      now: () => t,
    });
    expect(await Promise.all([clock.current(), clock.current()])).toEqual(["v1", "v1"]);
    expect(reads).toBe(1);
    version = "v2";
    t = 999;
    expect(await clock.current()).toBe("v1");
    t = 1000;
    expect(clock.peek()).toBeUndefined(); // stale: only current() may be used, and it reads
    expect(await clock.current()).toBe("v2");
    expect(clock.peek()).toBe("v2");
    expect(reads).toBe(2);
  });

  it("keeps the last version when a read fails, and fails only when it has none", async () => {
    let t = 0;
    let fail = true;
    const errors: unknown[] = [];
    const clock = createVersionClock({
      read: async () => {
        if (fail) throw new Error("database down");
        return null;
      },
      now: () => t,
      onError: (e) => errors.push(e),
    });
    await expect(clock.current()).rejects.toThrow("database down");
    fail = false;
    expect(await clock.current()).toBe("unseeded");
    fail = true;
    t = 5000;
    expect(await clock.current()).toBe("unseeded");
    expect(errors).toHaveLength(1);
  });

  it("answers the last version after 250 ms of a read that hangs, and the new one once it arrives", async () => {
    vi.useFakeTimers();
    try {
      let t = 0;
      let finish: (v: string) => void = () => {};
      let hang = false;
      const clock = createVersionClock({
        read: () => (hang ? new Promise<string>((resolve) => (finish = resolve)) : Promise.resolve("v1")),
        now: () => t,
      });
      expect(await clock.current()).toBe("v1");
      hang = true;
      t = 1000;
      let answered: string | undefined;
      void clock.current().then((v) => (answered = v));
      await vi.advanceTimersByTimeAsync(249);
      expect(answered).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      expect(answered).toBe("v1");
      finish("v2");
      await vi.advanceTimersByTimeAsync(0);
      t = 1001;
      expect(await clock.current()).toBe("v2");
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("the response cache", () => {
  function setup(limits = { maxEntries: 100, maxBytes: 1 << 20 }) {
    let version = "v1";
    const cache = new ResponseCache({ current: async () => version, peek: () => version }, limits);
    let produced = 0;
    const make = (text: string) => async () => {
      produced++;
      return new Representation(Buffer.from(text), { "content-type": "text/plain" });
    };
    return { cache, make, produced: () => produced, setVersion: (v: string) => (version = v) };
  }

  it("produces once, then hits; concurrent misses share one production", async () => {
    const s = setup();
    const [a, b] = await Promise.all([s.cache.get("k", s.make("A")), s.cache.get("k", s.make("A"))]);
    expect(s.produced()).toBe(1);
    expect(a).toMatchObject({ hit: false });
    expect(b.rep).toBe(a.rep);
    const c = await s.cache.get("k", s.make("A"));
    expect(c).toMatchObject({ hit: true });
    expect(c.rep).toBe(a.rep);
    expect(s.produced()).toBe(1);
  });

  it("drops everything when the content version changes", async () => {
    const s = setup();
    await s.cache.get("k", s.make("old"));
    s.setVersion("v2");
    const r = await s.cache.get("k", s.make("new"));
    expect(r.hit).toBe(false);
    expect(r.rep!.body.toString()).toBe("new");
  });

  it("keeps nothing when the producer declines or fails", async () => {
    const s = setup();
    expect(await s.cache.get("k", async () => null)).toEqual({ rep: null, hit: false, version: "v1" });
    await expect(s.cache.get("k", async () => Promise.reject(new Error("404")))).rejects.toThrow("404");
    expect((await s.cache.get("k", s.make("A"))).hit).toBe(false);
    expect(s.cache.size.entries).toBe(1);
  });

  it("tells the fast path what an address answers, only while the version is fresh and current", async () => {
    let version = "v1";
    let fresh = true;
    const cache = new ResponseCache({ current: async () => version, peek: () => (fresh ? version : undefined) });
    const { rep, version: v } = await cache.get("k", async () => Representation.json([1]));
    cache.rememberUrl("/api/x", v, rep!, "public");
    expect(cache.knownUrl("/api/x")?.rep).toBe(rep);
    expect(cache.knownUrl("/api/y")).toBeUndefined();
    fresh = false;
    expect(cache.knownUrl("/api/x")).toBeUndefined();
    fresh = true;
    version = "v2";
    expect(cache.knownUrl("/api/x")).toBeUndefined();
    await cache.get("k", async () => Representation.json([2]));
    cache.rememberUrl("/api/x", "v1", rep!, "public"); // made for an older version: ignored
    expect(cache.knownUrl("/api/x")).toBeUndefined();
  });

  it("stays within its entry and byte bounds, least recently used first", async () => {
    const s = setup({ maxEntries: 2, maxBytes: 1 << 20 });
    await s.cache.get("a", s.make("A"));
    await s.cache.get("b", s.make("B"));
    await s.cache.get("a", s.make("A")); // a is now the most recent
    await s.cache.get("c", s.make("C"));
    expect((await s.cache.get("a", s.make("A"))).hit).toBe(true);
    expect((await s.cache.get("b", s.make("B"))).hit).toBe(false);

    const small = setup({ maxEntries: 100, maxBytes: 10 });
    await small.cache.get("a", small.make("123456"));
    await small.cache.get("b", small.make("123456"));
    expect(small.cache.size).toEqual({ entries: 1, bytes: 6 });
  });
});

describe("which requests and answers the page cache takes", () => {
  it("keys plain GET and HEAD paths only, ignoring tracking parameters", () => {
    expect(pageCacheKey("GET", "/")).toBe("/");
    expect(pageCacheKey("HEAD", "/business/the-subs-ai")).toBe("/business/the-subs-ai");
    expect(pageCacheKey("GET", "/blog/post/ai-twins-vs-chatbots?utm_source=x&fbclid=1")).toBe(
      "/blog/post/ai-twins-vs-chatbots",
    );
    expect(pageCacheKey("GET", "/?")).toBe("/");
    expect(pageCacheKey("GET", "/business/the-subs-ai.data")).toBe("/business/the-subs-ai.data");
    for (const [method, url] of [
      ["POST", "/"],
      ["PUT", "/"],
      ["GET", "/blog?category=case-studies"],
      ["GET", "/blog?utm_source=x&category=case-studies"],
      ["GET", "/_root.data?_routes=root"],
      ["GET", "/business/the-subs-%61i"],
      ["GET", "//business"],
      ["GET", "/a/../b"],
      ["GET", "/a/./b"],
      ["GET", `/${"a".repeat(600)}`],
    ] as const) {
      expect(pageCacheKey(method, url), `${method} ${url}`).toBeNull();
    }
  });

  it("answers quickly on hostile paths (no catastrophic backtracking)", () => {
    const started = performance.now();
    pageCacheKey("GET", `/${"a-".repeat(250)}!`);
    pageCacheKey("GET", `/${"a/".repeat(250)}!`);
    expect(performance.now() - started).toBeLessThan(50);
  });

  it("keeps only 200s without cookies, private cache-control or a Vary beyond Accept-Encoding", () => {
    const h = (init: Record<string, string> = {}) => new Headers(init);
    expect(isStorable(200, h({ "content-type": "text/html" }))).toBe(true);
    expect(isStorable(200, h({ vary: "Accept-Encoding" }))).toBe(true);
    expect(isStorable(200, h({ "cache-control": "public, max-age=5" }))).toBe(true);
    expect(isStorable(404, h())).toBe(false);
    expect(isStorable(304, h())).toBe(false);
    expect(isStorable(302, h())).toBe(false);
    expect(isStorable(200, h({ "set-cookie": "session=1" }))).toBe(false);
    expect(isStorable(200, h({ "cache-control": "private, max-age=0" }))).toBe(false);
    expect(isStorable(200, h({ "cache-control": "no-store" }))).toBe(false);
    expect(isStorable(200, h({ vary: "Cookie" }))).toBe(false);
  });

  it("finds pages whose route, or a parent route, declares handle = { cache: 'private' }", () => {
    const route = (id: string, parentId: string | undefined, extra: object, handle?: unknown) => ({
      id,
      parentId,
      ...extra,
      module: handle === undefined ? {} : { handle },
    });
    const routes = {
      root: route("root", undefined, { path: "" }),
      home: route("home", "root", { index: true }),
      blog: route("blog", "root", { path: "blog/:slug" }, { cache: "public" }),
      admin: route("admin", "root", { path: "admin" }, { cache: "private" }),
      adminUsers: route("adminUsers", "admin", { path: "users/:id" }),
      gate: route("gate", "root", { path: "investor/:slug" }, { cache: "private" }),
      other: route("other", "root", { path: "*" }),
    } as unknown as ServerBuild["routes"];
    const isPrivate = createPrivatePageMatcher(routes);
    expect(isPrivate("/")).toBe(false);
    expect(isPrivate("/_root.data")).toBe(false);
    expect(isPrivate("/blog/x")).toBe(false);
    expect(isPrivate("/admin")).toBe(true);
    expect(isPrivate("/admin.data")).toBe(true);
    expect(isPrivate("/admin/users/7")).toBe(true);
    expect(isPrivate("/investor/the-subs-ai")).toBe(true);
    expect(isPrivate("/anything/else")).toBe(false);
    expect(isPrivate("/admin")).toBe(true); // remembered answer, same result
  });
});

import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedContent } from "../../src/server/db/seed.ts";
import { loadContent } from "../../src/server/modules/content/content.loader.ts";
import { buildTestApp, type TestApp } from "../helpers/build-app.ts";
import { expectPageRepeatServedFromCache } from "../helpers/cache-hit.ts";
import { policyNonce, policyWithoutNonce, withoutNonces } from "../helpers/csp.ts";
import { dbTargets, type DbTarget } from "../helpers/test-db.ts";

/** What a browser sends: React Router streams to it, so a cached page must not depend on that. */
const CHROME = {
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36",
  accept: "text/html",
};

async function loadBuild(): Promise<ServerBuild> {
  const entry = path.resolve("build/server/index.js");
  if (!fs.existsSync(entry)) throw new Error("No production build: run `npm run build` first.");
  return (await import(pathToFileURL(entry).href)) as ServerBuild;
}

/** The real build, with some routes' modules changed (a `handle`, a `headers` export). */
function withModules(build: ServerBuild, changes: Record<string, Record<string, unknown>>): ServerBuild {
  const routes = { ...build.routes };
  for (const [id, extra] of Object.entries(changes)) {
    const route = routes[id]!;
    routes[id] = { ...route, module: { ...route.module, ...extra } };
  }
  return { ...build, routes };
}

function useApp(target: DbTarget, change?: (build: ServerBuild) => ServerBuild) {
  const state: { t?: TestApp; now: number } = { now: 5_000_000 };
  beforeAll(async () => {
    const build = await loadBuild();
    state.t = await buildTestApp(
      target,
      { ssr: "build" },
      { now: () => state.now, ssrBuild: change ? change(build) : build },
    );
  });
  afterAll(async () => {
    await state.t?.close();
  });
  return {
    state,
    get: (url: string, headers: Record<string, string> = CHROME, method: "GET" | "HEAD" = "GET") =>
      state.t!.app.inject({ method, url, headers }),
  };
}

describe.each(dbTargets())("the page cache on $name", (target) => {
  describe("public pages", () => {
    const { get, state } = useApp(target);

    it("answers through the HTTP server's fast path with the bytes and headers of the long way", async () => {
      await state.t!.app.listen({ port: 0, host: "127.0.0.1" });
      const { port } = state.t!.app.server.address() as AddressInfo;
      const real = (headers: Record<string, string>) =>
        new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
          http
            .get({ host: "127.0.0.1", port, path: "/blog/post/ai-twins-vs-chatbots", headers }, (res) => {
              const chunks: Buffer[] = [];
              res.on("data", (c: Buffer) => chunks.push(c));
              res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
            })
            .on("error", reject);
        });
      // Each answer has a nonce of its own; everything else is the same bytes.
      // Each answer names its own request (x-request-id).
      const strip = (h: object) => {
        const {
          date: _d,
          connection: _c,
          "keep-alive": _k,
          "x-request-id": id,
          ...rest
        } = h as Record<string, unknown>;
        expect(id).toMatch(/^[0-9a-f-]{36}$/);
        return { ...rest, "content-security-policy": policyWithoutNonce(String(rest["content-security-policy"])) };
      };
      const html = (body: Buffer, coding: unknown) =>
        (coding === "br"
          ? zlib.brotliDecompressSync(body)
          : coding === "gzip"
            ? zlib.gunzipSync(body)
            : body
        ).toString();
      for (const headers of [
        CHROME,
        { ...CHROME, "accept-encoding": "gzip, br" },
        { ...CHROME, "accept-encoding": "gzip" },
      ]) {
        await real(headers); // the long way: render (or compress), then remember the address
        const fast = await real(headers);
        const slow = await get("/blog/post/ai-twins-vs-chatbots", headers);
        expect(fast.headers["x-cache"]).toBe("hit");
        expect(fast.body.length).toBe(slow.rawPayload.length);
        const fastHtml = html(fast.body, fast.headers["content-encoding"]);
        expect(withoutNonces(fastHtml)).toBe(withoutNonces(html(slow.rawPayload, slow.headers["content-encoding"])));
        expect(strip(fast.headers)).toEqual(strip(slow.headers));
        const nonce = policyNonce(String(fast.headers["content-security-policy"]));
        expect(nonce).not.toBe(policyNonce(String(slow.headers["content-security-policy"])));
        expect(fastHtml).toContain(`<script nonce="${nonce}">`);
      }
    });

    it("renders a page once: the second request is a hit with the same weak ETag and bytes but the nonce", async () => {
      const first = await get("/");
      const second = await get("/");
      expectPageRepeatServedFromCache(first, second);
      expect(second.headers["content-type"]).toMatch(/^text\/html/);
      expect(second.headers["cache-control"]).toBe("public, max-age=60, stale-while-revalidate=600");
      expect(second.headers["content-security-policy"]).toContain("default-src 'self'");
      expect(second.headers["strict-transport-security"]).toBe("max-age=15552000; includeSubDomains");
      expect(second.headers["x-frame-options"]).toBe("SAMEORIGIN");
      expect(second.headers["set-cookie"]).toBeUndefined();
    });

    it("answers If-None-Match with 304 and no body (and no policy), for one tag, a list and its strong form", async () => {
      const { etag } = (await get("/blog/post/ai-twins-vs-chatbots")).headers as { etag: string };
      for (const inm of [etag, etag.replace(/^W\//, ""), `"a", "b", ${etag}`]) {
        const res = await get("/blog/post/ai-twins-vs-chatbots", { ...CHROME, "if-none-match": inm });
        expect(res.statusCode, inm).toBe(304);
        expect(res.rawPayload.length).toBe(0);
        expect(res.headers.etag).toBe(etag);
        // The browser keeps its copy, whose scripts carry that copy's nonce: a new policy would
        // be merged into it and block them.
        expect(res.headers["content-security-policy"]).toBeUndefined();
      }
      const other = await get("/blog/post/ai-twins-vs-chatbots", { ...CHROME, "if-none-match": '"other"' });
      expect(other.statusCode).toBe(200);
    });

    it("sends brotli and gzip forms, compressed once, that decode to the same HTML with their own nonce", async () => {
      const plain = await get("/business/the-subs-ai");
      const br = await get("/business/the-subs-ai", { ...CHROME, "accept-encoding": "gzip, deflate, br, zstd" });
      const gz = await get("/business/the-subs-ai", { ...CHROME, "accept-encoding": "gzip;q=1, br;q=0.5" });
      expect(br.headers["content-encoding"]).toBe("br");
      expect(gz.headers["content-encoding"]).toBe("gzip");
      const brHtml = zlib.brotliDecompressSync(br.rawPayload).toString();
      const gzHtml = zlib.gunzipSync(gz.rawPayload).toString(); // checks the CRC written for this nonce
      expect(withoutNonces(brHtml)).toBe(withoutNonces(plain.body));
      expect(withoutNonces(gzHtml)).toBe(withoutNonces(plain.body));
      expect(brHtml).toContain(`nonce="${policyNonce(br.headers["content-security-policy"])}"`);
      expect(gzHtml).toContain(`nonce="${policyNonce(gz.headers["content-security-policy"])}"`);
      // Compressed, not sent plain for want of a form with the nonce in place.
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(gz.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(br.headers["x-cache"]).toBe("hit");
      expect(br.headers.etag).not.toBe(plain.headers.etag);
      const again = await get("/business/the-subs-ai", { ...CHROME, "accept-encoding": "br" });
      expect(again.rawPayload.length).toBe(br.rawPayload.length);
      expect(withoutNonces(zlib.brotliDecompressSync(again.rawPayload).toString())).toBe(withoutNonces(brHtml));
      expect(again.headers.etag).toBe(br.headers.etag);
    });

    it("answers HEAD with GET's headers and no body, and a HEAD first does not store an empty page", async () => {
      const head = await get("/terms", CHROME, "HEAD");
      expect(head.statusCode).toBe(200);
      expect(head.rawPayload.length).toBe(0);
      const page = await get("/terms");
      expect(page.headers["x-cache"]).toBe("hit");
      expect(page.body).toContain("</html>");
      expect(page.headers.etag).toBe(head.headers.etag);
      expect(Number(head.headers["content-length"])).toBe(page.rawPayload.length);
    });

    it("never stores /businesses: it is behind the site gate and differs per visitor", async () => {
      for (let i = 0; i < 2; i++) {
        const res = await get("/businesses");
        expect(res.headers["x-cache"]).not.toBe("hit");
        expect(res.headers["cache-control"]).toBe("private, no-store");
        expect(res.body).toContain("Enter password to access the platform");
        expect(res.body).not.toContain("The Subs AI");
      }
    });

    it("keeps a page the same for every visitor: cookies and user agents do not matter", async () => {
      const a = await get("/services/ai-reception-agents", { ...CHROME, cookie: "session=alice" });
      const b = await get("/services/ai-reception-agents", { "user-agent": "curl/8.5.0", cookie: "session=bob" });
      expect(b.headers["x-cache"]).toBe("hit");
      expect(withoutNonces(b.body)).toBe(withoutNonces(a.body));
    });

    it("keys React Router's .data requests apart from the document", async () => {
      const doc = await get("/blog");
      const data = await get("/blog.data");
      expect(doc.headers["content-type"]).toMatch(/text\/html/);
      expect(data.statusCode).toBe(200);
      expect(data.headers["x-cache"]).toBe("miss");
      expect(data.headers["content-type"]).not.toMatch(/text\/html/);
      expect(data.headers.etag).not.toBe(doc.headers.etag);
      expect(withoutNonces((await get("/blog")).body)).toBe(withoutNonces(doc.body));
      expect((await get("/blog.data")).headers["x-cache"]).toBe("hit");
    });

    it("renders requests with a query string that matters, and never keeps a 404", async () => {
      for (let i = 0; i < 2; i++) {
        const filtered = await get("/blog?category=case-studies");
        expect(filtered.headers["x-cache"]).toBe("bypass");
        expect(filtered.headers.etag).toBeUndefined();
        expect(filtered.headers["cache-control"]).toBe("no-cache");
        const missing = await get("/no-such-page-here");
        expect(missing.statusCode).toBe(404);
        expect(missing.headers["x-cache"]).toBe("bypass");
        expect(missing.headers["cache-control"]).toBe("no-cache");
      }
      const tracked = await get("/rappy-customer-ai?utm_source=newsletter");
      const plain = await get("/rappy-customer-ai");
      expect(tracked.headers["x-cache"]).toBe("miss");
      expect(plain.headers["x-cache"]).toBe("hit");
    });
  });

  describe("pages that differ per visitor", () => {
    const { get } = useApp(target, (build) =>
      withModules(build, {
        terms: { handle: { cache: "private" } },
        privacy: { headers: () => ({ "set-cookie": "seen=1; Path=/; HttpOnly" }) },
      }),
    );

    it("never caches a route whose handle says cache: 'private'", async () => {
      for (const url of ["/terms", "/terms", "/terms.data", "/terms.data"]) {
        const res = await get(url, { ...CHROME, cookie: "session=alice" });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers["x-cache"], url).toBe("bypass");
        expect(res.headers.etag, url).toBeUndefined();
        expect(res.headers["cache-control"], url).toBe("private, no-store");
      }
      expect((await get("/terms")).body).toContain("Terms");
    });

    it("keeps a private page private with a query string or an encoded path", async () => {
      for (const url of ["/terms?x=1", "/terms?utm_source=a&tab=2", "/%74erms", "/terms.data?x=1"]) {
        const res = await get(url, CHROME);
        expect(res.statusCode, url).toBe(200);
        expect(res.headers["cache-control"], url).toBe("private, no-store");
      }
    });

    it("never caches an answer that sets a cookie, and renders it for each visitor", async () => {
      for (let i = 0; i < 3; i++) {
        const res = await get("/privacy");
        expect(res.statusCode).toBe(200);
        expect(res.headers["x-cache"]).toBe("bypass");
        expect([res.headers["set-cookie"]].flat()).toEqual(["seen=1; Path=/; HttpOnly"]);
        expect(res.headers["cache-control"]).toBe("private, no-store");
        expect(res.headers.etag).toBeUndefined();
        expect(res.body).toContain("</html>");
      }
    });

    it("still caches the other pages", async () => {
      await get("/start-trial");
      expect((await get("/start-trial")).headers["x-cache"]).toBe("hit");
    });
  });

  describe("content changes", () => {
    const { get, state } = useApp(target);

    it("a seed (by any process) replaces cached pages within a second", async () => {
      const before = await get("/business/the-subs-ai");
      expect(before.body).toContain("The Subs AI");
      expect((await get("/business/the-subs-ai")).headers["x-cache"]).toBe("hit");

      const content = loadContent("content");
      const edited = {
        ...content,
        businesses: content.businesses.map((b) =>
          b.slug === "the-subs-ai" ? { ...b, name: "Subs Reloaded", description: "A fresh description." } : b,
        ),
      };
      expect((await seedContent(state.t!.app.services.db, edited)).changed).toBe(true);

      state.now += 999;
      expect((await get("/business/the-subs-ai")).headers.etag).toBe(before.headers.etag);

      state.now += 1;
      const after = await get("/business/the-subs-ai");
      expect(after.headers["x-cache"]).toBe("miss");
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(after.body).toContain("Subs Reloaded");
      const revalidated = await get("/business/the-subs-ai", {
        ...CHROME,
        "if-none-match": String(before.headers.etag),
      });
      expect(revalidated.statusCode).toBe(200);
    });
  });
});

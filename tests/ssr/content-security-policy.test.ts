import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NONCE_PLACEHOLDER } from "../../src/server/modules/cache/nonce.ts";
import { buildTestApp, type TestApp } from "../helpers/build-app.ts";
import { nonceAttributes, policyNonce } from "../helpers/csp.ts";
import { listenLocally } from "../helpers/test-apps.ts";
import { dbTargets } from "../helpers/test-db.ts";

/*
 * The Content-Security-Policy of every page (docs/decisions/011-content-security-policy.md):
 * enforced, scripts only from the site or inline with the nonce of that very answer, a fresh
 * nonce per answer even when the page comes from the cache.
 */

const CHROME = {
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36",
  accept: "text/html",
};

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  html: string;
}

/** The policy's directives by name. */
function directives(policy: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of policy.split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

/**
 * The answer's policy is enforced and names one nonce, 128 random bits in base64; every inline
 * script and every element with a nonce in the HTML carries exactly that one. Answers the nonce.
 */
function expectNoncedPage(res: Answer, label: string): string {
  expect(res.headers["content-security-policy-report-only"], label).toBeUndefined();
  const policy = String(res.headers["content-security-policy"]);
  const nonce = policyNonce(policy);
  expect(nonce, `${label}: ${policy}`).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect(Buffer.from(nonce!, "base64"), label).toHaveLength(16);
  const scripts = [...res.html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!);
  const inline = scripts.filter((attrs) => !/\ssrc=/.test(attrs));
  expect(inline.length, `${label}: inline scripts`).toBeGreaterThanOrEqual(3);
  for (const attrs of inline) expect(attrs, label).toContain(`nonce="${nonce}"`);
  expect(new Set(nonceAttributes(res.html)), label).toEqual(new Set([nonce]));
  expect(res.html, label).not.toContain(NONCE_PLACEHOLDER);
  return nonce!;
}

/** GET over a real connection (through the HTTP server's fast path), the body decoded. */
function fetchRaw(base: string, url: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${url}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const body = Buffer.concat(chunks);
          const coding = res.headers["content-encoding"];
          const html =
            coding === "br" ? zlib.brotliDecompressSync(body) : coding === "gzip" ? zlib.gunzipSync(body) : body;
          resolve({ status: res.statusCode!, headers: res.headers, html: html.toString() });
        });
      })
      .on("error", reject);
  });
}

async function loadBuild(): Promise<ServerBuild> {
  const entry = path.resolve("build/server/index.js");
  if (!fs.existsSync(entry)) throw new Error("No production build: run `npm run build` first.");
  return (await import(pathToFileURL(entry).href)) as ServerBuild;
}

describe("the Content-Security-Policy of pages", () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    const build = await loadBuild();
    // /terms stands for any page that differs per visitor (the staff console's are such pages).
    const routes = { ...build.routes };
    routes.terms = { ...routes.terms!, module: { ...routes.terms!.module, handle: { cache: "private" } } };
    t = await buildTestApp(dbTargets()[0]!, { ssr: "build" }, { ssrBuild: { ...build, routes } });
    base = await listenLocally(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = async (url: string, headers: Record<string, string> = CHROME): Promise<Answer> => {
    const res = await t.app.inject({ method: "GET", url, headers });
    return { status: res.statusCode, headers: res.headers as http.IncomingHttpHeaders, html: res.body };
  };

  it("is enforced with the directives of the issue, and no 'unsafe-inline' for scripts", async () => {
    const res = await get("/");
    const policy = String(res.headers["content-security-policy"]);
    const d = directives(policy);
    expect(d.get("script-src")).toEqual(["'self'", `'nonce-${policyNonce(policy)}'`]);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(d.get("script-src-attr")).toEqual(["'none'"]);
    expect(d.get("default-src")).toEqual(["'self'"]);
    expect(d.get("object-src")).toEqual(["'none'"]);
    expect(d.get("base-uri")).toEqual(["'none'"]);
    expect(d.get("frame-ancestors")).toEqual(["'self'"]);
    expect(d.get("form-action")).toEqual(["'self'"]);
    // React's style attributes: see the ADR.
    expect(d.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(d.get("media-src")).toEqual(["'self'", "blob:"]);
    expect(res.headers["strict-transport-security"]).toBe("max-age=15552000; includeSubDomains");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("no-referrer");
    expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
  });

  it("gives the same cached page a fresh nonce in every answer, on the long way and the fast path", async () => {
    const first = await get("/");
    const second = await get("/");
    expect(second.headers["x-cache"]).toBe("hit");
    const nonces = [expectNoncedPage(first, "miss"), expectNoncedPage(second, "hit")];
    for (const headers of [
      CHROME,
      { ...CHROME, "accept-encoding": "gzip, deflate, br, zstd" },
      { ...CHROME, "accept-encoding": "gzip" },
    ]) {
      await fetchRaw(base, "/", headers); // makes the compressed form, then the address is known
      for (let i = 0; i < 2; i++) {
        const res = await fetchRaw(base, "/", headers);
        expect(res.headers["x-cache"]).toBe("hit");
        nonces.push(
          expectNoncedPage(res, `fast path, ${(headers as Record<string, string>)["accept-encoding"] ?? "identity"}`),
        );
      }
    }
    expect(new Set(nonces).size).toBe(nonces.length);
  });

  it("covers pages rendered per request: a 404, a page with a query string, a private page", async () => {
    for (const url of ["/no-such-page-here", "/blog?category=case-studies", "/terms"]) {
      const a = await get(url);
      const b = await get(url);
      expect(a.headers["x-cache"], url).toBe("bypass");
      expect(expectNoncedPage(a, url)).not.toBe(expectNoncedPage(b, url));
    }
    expect((await get("/no-such-page-here")).status).toBe(404);
    expect((await get("/terms")).headers["cache-control"]).toBe("private, no-store");
  });

  it("keeps module preloads and the stylesheet nonce-free (allowed by 'self'), so only scripts carry it", async () => {
    const { html } = await get("/business/the-subs-ai");
    const links = [...html.matchAll(/<link\b[^>]*>/g)].map((m) => m[0]);
    expect(links.some((l) => l.includes('rel="modulepreload"'))).toBe(true);
    for (const link of links) expect(link).not.toContain("nonce=");
  });

  it("answers other files with a policy that allows no inline script at all", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/businesses" });
    const d = directives(String(res.headers["content-security-policy"]));
    expect(d.get("script-src")).toEqual(["'self'"]);
    expect(d.get("object-src")).toEqual(["'none'"]);
  });
});

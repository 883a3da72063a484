import { afterEach, describe, expect, it, vi } from "vitest";
import type { Services } from "../../src/server/services.ts";
import { CURL, useSsrApp } from "../helpers/ssr-app.ts";

const COMPANY = "Domu AI";
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
const ogTitleOf = (html: string) => /<meta property="og:title" content="([^"]*)"/.exec(html)?.[1];
const occurrences = (text: string, word: string) => text.split(word).length - 1;

/** Accessible names of the page's buttons: aria-label, else their text. */
function buttonNames(html: string): string[] {
  return [...html.matchAll(/<button([^>]*)>([\s\S]*?)<\/button>/g)].map(([, attrs, inner]) => {
    const label = /aria-label="([^"]*)"/.exec(attrs!)?.[1];
    return (label ?? inner!.replace(/<[^>]+>/g, " "))
      .replace(/&#x27;/g, "'")
      .replace(/\s+/g, " ")
      .trim();
  });
}

describe("facts on pages, server-rendered", () => {
  const ssr = useSsrApp();
  const services = () => (ssr.app() as unknown as { services: Services }).services;

  it("names the company once in every page's title and og:title", async () => {
    const sitemap = (await ssr.page("/sitemap.xml")).html;
    const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1] || "/");
    expect(paths.length).toBeGreaterThan(10);
    for (const path of [...paths, "/businesses", "/business/no-such-venture", "/no-such-page"]) {
      const { html } = await ssr.page(path);
      // A business may carry the name ("Domu AI Families"); the suffix comes once, never twice.
      for (const [what, t] of [
        ["title", titleOf(html)],
        ["og:title", ogTitleOf(html)],
      ] as const) {
        if (t === undefined) continue;
        expect(t, `${path} ${what}`).toMatch(new RegExp(`(^|\\| )${COMPANY}$`));
        expect(occurrences(t, `| ${COMPANY}`), `${path} ${what}: ${t}`).toBeLessThanOrEqual(1);
        expect(t, `${path} ${what}`).not.toContain(`${COMPANY} | ${COMPANY}`);
      }
    }
    expect(titleOf((await ssr.page("/")).html)).toBe("AI Reception Agents That Answer Every Call | Domu AI");
  });

  it("counts the /businesses figures from the businesses the grid shows", async () => {
    const grid = await services().forLoaders.businesses.listForGrid();
    const expected: [string, number][] = [
      ["Ventures in the portfolio", grid.length],
      ["Live businesses", grid.filter((b) => b.status === "live").length],
      ["In beta and testing", grid.filter((b) => b.status === "beta" || b.status === "testing").length],
      ["Coming soon", grid.filter((b) => b.status === "comingsoon").length],
    ];
    const { html } = await ssr.page("/businesses", { ...CURL, cookie: await ssr.passGate() });
    for (const [label, value] of expected) {
      const shown = new RegExp(`${label}</dt><dd[^>]*>(\\d+)</dd>`).exec(html)?.[1];
      expect(Number(shown), label).toBe(value);
    }
    // One card per business in the grid, so the figure and the grid agree.
    expect(html.match(/<article/g)).toHaveLength(grid.length);
  });

  it("leads the Business AI Wiz card and /business/rappy-customer-ai to /rappy-customer-ai", async () => {
    const moved = await ssr.page("/business/rappy-customer-ai");
    expect(moved.status).toBe(308);
    expect(moved.headers.location).toBe("/rappy-customer-ai");
    const { html } = await ssr.page("/businesses", { ...CURL, cookie: await ssr.passGate() });
    expect(html).toContain('href="/rappy-customer-ai"');
    expect(html).not.toContain('href="/business/rappy-customer-ai"');
    const product = await ssr.page("/rappy-customer-ai");
    expect(product.status).toBe(200);
    expect(product.html).toContain('<link rel="canonical" href="https://www.example.com/rappy-customer-ai"');
  });

  it("gives the home page's repeated controls distinct names, keeping their visible text", async () => {
    const { html } = await ssr.page("/");
    const names = buttonNames(html).filter(Boolean);
    const repeated = names.filter((n, i) => names.indexOf(n) !== i);
    expect(repeated).toEqual([]);
    for (const tool of ["Aurora AI", "Max AI", "HiD Store", "Maxi Chat"]) {
      expect(names).toContain(`Request access to ${tool}`);
    }
    expect(html.match(/>Request Access</g)?.length ?? 0).toBeGreaterThanOrEqual(4);
  });
});

describe("pages whose data fails to load", () => {
  const ssr = useSsrApp();
  const services = () => (ssr.app() as unknown as { services: Services }).services;
  afterEach(() => vi.restoreAllMocks());

  it("a business page answers the spec's 'Business Not Found' with 503 and logs the cause", async () => {
    const cause = new Error("SQLITE_IOERR: disk I/O error");
    vi.spyOn(services().forLoaders.businesses, "getPage").mockRejectedValue(cause);
    const log = vi.spyOn(services().forLoaders.log, "error").mockImplementation(() => {});
    const { status, html } = await ssr.page("/business/the-subs-ai");
    expect(status).toBe(503);
    expect(html).toContain("Business Not Found");
    expect(html).toContain("The requested business could not be found.");
    expect(html).not.toContain("Something went wrong");
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ err: cause }), expect.any(String));
  });

  it("the ventures landing shows the grid's error state, with 503, when the list fails", async () => {
    vi.spyOn(services().forLoaders.businesses, "listForGrid").mockRejectedValue(new Error("connection refused"));
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { status, html } = await ssr.page("/businesses", { ...CURL, cookie: await ssr.passGate() });
    expect(status).toBe(503);
    expect(html).toContain("Error loading businesses. Please try again later.");
    expect(html).toContain("Our businesses");
  });

  it("never keeps /businesses in the shared cache (it is gated): after a failed list the next visit gets the grid", async () => {
    const cookie = await ssr.passGate();
    vi.spyOn(services().forLoaders.businesses, "listForGrid").mockRejectedValueOnce(new Error("connection refused"));
    vi.spyOn(console, "error").mockImplementation(() => {});
    const failed = await ssr.page("/businesses", { ...CURL, cookie });
    expect(failed.html).toContain("Error loading businesses. Please try again later.");
    expect(failed.headers["cache-control"]).not.toMatch(/public/);

    const next = await ssr.page("/businesses", { ...CURL, cookie });
    expect(next.status).toBe(200);
    expect(next.html).not.toContain("Error loading businesses. Please try again later.");
    expect(next.html).toContain("The Subs AI");
    const again = await ssr.page("/businesses", { ...CURL, cookie });
    expect(again.headers["x-cache"]).not.toBe("hit");
    expect(again.headers["cache-control"]).toBe("private, no-store");
    // The gate a visitor without the cookie gets is not the cached grid either.
    expect((await ssr.page("/businesses")).html).not.toContain("The Subs AI");
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { fragmentTargets, pageLinks, type PageLink } from "../helpers/html-links.ts";
import { CURL, useSsrApp } from "../helpers/ssr-app.ts";
import { publicPages } from "../helpers/site-pages.ts";
import { pendingRoute } from "./pending-routes.ts";

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const MAX_HOPS = 5;

interface Outcome {
  /** Every address visited, the first one included. */
  chain: string[];
  status: number;
  /** Set when the chain reached a route a later issue builds. */
  pending?: string;
  /** When the last answer is an HTML page: its ids, for fragment links. */
  ids?: Set<string>;
}

/**
 * "No dead ends": every page of the sitemap (plus /businesses) is loaded, and every address its
 * markup offers — links, form and button targets, the files it loads — must answer 200, directly
 * or after redirects, or end at a route on the pending list; a `#fragment` must name an id that
 * exists on its target page.
 */
describe("link checker", () => {
  const { app, passGate } = useSsrApp();
  let origin = "";
  // Checked as a visitor who passed the site gate sees them (/businesses shows the grid).
  let gate = "";
  const pages = new Map<string, { status: number; html: string }>();
  const outcomes = new Map<string, Promise<Outcome>>();

  async function get(path: string) {
    const res = await app().inject({ method: "GET", url: path, headers: { ...CURL, cookie: gate } });
    return res;
  }

  async function followOnce(start: string): Promise<Outcome> {
    const chain = [start];
    let path = start;
    for (let hop = 0; ; hop++) {
      const pending = pendingRoute(new URL(path, origin).pathname);
      const res = await get(path);
      const location = res.headers.location;
      if (REDIRECTS.has(res.statusCode) && typeof location === "string" && hop < MAX_HOPS) {
        const next = new URL(location, new URL(path, origin));
        // A redirect off the site is the far site's business, not a dead end here.
        if (next.origin !== origin) return { chain: [...chain, next.href], status: 200 };
        path = next.pathname + next.search;
        chain.push(path);
        continue;
      }
      const isHtml = String(res.headers["content-type"] ?? "").startsWith("text/html");
      return {
        chain,
        status: res.statusCode,
        ...(pending ? { pending: pending.what } : {}),
        ...(isHtml ? { ids: fragmentTargets(res.body) } : {}),
      };
    }
  }

  function follow(path: string): Promise<Outcome> {
    let outcome = outcomes.get(path);
    if (!outcome) outcomes.set(path, (outcome = followOnce(path)));
    return outcome;
  }

  /** Where a link leads on this site, or null for mail, phone and other sites. */
  function internal(href: string, from: string): URL | null {
    const url = new URL(href, new URL(from, origin));
    if (url.protocol === "javascript:") return url;
    return url.origin === origin ? url : null;
  }

  async function check(from: string, link: PageLink): Promise<string[]> {
    const where = `on ${from}: ${link.via}="${link.href}"`;
    if (link.href.trim() === "" || link.href === "#") return [`${where} leads nowhere`];
    const url = internal(link.href, from);
    if (!url) return [];
    if (url.protocol === "javascript:") return [`${where} is a script, not an address`];
    const path = url.pathname + url.search;

    if (link.kind === "target" && link.method && link.method !== "get") {
      // A form that posts: the endpoint must exist and take that method; its answer to an empty
      // body (400 and a sentence) is another suite's subject.
      const res = await app().inject({ method: link.method.toUpperCase() as "POST", url: path, payload: {} });
      return res.statusCode === 404 || res.statusCode === 405
        ? [`${where} answers ${res.statusCode} to ${link.method}`]
        : [];
    }

    const outcome = await follow(path);
    const via = outcome.chain.length > 1 ? ` (via ${outcome.chain.join(" → ")})` : "";
    if (outcome.pending) {
      return outcome.status === 200
        ? [`${where} reaches ${outcome.chain.at(-1)}, which now answers 200: remove it from PENDING_ROUTES`]
        : [];
    }
    if (outcome.status !== 200) return [`${where} answers ${outcome.status}${via}`];
    const fragment = decodeURIComponent(url.hash.slice(1));
    if (fragment && outcome.ids && !outcome.ids.has(fragment)) {
      return [`${where}: ${outcome.chain.at(-1)} has no element with id "${fragment}"`];
    }
    return [];
  }

  async function problems(kinds: PageLink["kind"][]): Promise<string[]> {
    const found: string[] = [];
    for (const [from, { html }] of pages) {
      const seen = new Set<string>();
      for (const link of pageLinks(html)) {
        if (!kinds.includes(link.kind) || seen.has(link.via + link.href)) continue;
        seen.add(link.via + link.href);
        found.push(...(await check(from, link)));
      }
    }
    return found;
  }

  beforeAll(async () => {
    gate = await passGate();
    const site = await publicPages(app());
    origin = site.origin;
    for (const path of site.paths) {
      const res = await get(path);
      pages.set(path, { status: res.statusCode, html: res.body });
    }
  });

  it("loads every page of the sitemap and /businesses with 200", () => {
    expect(pages.size).toBeGreaterThan(10);
    const failing = [...pages].filter(([, p]) => p.status !== 200).map(([path, p]) => `${path} answers ${p.status}`);
    expect(failing).toEqual([]);
  });

  it("follows every link and form target to a 200 (after redirects) or a pending route", async () => {
    expect(await problems(["link", "target"])).toEqual([]);
  });

  it("gets 200 for every stylesheet, icon, image and video the pages load", async () => {
    expect(await problems(["resource"])).toEqual([]);
  });
});

import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { CURL, useSsrApp } from "../helpers/ssr-app.ts";

describe("server-rendered pages", () => {
  const { page, app, passGate } = useSsrApp();
  const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

  it("answers /businesses with the site gate and none of the portfolio without the gate's cookie", async () => {
    for (const cookie of [null, "site_access=g1.e30.forged", "admin_session=whatever"]) {
      const { status, html, headers } = await page("/businesses", { ...CURL, ...(cookie ? { cookie } : {}) });
      expect(status).toBe(200);
      expect(headers["cache-control"]).toBe("private, no-store");
      expect(html).toContain("Domu AI™");
      expect(html).toContain("Enter password to access the platform");
      expect(html).toContain("Access Platform");
      expect(html).toContain("hello@example.com");
      expect(html).toContain("(512) 555-0142");
      expect(html).not.toContain("Loading...");
      for (const name of [
        "The Subs AI",
        "Rapid Q",
        "DAY-O",
        "HerbCore Radio",
        "Our businesses",
        "Ventures in the portfolio",
      ]) {
        expect(html, `${cookie}: ${name}`).not.toContain(name);
      }
      expect(html).not.toContain("<article");
      // Nor in the loader data React Router hands the browser.
      const data = await app().inject({ method: "GET", url: "/businesses.data", headers: cookie ? { cookie } : {} });
      expect(data.body).not.toContain("the-subs-ai");
      expect(data.body).not.toContain("The Subs AI");
    }
  });

  it("after DELETE /api/site-access, a copy of the gate's cookie kept from before shows the gate again", async () => {
    const copy = await passGate();
    expect((await page("/businesses", { ...CURL, cookie: copy })).html).toContain("Explore Our Businesses");
    const res = await app().inject({ method: "DELETE", url: "/api/site-access", headers: { cookie: copy } });
    expect(res.statusCode).toBe(204);
    const { status, html } = await page("/businesses", { ...CURL, cookie: copy });
    expect(status).toBe(200);
    expect(html).toContain("Enter password to access the platform");
    expect(html).not.toContain("Explore Our Businesses");
    expect(html).not.toContain("The Subs AI");
  });

  it("renders the ventures landing with the grid, minus the hidden businesses, past the gate", async () => {
    const cookie = await passGate();
    const { status, html, headers } = await page("/businesses", { ...CURL, cookie });
    expect(headers["cache-control"]).toBe("private, no-store");
    expect(status).toBe(200);
    expect(headers["content-type"]).toMatch(/text\/html/);
    expect(title(html)).toBe("Our Ventures | Domu AI");
    for (const name of [
      "The Subs AI",
      "Rapid Q",
      "DAY-O",
      "HerbCore Radio",
      "Explore Our Businesses",
      "Get In Touch",
      "Work With Us",
    ]) {
      expect(html).toContain(name);
    }
    expect(html).not.toContain("Neural Fashion");
    expect(html).not.toContain("SmartCity Navigator");
    expect(html).toContain("© 2025 Domu AI");
    expect(html).toContain('href="/admin"');
  });

  it.each(["/business/the-subs-ai", "/subs-ai", "/the-subs-ai"])(
    "renders The Subs AI at %s with a canonical link",
    async (url) => {
      const { status, html } = await page(url);
      expect(status).toBe(200);
      expect(title(html)).toBe("The Subs AI | Domu AI");
      expect(html).toContain('<link rel="canonical" href="https://www.example.com/business/the-subs-ai"');
      expect(html).toContain("Featured Videos");
      expect(html).toContain("View All 50+ AI Assistants");
      expect(html).toContain("Visit Live Site");
      expect(html).toContain("Investor Information");
      expect(html).toContain("Domu AI Directory");
      expect(html).toContain("Be the first to know");
      expect(html).toContain("What to Expect");
      expect(html).toContain("Password Protected");
    },
  );

  it("shows Coming Soon, the poster and no live link for a business that is not live", async () => {
    const { status, html } = await page("/herb-core");
    expect(status).toBe(200);
    expect(title(html)).toBe("HerbCore Radio | Domu AI");
    expect(html).toContain("Coming Soon");
    expect(html).not.toContain("Featured Videos");
    expect(html).not.toContain("Visit Live Site");
    expect(html).toContain("/media/posters/herbcore-radio.svg");
  });

  it("renders the URME challenges with their difficulty tags", async () => {
    const { html } = await page("/urme");
    for (const tag of ["easy", "medium", "hard"]) expect(html).toContain(`>${tag}</span>`);
  });

  it("answers 404 'Business Not Found' for an unknown business", async () => {
    const { status, html } = await page("/business/not-a-real-one");
    expect(status).toBe(404);
    expect(html).toContain("Business Not Found");
    expect(html).toContain("The requested business could not be found.");
  });

  it("answers 404 'Page Not Found' for any other path", async () => {
    for (const url of ["/nope", "/some/deep/path", "/business/x/y"]) {
      const { status, html } = await page(url);
      expect(status, url).toBe(404);
      expect(html, url).toContain("Page Not Found");
      expect(html, url).toContain("Back to Home");
    }
  });

  it("redirects the old home screens and investor links", async () => {
    for (const [from, to] of [
      ["/original-home", "/businesses"],
      ["/aurora-max", "/businesses"],
      ["/the-subs-ai/investors", "/investor/the-subs-ai"],
      ["/investors/the-subs-ai", "/investor/the-subs-ai"],
    ]) {
      const res = await app().inject({ method: "GET", url: from! });
      expect(res.statusCode, from).toBe(308);
      expect(res.headers.location, from).toBe(to);
    }
  });

  it("renders the home page's header, hero and footer", async () => {
    const { status, html } = await page("/");
    expect(status).toBe(200);
    expect(title(html)).toMatch(/\| Domu AI$/);
    expect(html).toContain("<h1");
    expect(html).toContain("(512) 555-0142");
    expect(html).toContain("Terms of Service");
  });

  it("gives browsers past the gate the complete grid, not a 'Loading businesses...' shell", async () => {
    const { status, html } = await page("/businesses", {
      "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0",
      cookie: await passGate(),
    });
    expect(status).toBe(200);
    expect(html).toContain("The Subs AI");
    expect(html).not.toContain("Loading businesses...");
  });

  it("serves hashed assets with immutable caching", async () => {
    const { html } = await page("/businesses");
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const res = await app().inject({ method: "GET", url: asset! });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("serves precompressed brotli for hashed assets", async () => {
    const { html } = await page("/");
    const asset = /\/assets\/entry\.client-[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const raw = fs.statSync(`build/client${asset}`).size;
    const res = await app().inject({ method: "GET", url: asset!, headers: { "accept-encoding": "br, gzip" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.rawPayload.length).toBe(fs.statSync(`build/client${asset}.br`).size);
    expect(res.rawPayload.length).toBeLessThan(raw / 2);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("compresses HTML for clients that accept it", async () => {
    const res = await app().inject({
      method: "GET",
      url: "/businesses",
      headers: { ...CURL, "accept-encoding": "br, gzip" },
    });
    expect(["br", "gzip"]).toContain(res.headers["content-encoding"]);
  });
});

import { describe, expect, it } from "vitest";
import { CURL, useSsrApp } from "../helpers/ssr-app.ts";

/*
 * /investor/{slug} as the server renders it: every state of portal-and-admin.md §2 with its
 * words, and nothing behind the gate in the HTML of a visitor who has not unlocked that business.
 */

const EMAIL = "hello@example.com";
const PHONE = "(512) 555-0142";

describe("investor portal page", () => {
  const { page, unlockInvestor, app } = useSsrApp();
  const idOf = async (slug: string) =>
    (await app().inject({ method: "GET", url: `/api/businesses/slug/${slug}` })).json().id as string;

  it("answers 404 with the spec's words for a business that does not exist", async () => {
    for (const url of ["/investor/no-such-business", "/investor/Upper_Case", "/investor/a..b"]) {
      const { status, html } = await page(url);
      expect(status, url).toBe(404);
      expect(html).toContain("Investor Portal Not Found");
      expect(html).toContain("The requested investor portal could not be found.");
      expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Return to Home<\/a>/);
    }
  });

  it("says the portal is coming soon, with the e-mail and phone, when investorEnabled is false", async () => {
    const { status, html } = await page("/investor/neural-fashion");
    expect(status).toBe(200);
    expect(html).toContain("Investor Portal Coming Soon");
    expect(html).toContain("The investor portal for Neural Fashion is being prepared.");
    expect(html).toContain(`href="mailto:${EMAIL}"`);
    expect(html).toContain(PHONE);
    expect(html).toContain("Return to Home");
    expect(html).not.toContain("Investor Access");
  });

  it("shows only the gate to a visitor without the cookie: nothing behind it is in the HTML", async () => {
    // Unlocked first: a cached copy of the open portal must never reach the next visitor.
    await page("/investor/uschinastore", { ...CURL, cookie: await unlockInvestor("uschinastore") });
    const { status, html, headers } = await page("/investor/uschinastore");
    expect(status).toBe(200);
    expect(html).toContain("Investor Access");
    expect(html).toContain("Access Investor Portal");
    expect(html).toMatch(/type="password"/);
    expect(html).toContain(`mailto:${EMAIL}`);
    for (const secret of [
      "Investment Opportunity",
      "Executive Summary",
      "/api/investor-documents/",
      // The staff-authored presentation's own title, and the frame it is shown in.
      "investor presentation",
      "<iframe",
      "Download Financials",
      "Ready to Invest?",
    ]) {
      expect(html.toLowerCase(), secret).not.toContain(secret.toLowerCase());
    }
    expect(headers["cache-control"]).toBe("private, no-store");
    expect(headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
  });

  it("keeps the gated presentation out of every public answer about the business", async () => {
    const api = await app().inject({ method: "GET", url: "/api/businesses/slug/uschinastore" });
    expect(api.json()).toMatchObject({ investorGammaEmbed: null, investorVideoUrl: null, investorFinancialsUrl: null });
    const list = await app().inject({ method: "GET", url: "/api/businesses" });
    const julie = await app().inject({ method: "GET", url: "/api/businesses/slug/julie-ai" });
    expect(julie.json().investorVideoUrl).toBeNull();
    const answers: [string, string][] = [
      ["the list", list.body],
      ["the business page", (await page("/business/uschinastore")).html],
      ["its data", (await page("/business/uschinastore.data")).html],
    ];
    for (const [what, body] of answers) {
      expect(body.toLowerCase(), what).not.toContain("investor presentation");
    }
  });

  it("shows the whole portal to a visitor who unlocked it", async () => {
    const id = await idOf("uschinastore");
    const { status, html, headers } = await page("/investor/uschinastore", {
      ...CURL,
      cookie: await unlockInvestor("uschinastore"),
    });
    expect(status).toBe(200);
    expect(headers["cache-control"]).toBe("private, no-store");
    expect(html).toMatch(/<h1[^>]*>US China Store<\/h1>/);
    expect(html).toContain("Investor Portal");
    // The Aurora intro box's three sample questions.
    expect(html).toContain("Give me an overview of US China Store.");
    expect(html).toContain("What makes US China Store a solid investment?");
    expect(html).toContain("What is the projected return and financial model?");
    expect(html).toContain("Investment Opportunity");
    for (const doc of ["executive-summary", "financial-model"]) {
      const view = `/api/investor-documents/${id}/${doc}.pdf`;
      expect(html).toMatch(new RegExp(`<a href="${view}" target="_blank" rel="noopener"[^>]*>`));
      expect(html).toMatch(new RegExp(`<a href="${view}\\?download=1" download=""`));
    }
    expect(html.match(/Download PDF<\/a>/g)).toHaveLength(2);
    expect(html).not.toContain("Investment documents will be available soon.");
    // US China Store's data shows the interactive presentation, in a frame with no permissions.
    expect(html).toContain("Interactive Presentation");
    expect(html).toMatch(/<iframe[^>]*sandbox=""[^>]*srcDoc="[^"]*US China Store: investor presentation/i);
    // No video in its data: no video section.
    expect(html).not.toContain("Investment Presentation");
    // Download Financials falls back to its Financial Model.
    expect(html).toMatch(
      new RegExp(
        `<a href="/api/investor-documents/${id}/financial-model.pdf\\?download=1" download=""[^>]*>.*Download Financials`,
      ),
    );
    expect(html).toMatch(/href="mailto:hello@example.com\?subject=Investor%20discussion%3A%20US%20China%20Store"/);
    expect(html).toContain("Schedule Discussion");
    expect(html).toContain("Ready to Invest?");
    expect(html).toContain(PHONE);
    // The investor assistant is on the page from the start (expanded).
    expect(html).toContain('aria-label="Chat with Aurora"');
    expect(html).toContain('placeholder="Ask about US China Store…"');
  });

  it("shows the presentation video only where the business's data has one", async () => {
    const julie = await page("/investor/julie-ai", { ...CURL, cookie: await unlockInvestor("julie-ai") });
    expect(julie.html).toContain("Investment Presentation");
    expect(julie.html).toMatch(/<video[^>]*>.*<source src="\/media\/videos\/julie-ai-1.mp4" type="video\/mp4"/s);
    // One document and no financials of its own: no Download Financials.
    expect(julie.html).not.toContain("Download Financials");
    const subs = await page("/investor/the-subs-ai", { ...CURL, cookie: await unlockInvestor("the-subs-ai") });
    expect(subs.html).toContain("Investment Opportunity");
    expect(subs.html).not.toContain("Investment Presentation");
    expect(subs.html).not.toContain("Interactive Presentation");
  });

  it("does not open one business's portal with another business's cookie", async () => {
    const { html } = await page("/investor/julie-ai", { ...CURL, cookie: await unlockInvestor("uschinastore") });
    expect(html).toContain("Investor Access");
    expect(html).not.toContain("Investment Opportunity");
  });

  it("?reset=true locks the portal again: the cookie is cleared and the gate comes back", async () => {
    const cookie = await unlockInvestor("uschinastore");
    const res = await page("/investor/uschinastore?reset=true", { ...CURL, cookie });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe("/investor/uschinastore");
    const cleared = [res.headers["set-cookie"]].flat().join("\n");
    expect(cleared).toMatch(/investor_uschinastore=;[^\n]*Max-Age=0/);
    expect(cleared).toMatch(/HttpOnly/);
  });

  it("after ?reset=true or Lock, a copy of the cookie kept from before shows the gate, not the portal", async () => {
    for (const lock of ["reset", "delete"] as const) {
      const copy = await unlockInvestor("uschinastore");
      const before = await page("/investor/uschinastore", { ...CURL, cookie: copy });
      expect(before.html).toContain("Investment Opportunity");
      if (lock === "reset") {
        expect((await page("/investor/uschinastore?reset=true", { ...CURL, cookie: copy })).status).toBe(302);
      } else {
        const res = await app().inject({
          method: "DELETE",
          url: "/api/investor-access/uschinastore",
          headers: { cookie: copy },
        });
        expect(res.statusCode).toBe(204);
      }
      const after = await page("/investor/uschinastore", { ...CURL, cookie: copy });
      expect(after.status, lock).toBe(200);
      expect(after.html, lock).toContain("Access Investor Portal");
      expect(after.html, lock).not.toContain("Investment Opportunity");
      expect(after.html, lock).not.toContain("/api/investor-documents/");
    }
  });

  it("?reset=true through an alias locks the business it names", async () => {
    const cookie = await unlockInvestor("uschinastore");
    const res = await page("/investor/us-china-store?reset=true", { ...CURL, cookie });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe("/investor/uschinastore");
    expect([res.headers["set-cookie"]].flat().join("\n")).toMatch(/investor_uschinastore=;[^\n]*Max-Age=0/);
  });

  it("is not served at an address that starts with two slashes (read as another host, it dodged the private rules)", async () => {
    const cookie = await unlockInvestor("uschinastore");
    for (const url of ["//evil.example/investor/uschinastore", "//x/investor/uschinastore.data"]) {
      const res = await page(url, { ...CURL, cookie });
      expect(res.status, url).toBe(404);
      expect(res.html, url).not.toContain("Investment Opportunity");
    }
  });

  it("answers private, no-store, open or locked", async () => {
    const cookie = await unlockInvestor("uschinastore");
    const res = await page("/investor/uschinastore", { ...CURL, cookie });
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const gate = await page("/businesses");
    expect(gate.headers["cache-control"]).toBe("private, no-store");
  });

  it("sends an alias to the business's one portal address", async () => {
    const res = await page("/investor/us-china-store");
    expect(res.status).toBe(308);
    expect(res.headers.location).toBe("/investor/uschinastore");
  });
});

import { describe, expect, it } from "vitest";
import { useSsrApp } from "../helpers/ssr-app.ts";

/** Visible text with tags and React's comment separators removed, spaces folded. */
function text(html: string): string {
  return html
    .replace(/<!--.*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");
}

describe("marketing pages, server-rendered", () => {
  const ssr = useSsrApp();
  const page = async (url: string) => {
    const res = await ssr.page(url);
    return { ...res, text: text(res.html) };
  };

  // Spec §9, exactly.
  const PRICING = [
    [
      "Inbound Voice Agent",
      "$299 /mo",
      "+ $2,500 one-time setup",
      "60 call minutes per month",
      "up to 1 minute",
      "$1.50 per minute over",
    ],
    [
      "Outbound Voice Agent",
      "$300–$700 /mo",
      "by call volume",
      "+ $5,000 one-time setup",
      "90 outbound minutes per month",
      "$1.50 per minute over",
    ],
    [
      "Website Reception Agent",
      "$399 /mo",
      "+ $3,000 one-time setup",
      "1,000 conversations per month",
      "$0.25 per conversation over",
    ],
  ];

  it.each(["/", "/services/ai-reception-agents"])(
    "%s shows the three agent plans with the spec's constants",
    async (url) => {
      const { status, text: t2 } = await page(url);
      expect(status).toBe(200);
      for (const facts of PRICING) for (const fact of facts) expect(t2, fact).toContain(fact);
    },
  );

  it("has the home page's anchors, sections and footer links", async () => {
    const { html, text: t2 } = await page("/");
    for (const id of ["solutions", "pricing", "features", "contact", "demo"]) expect(html).toContain(`id="${id}"`);
    for (const heading of [
      "Why it works",
      "What's Included",
      "Invite-only tools",
      "Questions owners ask us",
      "Aurora AI",
      "Max AI",
      "HiD Store",
      "Maxi Chat",
    ]) {
      expect(t2).toContain(heading);
    }
    for (const href of [
      "/services/ai-reception-agents",
      "/blog",
      "/blog/case-studies",
      "/blog/ai-integration-guide",
      "/blog/success-stories",
      "/terms",
      "/privacy",
      "/admin",
    ]) {
      expect(html).toContain(`href="${href}"`);
    }
    // Spec §9: launch prices sit up to 50% below market in exchange for a testimonial; they
    // are not a further discount on the listed prices.
    expect(t2).toContain("Launch prices up to 50% below market");
    expect(t2).toContain("launch prices, up to 50% below market, in exchange for a testimonial");
    expect(t2).not.toMatch(/\d+% off|save up to \d+%/i);
    // Spec §9: the home FAQ states the setup time as 1-2 weeks.
    expect(t2).toContain("Most agents are live in 1-2 weeks (7 to 14 days)");
    expect(t2).toContain("Payment plans available from $99 down");
    expect(html).not.toMatch(/\{[a-zA-Z.]+\}/);
  });

  it("shows the service page's five steps and closing call to action", async () => {
    const { text: t2 } = await page("/services/ai-reception-agents");
    for (let i = 1; i <= 5; i++) expect(t2).toContain(`Step ${i}`);
    expect(t2).toContain("Hear it answer your own questions");
    expect(t2).toContain("7 to 14 days");
    expect(t2).toContain("These are launch prices, up to 50% below market, in exchange for a testimonial.");
    expect(t2).not.toMatch(/\d+% off|save up to \d+%/i);
  });

  it("shows the service page's call, outcomes, integrations and industries from content", async () => {
    const { html, text: t2 } = await page("/services/ai-reception-agents");
    // The hero's call card: the first four lines of the sample call and how it ended.
    const hero = text(html.slice(html.indexOf("<h1"), html.indexOf('id="outcomes-heading"')));
    expect(hero).toContain("Aurora · AI receptionist");
    expect(hero).toContain("On a call · 01:08");
    expect(hero).toContain("Hill Country Plumbing, this is Aurora. How can I help you tonight?");
    expect(hero).toContain("Okay, it's off. We're at 418 Pecan Street in Round Rock.");
    expect(hero).not.toContain("Perfect, thank you so much.");
    // The whole transcript: every line with its time and speaker, the agent's actions, the outcome.
    const transcript = text(html.slice(html.indexOf('aria-label="Call transcript"')));
    expect(transcript).toContain("0:01 Aurora Hill Country Plumbing, this is Aurora. How can I help you tonight?");
    expect(transcript).toContain("0:41 Caller Yes, please. The earlier the better.");
    expect(transcript).toContain("0:58 Caller Perfect, thank you so much.");
    for (const action of [
      "Flagged as urgent",
      "Checked service area and calendar",
      "Booked the visit · texted the caller",
    ])
      expect(transcript).toContain(action);
    expect(t2).toContain("Inbound call · Hill Country Plumbing");
    expect(t2).toContain("Booked: emergency visit, 7–9 AM · technician notified");
    expect(html.match(/<ol aria-label="Call transcript"[^]*?<\/ol>/)![0].match(/<li/g)).toHaveLength(8);
    // What a business gets.
    expect(t2).toContain("What your business gets");
    for (const outcome of [
      "No more missed calls",
      "Jobs booked, not messages taken",
      "Every lead captured",
      "A record of every conversation",
    ])
      expect(t2).toContain(outcome);
    // The home page's integrations and industries lists.
    expect(t2).toContain("Works with the tools you already use");
    for (const tool of ["Google Calendar", "Acuity Scheduling", "Salesforce", "Twilio", "WordPress"])
      expect(t2).toContain(tool);
    expect(t2).toContain("Built for businesses that live on the phone");
    for (const industry of ["Dental & medical", "Home services", "Legal", "Professional services"])
      expect(t2).toContain(industry);
    // Headings in order: one h1, sections as h2, cards as h3.
    const levels = [...html.matchAll(/<h([1-6])/g)].map((m) => Number(m[1]));
    expect(levels.filter((l) => l === 1)).toHaveLength(1);
    for (let i = 1; i < levels.length; i++) expect(levels[i]! - levels[i - 1]!).toBeLessThanOrEqual(1);
  });

  it("draws the home hero's call from content", async () => {
    const { html } = await page("/");
    const hero = text(html.slice(html.indexOf("<h1"), html.indexOf('id="solutions"')));
    expect(hero).toContain("Thanks for calling Riverside Dental, this is Aurora. How can I help?");
    expect(hero).toContain("Tuesday at 9:30, please.");
    expect(hero).toContain("Booked: Tue 9:30 AM cleaning · confirmation text sent");
  });

  it("shows the trial's constants", async () => {
    const { text: t2 } = await page("/start-trial");
    expect(t2).toContain("FREE 7 Day Trial");
    expect(t2).toContain("A 30-minute discovery call");
    expect(t2).toContain("$500 to finish setup plus $99 per month");
    expect(t2).toContain("start with $99 down");
    expect(t2).toContain("2-3 business days");
    expect(t2).toContain("up to 5 business days");
    for (const q of [
      "What happens after the trial?",
      "Do I need a credit card to start?",
      "How long does it take to build?",
      "Can it use my own voice and personality?",
    ]) {
      expect(t2).toContain(q);
    }
  });
});

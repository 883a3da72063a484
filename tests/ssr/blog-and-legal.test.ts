import { describe, expect, it } from "vitest";
import { useSsrApp } from "../helpers/ssr-app.ts";

describe("blog and legal pages, server-rendered", () => {
  const { page } = useSsrApp();
  const meta = (html: string, attr: "name" | "property", key: string) =>
    new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(html)?.[1];

  it("lists the four posts with Read More links and the subscribe box", async () => {
    const { status, html } = await page("/blog");
    expect(status).toBe(200);
    for (const slug of [
      "how-to-add-ai-to-your-website",
      "why-every-website-needs-ai-agent",
      "ai-twins-vs-chatbots",
      "maya-ai-twin-case-study",
    ]) {
      expect(html).toContain(`href="/blog/post/${slug}"`);
    }
    expect(
      html.match(/>Read More<!-- --><span class="sr-only">: /g) ?? html.match(/>Read More<span class="sr-only">: /g),
    ).toHaveLength(4);
    for (const chip of ["All", "AI Integration", "Business Strategy", "Technology", "Case Studies"])
      expect(html).toContain(`>${chip}</a>`);
    expect(html).toContain("More Content Coming Soon");
    expect(html).toContain("Subscribe for Updates");
  });

  it("filters by category chip", async () => {
    const { html } = await page("/blog?category=technology");
    expect(html).toContain("/blog/post/ai-twins-vs-chatbots");
    expect(html).not.toContain("/blog/post/maya-ai-twin-case-study");
  });

  it.each(["/blog/post/ai-twins-vs-chatbots", "/blog/ai-twins-vs-chatbots"])(
    "serves a post with its full meta at %s",
    async (url) => {
      const { status, html } = await page(url);
      expect(status).toBe(200);
      expect(html).toContain(
        "<title>AI Twins vs. Chatbots: What&#x27;s the Difference and Which Do You Need? | Domu AI</title>",
      );
      expect(meta(html, "name", "description")).toMatch(/^Chatbot, AI assistant or AI twin\?/);
      expect(meta(html, "name", "author")).toBe("Marcus Reed");
      expect(meta(html, "name", "robots")).toBe("index, follow");
      expect(meta(html, "name", "keywords")).toContain("AI twin");
      expect(meta(html, "property", "og:type")).toBe("article");
      expect(meta(html, "property", "og:url")).toBe("https://www.example.com/blog/post/ai-twins-vs-chatbots");
      expect(meta(html, "name", "twitter:card")).toBe("summary");
      expect(html).toContain('<link rel="canonical" href="https://www.example.com/blog/post/ai-twins-vs-chatbots"');
      const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
      expect(JSON.parse(ld!)).toMatchObject({
        "@type": "BlogPosting",
        author: { name: "Marcus Reed" },
        datePublished: "2025-06-24T09:00:00.000Z",
      });
      // Body, author box, call to action and related posts.
      expect(html).toContain("<h2>");
      expect(html).toContain("Founder &amp; CEO");
      expect(html).toContain('href="/#contact"');
      expect(html).toContain('href="/ai-twin-demo"');
      expect(html).toContain("Related posts");
      expect(html).toContain("5 min read");
    },
  );

  it("fills the case-study client into the slug and the text", async () => {
    const { status, html } = await page("/blog/post/maya-ai-twin-case-study");
    expect(status).toBe(200);
    expect(html).toContain("Maya is a fitness coach");
    expect(html).not.toMatch(/\{(name|product|founder|email|phone)\}/);
  });

  it("answers 404 'Blog Post Not Found' with Back to Blog", async () => {
    for (const url of ["/blog/post/nope", "/blog/nope"]) {
      const { status, html } = await page(url);
      expect(status, url).toBe(404);
      expect(html).toContain("Blog Post Not Found");
      expect(html).toContain('href="/blog"');
      expect(html).toContain("Back to Blog");
    }
  });

  it.each([
    ["/blog/category/case-studies", "Case Studies", "/blog/post/maya-ai-twin-case-study"],
    ["/blog/case-studies", "Case Studies", "/blog/post/maya-ai-twin-case-study"],
    ["/blog/ai-integration-guide", "AI Integration Guide", "/blog/post/how-to-add-ai-to-your-website"],
  ])("lists the published posts on the category page %s titled %s", async (url, title, postHref) => {
    const { status, html } = await page(url);
    expect(status).toBe(200);
    expect(html).toContain(`>${title}</h1>`);
    expect(html).toContain(`href="${postHref}"`);
    expect(html).not.toContain("Coming Soon");
  });

  it.each([
    ["/blog/success-stories", "Success Stories"],
    ["/blog/category/tutorials", "Tutorials"],
    ["/blog/category/guides", "Guides"],
    ["/blog/category/anything-else", "Blog Category"],
  ])("renders the empty category page %s titled %s as Coming Soon", async (url, title) => {
    const { status, html } = await page(url);
    expect(status).toBe(200);
    expect(html).toContain(`>${title}</h1>`);
    expect(html).toContain("Coming Soon");
    expect(html).toContain("Browse Available Posts");
    expect(html).toContain("Get Notified When Ready");
    expect(html.match(/<li class="flex gap-3/g)!.length).toBeGreaterThanOrEqual(3);
  });

  it.each([
    ["/terms", "Terms of Service", ["You must be 18 or older", "greater of $100", "Travis County", "State of Texas"]],
    ["/privacy", "Privacy Policy", ["children under 13, or under 16"]],
  ])("renders %s with its facts", async (url, title, facts) => {
    const { status, html } = await page(url);
    expect(status).toBe(200);
    expect(html).toContain(`<title>${title} | Domu AI</title>`);
    expect(html).toContain("Effective date: July 4, 2025");
    expect(html).toContain("Back to Home");
    expect(html).toContain("hello@example.com");
    for (const fact of facts) expect(html).toContain(fact);
    expect(html).not.toMatch(/\{(product|email|phone)\}/);
  });
});

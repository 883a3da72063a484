import { describe, expect, it } from "vitest";
import { categoryMeta } from "../../src/app/features/blog/category-meta.ts";
import { postMeta } from "../../src/app/features/blog/post-meta.ts";
import type { BlogCategoryPage, BlogPost } from "../../src/shared/blog.ts";
import { testSite } from "../fixtures/site.ts";

const post: BlogPost = {
  slug: "ai-twins-vs-chatbots",
  title: "AI Twins vs. Chatbots",
  excerpt: "How to choose.",
  date: "2025-06-24",
  readTime: 5,
  category: "Technology",
  author: { name: "Pat Founder", title: "Founder & CEO", bio: "Pat runs Testco." },
  seo: {
    description: "Chatbot or AI twin?",
    keywords: ["AI twin", "chatbot"],
    url: "https://www.example.com/blog/post/ai-twins-vs-chatbots",
    publishedTime: "2025-06-24T12:00:00Z",
  },
  html: "<p>Body</p>",
  related: [],
};

// Each test builds its meta itself: code run while tests are collected escapes mutation testing.
describe("postMeta", () => {
  it("titles the page with the post title plus the company, for the page and its previews", () => {
    const meta = postMeta(post, testSite);
    expect(meta).toContainEqual({ title: "AI Twins vs. Chatbots | Testco" });
    expect(meta).toContainEqual({ property: "og:title", content: "AI Twins vs. Chatbots | Testco" });
    expect(meta).toContainEqual({ name: "twitter:title", content: "AI Twins vs. Chatbots | Testco" });
  });

  it("carries description, keywords, author and robots index/follow (spec: blog post meta tags)", () => {
    const meta = postMeta(post, testSite);
    expect(meta).toEqual(
      expect.arrayContaining([
        { name: "description", content: "Chatbot or AI twin?" },
        { name: "keywords", content: "AI twin, chatbot" },
        { name: "author", content: "Pat Founder" },
        { name: "robots", content: "index, follow" },
        { tagName: "link", rel: "canonical", href: "https://www.example.com/blog/post/ai-twins-vs-chatbots" },
      ]),
    );
  });

  it("describes the post as an article for social sharing", () => {
    const meta = postMeta(post, testSite);
    expect(meta).toEqual(
      expect.arrayContaining([
        { property: "og:type", content: "article" },
        { property: "og:description", content: "Chatbot or AI twin?" },
        { property: "og:url", content: "https://www.example.com/blog/post/ai-twins-vs-chatbots" },
        { property: "og:site_name", content: "Testco" },
        { property: "article:published_time", content: "2025-06-24T12:00:00Z" },
        { property: "article:author", content: "Pat Founder" },
        { property: "article:section", content: "Technology" },
        { name: "twitter:card", content: "summary" },
        { name: "twitter:description", content: "Chatbot or AI twin?" },
      ]),
    );
  });

  it("adds BlogPosting structured data", () => {
    const meta = postMeta(post, testSite);
    expect(meta).toContainEqual({
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: "AI Twins vs. Chatbots",
        description: "Chatbot or AI twin?",
        datePublished: "2025-06-24T12:00:00Z",
        dateModified: "2025-06-24T12:00:00Z",
        author: { "@type": "Person", name: "Pat Founder", jobTitle: "Founder & CEO" },
        publisher: { "@type": "Organization", name: "Testco", url: "https://www.example.com" },
        mainEntityOfPage: { "@type": "WebPage", "@id": "https://www.example.com/blog/post/ai-twins-vs-chatbots" },
        keywords: "AI twin, chatbot",
        articleSection: "Technology",
        timeRequired: "PT5M",
      },
    });
  });

  it("leaves company fields empty, not undefined, without site data", () => {
    const bare = postMeta(post, undefined);
    expect(bare).toContainEqual({ title: "AI Twins vs. Chatbots" });
    expect(bare).toContainEqual({ property: "og:site_name", content: "" });
    const ld = bare.find((m) => "script:ld+json" in m) as { "script:ld+json": { publisher: unknown } };
    expect(ld["script:ld+json"].publisher).toEqual({ "@type": "Organization", name: "", url: "" });
  });
});

describe("categoryMeta", () => {
  const category: BlogCategoryPage = {
    slug: "case-studies",
    title: "Case Studies",
    intro: "Write-ups.",
    topics: ["Numbers"],
    known: true,
    posts: [],
  };

  it("titles, describes and indexes a known category, with its canonical address", () => {
    expect(categoryMeta(category, testSite)).toEqual([
      { title: "Case Studies | Blog | Testco" },
      { name: "description", content: "Write-ups." },
      { name: "robots", content: "index, follow" },
      { tagName: "link", rel: "canonical", href: "https://www.example.com/blog/category/case-studies" },
    ]);
  });

  it("keeps an unknown category slug out of search results", () => {
    const meta = categoryMeta({ ...category, slug: "anything", known: false }, undefined);
    expect(meta).toContainEqual({ name: "robots", content: "noindex" });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "/blog/category/anything" });
    expect(meta).toContainEqual({ title: "Case Studies | Blog" });
  });
});

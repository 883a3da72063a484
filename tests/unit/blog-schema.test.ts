import { describe, expect, it } from "vitest";
import { blogCategoriesSchema, blogPostMetaSchema, chipSlug } from "../../src/shared/blog.ts";

const post = {
  slug: "ai-twins-vs-chatbots",
  title: "AI Twins vs. Chatbots",
  excerpt: "How to choose.",
  date: "2025-06-24",
  readTime: 5,
  category: "Technology",
  author: "{founder}",
  seo: { description: "Chatbot or AI twin?", keywords: ["AI twin"] },
  related: ["{name}-ai-twin-case-study"],
};

const ok = (patch: object) => blogPostMetaSchema.safeParse({ ...post, ...patch }).success;
const okSeo = (patch: object) => ok({ seo: { ...post.seo, ...patch } });

describe("blog post metadata", () => {
  it("accepts a well-formed post and trims its texts", () => {
    const parsed = blogPostMetaSchema.parse({ ...post, title: "  AI Twins  " });
    expect(parsed.title).toBe("AI Twins");
    expect(parsed.category).toBe("Technology");
  });

  it("takes one of the four chip categories (spec: AI Integration, Business Strategy, Technology, Case Studies)", () => {
    for (const category of ["AI Integration", "Business Strategy", "Technology", "Case Studies"]) {
      expect(ok({ category }), category).toBe(true);
    }
    expect(ok({ category: "All" })).toBe(false);
    expect(ok({ category: "" })).toBe(false);
  });

  it("takes lowercase hyphenated slugs, placeholders allowed", () => {
    expect(ok({ slug: "how-to-add-ai-to-your-website" })).toBe(true);
    expect(ok({ slug: "{name}-ai-twin-case-study" })).toBe(true);
    expect(ok({ slug: "a1" })).toBe(true);
    for (const slug of ["", "Upper-case", "double--hyphen", "-leading", "trailing-", "with space", "x/y"]) {
      expect(ok({ slug }), slug).toBe(false);
    }
  });

  it("refuses empty or whitespace-only texts", () => {
    for (const field of ["title", "excerpt", "author"]) {
      expect(ok({ [field]: "   " }), field).toBe(false);
      expect(ok({ [field]: "" }), field).toBe(false);
    }
    expect(okSeo({ description: "  " })).toBe(false);
    expect(okSeo({ keywords: [" "] })).toBe(false);
  });

  it("limits texts: title 140, excerpt 300, author 80, description 200, keyword 60 characters", () => {
    const limits: [string, number][] = [
      ["title", 140],
      ["excerpt", 300],
      ["author", 80],
    ];
    for (const [field, max] of limits) {
      expect(ok({ [field]: "x".repeat(max) }), field).toBe(true);
      expect(ok({ [field]: "x".repeat(max + 1) }), field).toBe(false);
      // Surrounding spaces do not count.
      expect(ok({ [field]: ` ${"x".repeat(max)} ` }), field).toBe(true);
    }
    expect(okSeo({ description: "d".repeat(200) })).toBe(true);
    expect(okSeo({ description: "d".repeat(201) })).toBe(false);
    expect(okSeo({ keywords: ["k".repeat(60)] })).toBe(true);
    expect(okSeo({ keywords: ["k".repeat(61)] })).toBe(false);
  });

  it("dates posts as YYYY-MM-DD", () => {
    expect(ok({ date: "2025-06-24" })).toBe(true);
    for (const date of ["2025-6-24", "24-06-2025", "2025-06-24T12:00:00Z", "x2025-06-24", "2025/06/24"]) {
      expect(ok({ date }), date).toBe(false);
    }
    const result = blogPostMetaSchema.safeParse({ ...post, date: "June 24" });
    expect(result.error?.issues[0]?.message).toBe("must be YYYY-MM-DD");
  });

  it("takes a read time of 1 to 30 whole minutes", () => {
    for (const readTime of [1, 4, 7, 30]) expect(ok({ readTime }), String(readTime)).toBe(true);
    for (const readTime of [0, 31, 4.5, -1]) expect(ok({ readTime }), String(readTime)).toBe(false);
  });

  it("takes 1 to 12 keywords and up to 4 related posts", () => {
    expect(okSeo({ keywords: [] })).toBe(false);
    expect(okSeo({ keywords: Array.from({ length: 12 }, (_, i) => `k${i}`) })).toBe(true);
    expect(okSeo({ keywords: Array.from({ length: 13 }, (_, i) => `k${i}`) })).toBe(false);
    expect(ok({ related: [] })).toBe(true);
    expect(ok({ related: ["a", "b", "c", "d"] })).toBe(true);
    expect(ok({ related: ["a", "b", "c", "d", "e"] })).toBe(false);
  });

  it("refuses unknown fields, in the post and in its seo block", () => {
    expect(ok({ tags: ["x"] })).toBe(false);
    expect(okSeo({ url: "https://example.com" })).toBe(false);
  });
});

describe("blog categories file", () => {
  const category = {
    slug: "case-studies",
    title: "Case Studies",
    chip: "Case Studies",
    intro: "Write-ups.",
    topics: ["Numbers"],
  };
  const fallback = { title: "Coming Soon", intro: "Soon.", topics: ["More"] };
  const okCat = (patch: object) =>
    blogCategoriesSchema.safeParse({ categories: [{ ...category, ...patch }], fallback }).success;
  const okFallback = (patch: object) =>
    blogCategoriesSchema.safeParse({ categories: [], fallback: { ...fallback, ...patch } }).success;

  it("accepts categories with or without a chip", () => {
    expect(okCat({})).toBe(true);
    const { chip: _chip, ...noChip } = category;
    expect(blogCategoriesSchema.safeParse({ categories: [noChip], fallback }).success).toBe(true);
    expect(okCat({ chip: "Guides" })).toBe(false);
  });

  it("checks slugs without placeholders, texts and 1 to 8 topics", () => {
    expect(okCat({ slug: "ai-integration-guide" })).toBe(true);
    for (const slug of ["{name}-study", "Case", "a--b", "-a", ""]) expect(okCat({ slug }), slug).toBe(false);
    expect(okCat({ title: "t".repeat(80) })).toBe(true);
    expect(okCat({ title: "t".repeat(81) })).toBe(false);
    expect(okCat({ title: " " })).toBe(false);
    expect(okCat({ intro: "i".repeat(300) })).toBe(true);
    expect(okCat({ intro: "i".repeat(301) })).toBe(false);
    expect(okCat({ topics: [] })).toBe(false);
    expect(okCat({ topics: Array.from({ length: 8 }, () => "t") })).toBe(true);
    expect(okCat({ topics: Array.from({ length: 9 }, () => "t") })).toBe(false);
    expect(okCat({ topics: ["t".repeat(160)] })).toBe(true);
    expect(okCat({ topics: ["t".repeat(161)] })).toBe(false);
    expect(okCat({ extra: 1 })).toBe(false);
  });

  it("checks the fallback page the same way", () => {
    expect(okFallback({ title: "t".repeat(80) })).toBe(true);
    expect(okFallback({ title: "t".repeat(81) })).toBe(false);
    expect(okFallback({ intro: "i".repeat(300) })).toBe(true);
    expect(okFallback({ intro: "i".repeat(301) })).toBe(false);
    expect(okFallback({ topics: [] })).toBe(false);
    expect(okFallback({ topics: Array.from({ length: 8 }, () => "t") })).toBe(true);
    expect(okFallback({ topics: Array.from({ length: 9 }, () => "t") })).toBe(false);
    expect(okFallback({ topics: ["t".repeat(161)] })).toBe(false);
    expect(okFallback({ slug: "x" })).toBe(false);
  });
});

describe("chipSlug", () => {
  it("turns a chip's name into its query value", () => {
    expect(chipSlug("AI Integration")).toBe("ai-integration");
    expect(chipSlug("Business Strategy")).toBe("business-strategy");
    expect(chipSlug("Case Studies")).toBe("case-studies");
    expect(chipSlug("Technology")).toBe("technology");
  });

  it("joins any run of other characters into one hyphen", () => {
    expect(chipSlug("Tips & Tricks 2025")).toBe("tips-tricks-2025");
  });
});

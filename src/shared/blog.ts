import { z } from "zod";

const text = (max: number) => z.string().trim().min(1).max(max);

/** The chips on the blog index; each post belongs to one. */
export const BLOG_CHIP_CATEGORIES = ["AI Integration", "Business Strategy", "Technology", "Case Studies"] as const;
export type BlogChipCategory = (typeof BLOG_CHIP_CATEGORIES)[number];

/** content/blog/<slug>.json; the body is the Markdown file beside it. */
export const blogPostMetaSchema = z.strictObject({
  slug: z.string().regex(/^[a-z0-9{}]+(?:-[a-z0-9{}]+)*$/),
  title: text(140),
  excerpt: text(300),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be YYYY-MM-DD"),
  readTime: z.number().int().min(1).max(30),
  category: z.enum(BLOG_CHIP_CATEGORIES),
  author: text(80),
  seo: z.strictObject({ description: text(200), keywords: z.array(text(60)).min(1).max(12) }),
  related: z.array(z.string()).max(4),
});
export type BlogPostMeta = z.infer<typeof blogPostMetaSchema>;

export const blogCategoriesSchema = z.strictObject({
  categories: z.array(
    z.strictObject({
      slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
      title: text(80),
      /** The posts' category this page lists, once any is published; else it says Coming Soon. */
      chip: z.enum(BLOG_CHIP_CATEGORIES).optional(),
      intro: text(300),
      topics: z.array(text(160)).min(1).max(8),
    }),
  ),
  fallback: z.strictObject({ title: text(80), intro: text(300), topics: z.array(text(160)).min(1).max(8) }),
});
export type BlogCategories = z.infer<typeof blogCategoriesSchema>;

export interface BlogAuthor {
  name: string;
  title: string;
  bio: string;
}

/** A post as pages render it: placeholders filled in, body already HTML. */
export interface BlogPostSummary {
  slug: string;
  title: string;
  excerpt: string;
  date: string;
  readTime: number;
  category: BlogChipCategory;
}

export interface BlogPost extends BlogPostSummary {
  author: BlogAuthor;
  seo: { description: string; keywords: string[]; url: string; publishedTime: string };
  html: string;
  related: BlogPostSummary[];
}

export interface BlogCategoryPage {
  slug: string;
  title: string;
  intro: string;
  topics: string[];
  known: boolean;
  /** Published posts of this category, newest first; empty means 'Coming Soon'. */
  posts: BlogPostSummary[];
}

export interface LegalDocument {
  kind: "terms" | "privacy";
  title: string;
  effectiveDate: string;
  html: string;
}

/** "AI Integration" -> "ai-integration": the chip's query value. */
export function chipSlug(category: string): string {
  return category.toLowerCase().replace(/[^a-z0-9]+/g, "-");
}

import {
  BLOG_CHIP_CATEGORIES,
  chipSlug,
  type BlogCategoryPage,
  type BlogPost,
  type BlogPostSummary,
} from "../../../shared/blog.ts";
import type { BlogContent } from "./blog.content.ts";

/** The blog is content, loaded once at start; these are its read rules. */
export function createBlogService(content: BlogContent) {
  const bySlug = new Map(content.posts.map((p) => [p.slug, p]));
  const summary = ({ slug, title, excerpt, date, readTime, category }: BlogPost): BlogPostSummary => ({
    slug,
    title,
    excerpt,
    date,
    readTime,
    category,
  });

  /** Newest first; `chip` is a chip's slug ("technology") or null for All. */
  function list(chip: string | null): BlogPostSummary[] {
    return content.posts.filter((p) => !chip || chipSlug(p.category) === chip).map(summary);
  }

  function getCategory(slug: string): BlogCategoryPage {
    const known = content.categories.categories.find((c) => c.slug === slug);
    if (known) {
      const { chip, ...page } = known;
      return { ...page, known: true, posts: chip ? list(chipSlug(chip)) : [] };
    }
    return { slug, ...content.categories.fallback, known: false, posts: [] };
  }

  return {
    list,

    chips(): { label: string; slug: string }[] {
      return BLOG_CHIP_CATEGORIES.map((label) => ({ label, slug: chipSlug(label) }));
    },

    getPost(slug: string): BlogPost | null {
      return bySlug.get(slug) ?? null;
    },

    getCategory,

    /** `/blog/{slug}`: a post, else one of the category pages, else nothing (RESOLUTIONS §1). */
    resolve(slug: string): { kind: "post"; post: BlogPost } | { kind: "category"; category: BlogCategoryPage } | null {
      const post = bySlug.get(slug);
      if (post) return { kind: "post", post };
      const category = getCategory(slug);
      return category.known ? { kind: "category", category } : null;
    },
  };
}

export type BlogService = ReturnType<typeof createBlogService>;

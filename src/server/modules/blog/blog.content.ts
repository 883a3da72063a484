import fs from "node:fs";
import path from "node:path";
import {
  blogCategoriesSchema,
  blogPostMetaSchema,
  type BlogAuthor,
  type BlogCategories,
  type BlogPost,
  type BlogPostSummary,
} from "../../../shared/blog.ts";
import type { SiteConfig } from "../../../shared/site-config.ts";
import { ContentError, readJson } from "../content/content.loader.ts";
import { markdownToHtml } from "../content/markdown.ts";
import { fillPlaceholders, fillSlug } from "../content/placeholders.ts";

export interface BlogContent {
  /** Newest first. */
  posts: BlogPost[];
  categories: BlogCategories;
}

/** Reads content/blog/*.json + .md and content/blog-categories.json, fills placeholders, renders HTML. */
export function loadBlog(contentDir: string, site: SiteConfig): BlogContent {
  const dir = path.join(contentDir, "blog");
  const author: BlogAuthor = { name: site.founder.name, title: site.founder.title, bio: site.founder.bio };
  const metas = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => {
      const meta = readJson(path.join(dir, f), blogPostMetaSchema);
      const mdFile = path.join(dir, f.replace(/\.json$/, ".md"));
      if (!fs.existsSync(mdFile))
        throw new ContentError(`Blog post ${f} has no Markdown body ${path.basename(mdFile)}.`);
      return { meta, markdown: fs.readFileSync(mdFile, "utf8") };
    });

  const summaries = new Map<string, BlogPostSummary>();
  for (const { meta } of metas) {
    const slug = fillSlug(meta.slug, site);
    summaries.set(meta.slug, {
      slug,
      title: fillPlaceholders(meta.title, site),
      excerpt: fillPlaceholders(meta.excerpt, site),
      date: meta.date,
      readTime: meta.readTime,
      category: meta.category,
    });
  }

  const posts = metas.map(({ meta, markdown }): BlogPost => {
    const summary = summaries.get(meta.slug)!;
    const related = meta.related.map((r) => {
      const s = summaries.get(r);
      if (!s) throw new ContentError(`Blog post ${meta.slug} lists an unknown related post "${r}".`);
      return s;
    });
    return {
      ...summary,
      author,
      seo: {
        description: fillPlaceholders(meta.seo.description, site),
        keywords: meta.seo.keywords.map((k) => fillPlaceholders(k, site)),
        url: `${site.siteUrl}/blog/post/${summary.slug}`,
        publishedTime: `${meta.date}T09:00:00.000Z`,
      },
      html: markdownToHtml(fillPlaceholders(markdown, site)),
      related,
    };
  });
  posts.sort((a, b) => b.date.localeCompare(a.date));

  const categories = readJson(path.join(contentDir, "blog-categories.json"), blogCategoriesSchema);
  return { posts, categories };
}

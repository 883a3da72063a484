import type { MetaDescriptor } from "react-router";
import type { BlogCategoryPage } from "../../../shared/blog.ts";
import type { SiteConfig } from "../../../shared/site-config.ts";
import { pageTitle } from "../../lib/site.ts";

export function categoryMeta(category: BlogCategoryPage, site: SiteConfig | undefined): MetaDescriptor[] {
  return [
    { title: pageTitle(`${category.title} | Blog`, site) },
    { name: "description", content: category.intro },
    // Unknown category slugs render the generic page; keep them out of search results.
    { name: "robots", content: category.known ? "index, follow" : "noindex" },
    { tagName: "link", rel: "canonical", href: `${site?.siteUrl ?? ""}/blog/category/${category.slug}` },
  ];
}

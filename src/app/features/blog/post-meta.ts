import type { MetaDescriptor } from "react-router";
import type { BlogPost } from "../../../shared/blog.ts";
import type { SiteConfig } from "../../../shared/site-config.ts";
import { pageTitle } from "../../lib/site.ts";

/** Everything crawlers and link previews read for a post, identical at both of its addresses. */
export function postMeta(post: BlogPost, site: SiteConfig | undefined): MetaDescriptor[] {
  const title = pageTitle(post.title, site);
  return [
    { title },
    { name: "description", content: post.seo.description },
    { name: "keywords", content: post.seo.keywords.join(", ") },
    { name: "author", content: post.author.name },
    { name: "robots", content: "index, follow" },
    { tagName: "link", rel: "canonical", href: post.seo.url },
    { property: "og:type", content: "article" },
    { property: "og:title", content: title },
    { property: "og:description", content: post.seo.description },
    { property: "og:url", content: post.seo.url },
    { property: "og:site_name", content: site?.companyName ?? "" },
    { property: "article:published_time", content: post.seo.publishedTime },
    { property: "article:author", content: post.author.name },
    { property: "article:section", content: post.category },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: post.seo.description },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: post.title,
        description: post.seo.description,
        datePublished: post.seo.publishedTime,
        dateModified: post.seo.publishedTime,
        author: { "@type": "Person", name: post.author.name, jobTitle: post.author.title },
        publisher: { "@type": "Organization", name: site?.companyName ?? "", url: site?.siteUrl ?? "" },
        mainEntityOfPage: { "@type": "WebPage", "@id": post.seo.url },
        keywords: post.seo.keywords.join(", "),
        articleSection: post.category,
        timeRequired: `PT${post.readTime}M`,
      },
    },
  ];
}

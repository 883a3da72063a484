import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadBlog } from "../../src/server/modules/blog/blog.content.ts";
import { createBlogService } from "../../src/server/modules/blog/blog.service.ts";
import { ContentError } from "../../src/server/modules/content/content.loader.ts";
import { testSite } from "../fixtures/site.ts";

const categories = {
  categories: [
    { slug: "case-studies", title: "Case Studies", chip: "Case Studies", intro: "Write-ups.", topics: ["Numbers"] },
    { slug: "tutorials", title: "Tutorials", intro: "How-tos.", topics: ["Steps"] },
  ],
  fallback: { title: "More Content Coming Soon", intro: "Soon.", topics: ["More"] },
};

function meta(slug: string, patch: object = {}) {
  return {
    slug,
    title: `Title of ${slug}`,
    excerpt: "An excerpt.",
    date: "2025-01-01",
    readTime: 5,
    category: "Technology",
    author: "{founder}",
    seo: { description: "About {product}.", keywords: ["{product} AI"] },
    related: [],
    ...patch,
  };
}

const dirs: string[] = [];
function contentDir(posts: Record<string, { meta: object; md?: string }>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "blog-content-"));
  dirs.push(dir);
  fs.mkdirSync(path.join(dir, "blog"));
  for (const [file, { meta: m, md }] of Object.entries(posts)) {
    fs.writeFileSync(path.join(dir, "blog", `${file}.json`), JSON.stringify(m));
    if (md !== undefined) fs.writeFileSync(path.join(dir, "blog", `${file}.md`), md);
  }
  fs.writeFileSync(path.join(dir, "blog", "notes.txt"), "not a post");
  fs.writeFileSync(path.join(dir, "blog-categories.json"), JSON.stringify(categories));
  return dir;
}

afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe("loadBlog", () => {
  it("fills placeholders in slugs, texts, keywords and bodies, and names the founder as author", () => {
    const dir = contentDir({
      "{name}-case": {
        meta: meta("{name}-case", { title: "{name} at {product}", excerpt: "Mail {email} or call {phone}." }),
        md: "# Hi {name}\n\nWritten by {founder} for {product}.",
      },
    });
    const [post] = loadBlog(dir, testSite).posts;
    expect(post!.slug).toBe("sam-case");
    expect(post!.title).toBe("Sam at Testco");
    expect(post!.excerpt).toBe("Mail hello@example.com or call (512) 555-0100.");
    expect(post!.seo).toEqual({
      description: "About Testco.",
      keywords: ["Testco AI"],
      url: "https://www.example.com/blog/post/sam-case",
      publishedTime: "2025-01-01T09:00:00.000Z",
    });
    expect(post!.author).toEqual({ name: "Pat Founder", title: "Founder & CEO", bio: "Pat runs Testco." });
    expect(post!.html).toContain("<h1>Hi Sam</h1>");
    expect(post!.html).toContain("<p>Written by Pat Founder for Testco.</p>");
  });

  it("orders posts newest first and resolves related posts to their summaries", () => {
    const dir = contentDir({
      a: { meta: meta("a", { date: "2025-03-01", related: ["c", "b"] }), md: "A" },
      b: { meta: meta("b", { date: "2025-05-01", category: "Case Studies", readTime: 7 }), md: "B" },
      c: { meta: meta("c", { date: "2024-12-31" }), md: "C" },
    });
    const { posts } = loadBlog(dir, testSite);
    expect(posts.map((p) => p.slug)).toEqual(["b", "a", "c"]);
    expect(posts[1]!.related).toEqual([
      {
        slug: "c",
        title: "Title of c",
        excerpt: "An excerpt.",
        date: "2024-12-31",
        readTime: 5,
        category: "Technology",
      },
      {
        slug: "b",
        title: "Title of b",
        excerpt: "An excerpt.",
        date: "2025-05-01",
        readTime: 7,
        category: "Case Studies",
      },
    ]);
  });

  it("keeps posts of the same day in file-name order", () => {
    const names = ["m", "c", "x", "a", "q", "f", "z", "b"];
    const dir = contentDir(Object.fromEntries(names.map((n) => [n, { meta: meta(n, { date: "2025-02-02" }), md: n }])));
    expect(loadBlog(dir, testSite).posts.map((p) => p.slug)).toEqual([...names].sort());
  });

  it("escapes raw HTML in a body instead of passing it through", () => {
    const dir = contentDir({ x: { meta: meta("x"), md: "Hello\n\n<script>alert('&')</script>\n" } });
    const html = loadBlog(dir, testSite).posts[0]!.html;
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;alert('&amp;')&lt;/script&gt;");
  });

  it("refuses a post without its Markdown body, naming both files", () => {
    const dir = contentDir({ lonely: { meta: meta("lonely") } });
    expect(() => loadBlog(dir, testSite)).toThrow(ContentError);
    expect(() => loadBlog(dir, testSite)).toThrow("Blog post lonely.json has no Markdown body lonely.md.");
  });

  it("refuses an unknown related post, naming it", () => {
    const dir = contentDir({ a: { meta: meta("a", { related: ["ghost"] }), md: "A" } });
    expect(() => loadBlog(dir, testSite)).toThrow('Blog post a lists an unknown related post "ghost".');
  });
});

describe("blog service", () => {
  function service() {
    const dir = contentDir({
      a: { meta: meta("a", { date: "2025-03-01", category: "AI Integration" }), md: "A" },
      b: { meta: meta("b", { date: "2025-05-01", category: "Case Studies" }), md: "B" },
      c: { meta: meta("c", { date: "2024-12-31", category: "AI Integration" }), md: "C" },
    });
    return createBlogService(loadBlog(dir, testSite));
  }

  it("lists summaries newest first, all of them or one chip's", () => {
    const blog = service();
    expect(blog.list(null).map((p) => p.slug)).toEqual(["b", "a", "c"]);
    expect(blog.list("ai-integration").map((p) => p.slug)).toEqual(["a", "c"]);
    expect(blog.list("technology")).toEqual([]);
    expect(Object.keys(blog.list(null)[0]!).sort()).toEqual(
      ["category", "date", "excerpt", "readTime", "slug", "title"].sort(),
    );
  });

  it("offers the four chips with their query values", () => {
    expect(service().chips()).toEqual([
      { label: "AI Integration", slug: "ai-integration" },
      { label: "Business Strategy", slug: "business-strategy" },
      { label: "Technology", slug: "technology" },
      { label: "Case Studies", slug: "case-studies" },
    ]);
  });

  it("finds a post by slug, or nothing", () => {
    const blog = service();
    expect(blog.getPost("a")?.title).toBe("Title of a");
    expect(blog.getPost("zzz")).toBeNull();
  });

  it("gives category pages their chip's posts, none without a chip, and the fallback for unknown slugs", () => {
    const blog = service();
    expect(blog.getCategory("case-studies")).toMatchObject({ title: "Case Studies", known: true });
    expect(blog.getCategory("case-studies").posts.map((p) => p.slug)).toEqual(["b"]);
    expect(blog.getCategory("case-studies")).not.toHaveProperty("chip");
    expect(blog.getCategory("tutorials")).toEqual({
      slug: "tutorials",
      title: "Tutorials",
      intro: "How-tos.",
      topics: ["Steps"],
      known: true,
      posts: [],
    });
    expect(blog.getCategory("nope")).toEqual({
      slug: "nope",
      title: "More Content Coming Soon",
      intro: "Soon.",
      topics: ["More"],
      known: false,
      posts: [],
    });
  });

  it("resolves /blog/{slug} to a post, else a known category, else nothing", () => {
    const blog = service();
    expect(blog.resolve("a")).toMatchObject({ kind: "post", post: { slug: "a" } });
    expect(blog.resolve("tutorials")).toMatchObject({ kind: "category", category: { slug: "tutorials" } });
    expect(blog.resolve("nope")).toBeNull();
  });
});

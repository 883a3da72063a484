import { describe, expect, it } from "vitest";
import { loadBlog } from "../../src/server/modules/blog/blog.content.ts";
import { createBlogService } from "../../src/server/modules/blog/blog.service.ts";
import { loadContent } from "../../src/server/modules/content/content.loader.ts";

describe("blog category pages", () => {
  const content = loadContent("content");
  const blog = createBlogService(loadBlog("content", content.site));

  it("list the published posts of their category (Case Studies has the case study)", () => {
    const page = blog.getCategory("case-studies");
    expect(page.title).toBe("Case Studies");
    expect(page.posts.map((p) => p.slug)).toEqual(["maya-ai-twin-case-study"]);
    expect(page.posts.every((p) => p.category === "Case Studies")).toBe(true);
  });

  it("keep 'Coming Soon' (no posts) for categories nothing is published in", () => {
    for (const slug of ["success-stories", "tutorials", "guides", "anything-else"]) {
      expect(blog.getCategory(slug).posts).toEqual([]);
    }
  });
});

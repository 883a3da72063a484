import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Business, BusinessVideo } from "../../src/shared/business.ts";
import { buildTestApp, type TestApp } from "../helpers/build-app.ts";
import { dbTargets } from "../helpers/test-db.ts";

describe.each(dbTargets())("businesses API on $name", (target) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(target);
  });
  afterEach(async () => {
    await t.close();
  });

  const get = (url: string) => t.app.inject({ method: "GET", url });

  async function bySlug(slug: string): Promise<Business> {
    const res = await get(`/api/businesses/slug/${slug}`);
    expect(res.statusCode).toBe(200);
    return res.json<Business>();
  }

  it("lists every seeded business in display order with the spec's fields", async () => {
    const res = await get("/api/businesses");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/application\/json/);
    expect(res.headers["cache-control"]).toMatch(/max-age=\d+/);
    const list = res.json<Business[]>();
    expect(list).toHaveLength(20);
    expect(list.map((b) => b.sortOrder)).toEqual([...list.map((b) => b.sortOrder)].sort((a, b) => a - b));
    const subs = list.find((b) => b.slug === "the-subs-ai")!;
    expect(subs).toMatchObject({ name: "The Subs AI", status: "live", category: "business", hiddenFromGrid: false });
    expect(subs.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(subs.websiteUrl).toMatch(/^https:\/\//);
    expect(subs.posterSrc).toBe("/media/posters/the-subs-ai.svg");
    expect(Date.parse(subs.createdAt)).not.toBeNaN();
    // Hidden ventures stay in the API; only the grid leaves them out.
    expect(list.find((b) => b.name === "Neural Fashion")?.hiddenFromGrid).toBe(true);
    expect(list.find((b) => b.name === "SmartCity Navigator")?.hiddenFromGrid).toBe(true);
    // {product} in content became the company's slug base.
    expect(list.some((b) => b.slug === "domu-families" && b.name === "Domu AI Families")).toBe(true);
  });

  it("has several businesses of every status", async () => {
    const list = (await get("/api/businesses")).json<Business[]>();
    for (const status of ["live", "beta", "testing", "comingsoon"]) {
      expect(list.filter((b) => b.status === status).length, status).toBeGreaterThanOrEqual(2);
    }
  });

  it("finds a business by slug and by alias", async () => {
    const subs = await bySlug("the-subs-ai");
    expect(subs.name).toBe("The Subs AI");
    expect((await bySlug("subs-ai")).id).toBe(subs.id);
    expect((await bySlug("day-o")).slug).toBe("dayo");
  });

  it("answers 404 JSON for an unknown slug and 400 for a malformed one", async () => {
    const missing = await get("/api/businesses/slug/no-such-business");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: "No business matches that slug." });
    expect(missing.headers["cache-control"]).toBe("no-store");

    const bad = await get("/api/businesses/slug/Not_A%20Slug");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/slug is not valid/);
  });

  it("lists a live business's videos with exactly one main video first", async () => {
    const subs = await bySlug("the-subs-ai");
    const res = await get(`/api/businesses/${subs.id}/videos`);
    expect(res.statusCode).toBe(200);
    const videos = res.json<BusinessVideo[]>();
    expect(videos.length).toBeGreaterThanOrEqual(1);
    expect(videos.length).toBeLessThanOrEqual(3);
    expect(videos.filter((v) => v.isMain)).toHaveLength(1);
    for (const v of videos) {
      expect(Object.keys(v).sort()).toEqual(["description", "id", "isMain", "poster", "src", "srcWebm", "title"]);
      expect(v.src).toMatch(/^\/media\/videos\/.+\.mp4$/);
    }
  });

  it("gives a business that is not live an empty video list", async () => {
    const radio = await bySlug("herbcore-radio");
    const res = await get(`/api/businesses/${radio.id}/videos`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it("returns details with fullDescription", async () => {
    const subs = await bySlug("the-subs-ai");
    const res = await get(`/api/businesses/${subs.id}/details`);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ fullDescription: string }>();
    expect(Object.keys(body)).toEqual(["fullDescription"]);
    expect(body.fullDescription.length).toBeGreaterThan(subs.description.length);
  });

  it("answers 400 for malformed ids and 404 for unknown ones on every id endpoint", async () => {
    for (const suffix of ["/videos", "/details", ""]) {
      const bad = await get(`/api/businesses/not-a-uuid${suffix}`);
      expect(bad.statusCode, `bad ${suffix}`).toBe(400);
      expect(bad.json()).toEqual({ error: "The business id is not valid: it must be a UUID." });

      const unknown = await get(`/api/businesses/00000000-0000-4000-8000-000000000000${suffix}`);
      expect(unknown.statusCode, `unknown ${suffix}`).toBe(404);
      expect(unknown.json()).toEqual({ error: "No business matches that id." });
    }
  });

  it("answers unknown API paths with 404 JSON, not a page", async () => {
    const res = await get("/api/nothing-here");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: "There is no API endpoint at this address." });
  });

  it("reports health", async () => {
    const res = await get("/healthz");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
  });

  it("sends security headers", async () => {
    const res = await get("/api/businesses");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
  });
});

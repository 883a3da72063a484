import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createDb, type DbHandle } from "../../src/server/db/create-db.ts";
import { migrateToLatest } from "../../src/server/db/migrate.ts";
import { seedContent } from "../../src/server/db/seed.ts";
import { loadContent, type SiteContent } from "../../src/server/modules/content/content.loader.ts";
import { dbTargets, type TestDatabase } from "../helpers/test-db.ts";

describe.each(dbTargets())("seeding on $name", (target) => {
  let tdb: TestDatabase;
  let handle: DbHandle;
  let content: SiteContent;

  beforeEach(async () => {
    tdb = await target.create();
    handle = createDb(tdb.database);
    await migrateToLatest(handle.db);
    content = loadContent("content");
  });
  afterEach(async () => {
    await handle.close();
    await tdb.drop();
  });

  const snapshot = async () => ({
    businesses: await handle.db.selectFrom("businesses").selectAll().orderBy("slug").execute(),
    videos: await handle.db.selectFrom("businessVideos").selectAll().orderBy("id").execute(),
    aliases: await handle.db.selectFrom("businessAliases").selectAll().orderBy("alias").execute(),
  });

  it("is idempotent: a second run with the same content writes nothing", async () => {
    const first = await seedContent(handle, content, new Date("2025-07-01T00:00:00Z"));
    expect(first).toMatchObject({ changed: true, inserted: 20, updated: 0, removed: 0 });
    const before = await snapshot();
    const second = await seedContent(handle, content, new Date("2025-08-01T00:00:00Z"));
    expect(second.changed).toBe(false);
    expect(await snapshot()).toEqual(before);
  });

  it("re-applies changed content, keeping ids and createdAt and moving updatedAt only where changed", async () => {
    await seedContent(handle, content, new Date("2025-07-01T00:00:00Z"));
    const before = await snapshot();
    const edited: SiteContent = {
      ...content,
      businesses: content.businesses
        .filter((b) => b.slug !== "my-movie-ai")
        .map((b) => (b.slug === "rapid-q" ? { ...b, description: "A faster front desk." } : b)),
    };
    const result = await seedContent(handle, edited, new Date("2025-08-01T00:00:00Z"));
    expect(result).toMatchObject({ changed: true, inserted: 0, updated: 1, removed: 1 });
    const after = await snapshot();
    const rapidBefore = before.businesses.find((b) => b.slug === "rapid-q")!;
    const rapidAfter = after.businesses.find((b) => b.slug === "rapid-q")!;
    expect(rapidAfter.id).toBe(rapidBefore.id);
    expect(rapidAfter.createdAt).toBe(rapidBefore.createdAt);
    expect(rapidAfter.updatedAt).toBe("2025-08-01T00:00:00.000Z");
    expect(rapidAfter.description).toBe("A faster front desk.");
    const subsAfter = after.businesses.find((b) => b.slug === "the-subs-ai")!;
    expect(subsAfter.updatedAt).toBe("2025-07-01T00:00:00.000Z");
    expect(after.businesses.some((b) => b.slug === "my-movie-ai")).toBe(false);
    expect(after.videos).toEqual(before.videos);
  });
});

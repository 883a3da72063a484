import { afterEach, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../helpers/build-app.ts";
import { dbTargets } from "../helpers/test-db.ts";

describe.each(dbTargets())("a stored business without a status on $name", (target) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
  });

  it("is 'comingsoon' (spec §4), in the database and in the API's answer", async () => {
    t = await buildTestApp(target);
    const now = new Date().toISOString();
    await t.app.services.db.db
      .insertInto("businesses")
      .values({
        id: "00000000-0000-4000-8000-00000000abcd",
        slug: "status-less-venture",
        name: "Status-less Venture",
        description: "Inserted without a status.",
        posterSrc: "/media/posters/status-less-venture.svg",
        category: "business",
        createdAt: now,
        updatedAt: now,
      } as never)
      .execute();
    const row = await t.app.services.db.db
      .selectFrom("businesses")
      .select("status")
      .where("slug", "=", "status-less-venture")
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("comingsoon");
    const res = await t.app.inject({ method: "GET", url: "/api/businesses/slug/status-less-venture" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "comingsoon" });
  });
});

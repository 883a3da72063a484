import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { migrateToLatest, migrateUpTo } from "../../src/server/db/migrate.ts";
import { freshHandleEachTest } from "../helpers/db-handles.ts";
import { dbTargets } from "../helpers/test-db.ts";

/** Migration 003 on data written by the old code: one lead per e-mail per form, merged messages. */
describe.each(dbTargets())("migration 003 (lead submissions) on $name", (target) => {
  const fresh = freshHandleEachTest(target);

  it("turns each old row into a submission and each e-mail into one person, the earliest", async () => {
    await migrateUpTo(fresh.handle.db, "002-leads");
    const old = [
      [
        "a1",
        "Grace",
        "Grace@Example.com",
        "grace@example.com",
        "ventures-contact",
        "First\n\n---\n\nSecond",
        "2026-01-01T10:00:00.000Z",
        "2026-01-03T10:00:00.000Z",
      ],
      [
        "a2",
        "Grace H.",
        "grace@example.com",
        "grace@example.com",
        "launch-notice-dayo",
        null,
        "2026-01-02T10:00:00.000Z",
        "2026-01-02T10:00:00.000Z",
      ],
      [
        "b1",
        null,
        "ada@example.com",
        "ada@example.com",
        "blog-updates",
        null,
        "2026-01-05T10:00:00.000Z",
        "2026-01-05T10:00:00.000Z",
      ],
    ] as const;
    for (const r of old) {
      await sql`insert into leads (id, name, email, email_key, service_type, message, created_at, updated_at)
        values (${r[0]}, ${r[1]}, ${r[2]}, ${r[3]}, ${r[4]}, ${r[5]}, ${r[6]}, ${r[7]})`.execute(fresh.handle.db);
    }

    expect(await migrateToLatest(fresh.handle.db)).toEqual([
      "003-lead-submissions",
      "004-chat-logs",
      "005-admin-auth",
      "006-invitation-codes",
      "007-investor-codes",
      "008-grants-and-chat-scope",
      "009-contact-request-status",
      "010-lead-phone",
      "011-console-dashboard",
      "012-source-page",
    ]);

    const people = await fresh.handle.db.selectFrom("leads").selectAll().orderBy("createdAt").execute();
    expect(people).toEqual([
      {
        id: "a1",
        name: "Grace",
        email: "Grace@Example.com",
        emailKey: "grace@example.com",
        phone: null,
        createdAt: "2026-01-01T10:00:00.000Z",
        updatedAt: "2026-01-03T10:00:00.000Z",
      },
      {
        id: "b1",
        name: null,
        email: "ada@example.com",
        emailKey: "ada@example.com",
        phone: null,
        createdAt: "2026-01-05T10:00:00.000Z",
        updatedAt: "2026-01-05T10:00:00.000Z",
      },
    ]);
    const submissions = await fresh.handle.db.selectFrom("leadSubmissions").selectAll().orderBy("createdAt").execute();
    expect(submissions).toEqual([
      {
        id: "a1",
        leadId: "a1",
        serviceType: "ventures-contact",
        name: "Grace",
        message: "First\n\n---\n\nSecond",
        createdAt: "2026-01-01T10:00:00.000Z",
        conversationId: null,
        page: null,
      },
      {
        id: "a2",
        leadId: "a1",
        serviceType: "launch-notice-dayo",
        name: "Grace H.",
        message: null,
        createdAt: "2026-01-02T10:00:00.000Z",
        conversationId: null,
        page: null,
      },
      {
        id: "b1",
        leadId: "b1",
        serviceType: "blog-updates",
        name: null,
        message: null,
        createdAt: "2026-01-05T10:00:00.000Z",
        conversationId: null,
        page: null,
      },
    ]);
  });

  it("keeps one person per e-mail afterwards and deletes a person's submissions with them", async () => {
    await migrateToLatest(fresh.handle.db);
    const person = {
      id: "p1",
      name: null,
      email: "x@example.com",
      emailKey: "x@example.com",
      createdAt: "t",
      updatedAt: "t",
    };
    await fresh.handle.db.insertInto("leads").values(person).execute();
    await expect(
      fresh.handle.db
        .insertInto("leads")
        .values({ ...person, id: "p2" })
        .execute(),
    ).rejects.toThrow();
    await fresh.handle.db
      .insertInto("leadSubmissions")
      .values({ id: "s1", leadId: "p1", serviceType: "blog-updates", name: null, message: null, createdAt: "t" })
      .execute();
    await fresh.handle.db.deleteFrom("leads").where("id", "=", "p1").execute();
    expect(await fresh.handle.db.selectFrom("leadSubmissions").selectAll().execute()).toEqual([]);
  });
});

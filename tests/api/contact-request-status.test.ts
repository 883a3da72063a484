import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { migrateToLatest, migrateUpTo } from "../../src/server/db/migrate.ts";
import { appsClosedAfterEach } from "../helpers/test-apps.ts";
import { freshHandleEachTest } from "../helpers/db-handles.ts";
import { dbTargets } from "../helpers/test-db.ts";
import { loginAsStaff, withStaff } from "../helpers/admin.ts";

/*
 * A contact request's status is new, contacted or closed (portal-and-admin.md: "Contact request
 * status: new, contacted, closed"), and nothing else: the console's API refuses a fourth with its
 * own sentence, and the database refuses one from any writer that skips the API.
 */

const REFUSED = "Status is new, contacted or closed.";
/** SQLite's trigger, or PostgreSQL's CHECK constraint. */
const REFUSED_BY_DB =
  /contact_requests\.status must be new, contacted or closed|violates check constraint "contact_requests_status_check"/;

describe.each(dbTargets())("contact-request status through the API on $name", (target) => {
  const build = appsClosedAfterEach(target);

  it("accepts new, contacted and closed, and refuses anything else with one sentence, storing nothing", async () => {
    const t = await build(withStaff());
    const { cookie } = await loginAsStaff(t);
    const sent = await t.app.inject({
      method: "POST",
      url: "/api/contact-requests",
      payload: { name: "Ada", email: "ada@example.com", serviceType: "aurora-ai" },
      remoteAddress: "192.0.2.1",
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const id = (sent.json() as { id: string }).id;
    const patch = (payload: unknown) =>
      t.app.inject({
        method: "PATCH",
        url: `/api/admin/contact-requests/${id}/status`,
        headers: { cookie },
        payload: payload as object,
      });
    const stored = async () =>
      (
        await t.app.services.db.db
          .selectFrom("contactRequests")
          .select("status")
          .where("id", "=", id)
          .executeTakeFirstOrThrow()
      ).status;

    for (const status of ["contacted", "closed", "new"]) {
      const res = await patch({ status });
      expect(res.statusCode, `${status}: ${res.body}`).toBe(200);
      expect(res.json()).toMatchObject({ id, status });
      expect(await stored()).toBe(status);
    }

    for (const status of [
      "archived",
      "Archived",
      "NEW",
      " new",
      "new ",
      "open",
      "deleted",
      "",
      null,
      3,
      true,
      ["new"],
    ]) {
      const res = await patch({ status });
      expect(res.statusCode, JSON.stringify(status)).toBe(400);
      expect(res.json(), JSON.stringify(status)).toEqual({ error: REFUSED });
    }
    const missing = await patch({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: REFUSED });
    expect(await stored()).toBe("new");
  });
});

describe.each(dbTargets())("contact-request status in the database on $name", (target) => {
  const fresh = freshHandleEachTest(target);

  const AT = "2026-03-02T10:00:00.000Z";
  const insert = (id: string, status: string) =>
    sql`insert into contact_requests (id, name, email, service_type, status, created_at, updated_at)
      values (${id}, 'Ada', 'ada@example.com', 'aurora-ai', ${status}, ${AT}, ${AT})`.execute(fresh.handle.db);
  const setStatus = (id: string, status: string) =>
    sql`update contact_requests set status = ${status} where id = ${id}`.execute(fresh.handle.db);
  const statusOf = async (id: string) =>
    (await sql<{ status: string }>`select status from contact_requests where id = ${id}`.execute(fresh.handle.db))
      .rows[0]?.status;

  it("refuses a direct insert or update of any other status, and takes the three", async () => {
    await migrateToLatest(fresh.handle.db);
    for (const status of ["new", "contacted", "closed"]) await insert(`ok-${status}`, status);
    expect(await statusOf("ok-contacted")).toBe("contacted");

    for (const status of ["archived", "NEW", "", "new "]) {
      await expect(insert(`bad-${status}`, status), JSON.stringify(status)).rejects.toThrow(REFUSED_BY_DB);
      expect(await statusOf(`bad-${status}`)).toBeUndefined();
      await expect(setStatus("ok-new", status), JSON.stringify(status)).rejects.toThrow(REFUSED_BY_DB);
    }
    expect(await statusOf("ok-new")).toBe("new");

    await setStatus("ok-new", "closed");
    expect(await statusOf("ok-new")).toBe("closed");
    // Other columns stay writable on a row whose status is valid.
    await sql`update contact_requests set name = 'Ada L.' where id = 'ok-new'`.execute(fresh.handle.db);
  });

  it("does not start over a row that already holds another status, and names it", async () => {
    await migrateUpTo(fresh.handle.db, "007-investor-codes");
    await insert("hand-made", "archived");
    await insert("fine", "contacted");
    await expect(migrateToLatest(fresh.handle.db)).rejects.toThrow(
      'contact_requests holds statuses other than new, contacted and closed: "archived" (1 row). Set each to one of those three and start again.',
    );
    await setStatus("hand-made", "closed");
    expect(await migrateToLatest(fresh.handle.db)).toContain("009-contact-request-status");
    await expect(insert("after", "archived")).rejects.toThrow(REFUSED_BY_DB);
  });
});

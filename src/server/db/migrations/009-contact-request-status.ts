import { PostgresAdapter, sql, type Kysely } from "kysely";

/*
 * A contact request's status is one of the spec's three (portal-and-admin.md: new, contacted,
 * closed), held by the database itself and not only by the API, so no other writer (a script, a
 * later route, a hand-made fix) can store a fourth the console cannot show.
 *
 * PostgreSQL takes a CHECK constraint. SQLite cannot add one to an existing table with ALTER
 * TABLE, and rebuilding the table would copy every row; two BEFORE triggers refuse the same
 * values instead. The values are written out here, not imported: a migration states what the
 * schema was at its time, whatever the code says later.
 */

const STATUSES = ["new", "contacted", "closed"] as const;
const REFUSAL = "contact_requests.status must be new, contacted or closed";

export async function up(db: Kysely<unknown>): Promise<void> {
  await refuseIfAnyOtherStatus(db);
  const allowed = sql.join(STATUSES.map((s) => sql.lit(s)));
  if (isPostgres(db)) {
    await sql`alter table contact_requests add constraint contact_requests_status_check check (status in (${allowed}))`.execute(
      db,
    );
    return;
  }
  for (const [name, event] of [
    ["contact_requests_status_insert", sql`insert`],
    ["contact_requests_status_update", sql`update of status`],
  ] as const) {
    await sql`create trigger ${sql.id(name)} before ${event} on contact_requests
      when new.status not in (${allowed})
      begin select raise(abort, ${sql.lit(REFUSAL)}); end`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table contact_requests drop constraint contact_requests_status_check`.execute(db);
    return;
  }
  await sql`drop trigger contact_requests_status_insert`.execute(db);
  await sql`drop trigger contact_requests_status_update`.execute(db);
}

/**
 * Only the API ever wrote a status, and it already refused others; a row that holds one anyway
 * was written by hand. Stopping here names it, rather than failing on the constraint's own words
 * or guessing which of the three it should have been.
 */
async function refuseIfAnyOtherStatus(db: Kysely<unknown>): Promise<void> {
  const allowed = sql.join(STATUSES.map((s) => sql.lit(s)));
  const { rows } = await sql<{ status: string; n: string | number }>`
    select status, count(*) as n from contact_requests where status not in (${allowed}) group by status order by status
  `.execute(db);
  if (rows.length === 0) return;
  const found = rows.map((r) => `"${r.status}" (${Number(r.n)} ${Number(r.n) === 1 ? "row" : "rows"})`).join(", ");
  throw new Error(
    `contact_requests holds statuses other than new, contacted and closed: ${found}. Set each to one of those three and start again.`,
  );
}

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

import { sql, type RawBuilder } from "kysely";
import type { DbHandle } from "../../db/create-db.ts";
import { isUnansweredReply } from "./unanswered-replies.ts";

/** The window as the database sees it: `bounds[i]` starts day i, the last one ends the window. */
export interface DayBounds {
  bounds: string[];
}

type Count = string | number | bigint | null;
const num = (n: Count | undefined) => Number(n ?? 0);

/**
 * Which day of the window an instant column falls on (0 = first), worked out in SQL: the days
 * start at instants computed in the viewer's time zone, which neither engine's date functions
 * share, so the boundaries are passed in and compared as ISO text (what the columns hold).
 */
function dayIndex(column: RawBuilder<unknown>, bounds: string[]): RawBuilder<number> {
  const inner = bounds.slice(1, -1).map((b, i) => sql`when ${column} < ${b} then ${sql.lit(i)}`);
  return sql<number>`case ${sql.join(inner, sql` `)} else ${sql.lit(bounds.length - 2)} end`;
}

/**
 * The dashboard's aggregates. Every query reads a range of an indexed `created_at` (or the
 * status index) and counts in the database: what comes back is a few dozen rows at most.
 */
export function createDashboardRepository(handle: DbHandle) {
  const { db } = handle;

  async function perDay(table: "lead_submissions" | "contact_requests", w: DayBounds): Promise<number[]> {
    const since = w.bounds[0]!;
    const before = w.bounds[w.bounds.length - 1]!;
    const { rows } = await sql<{ d: Count; n: Count }>`
      select x.d as d, count(*) as n from (
        select ${dayIndex(sql.ref("created_at"), w.bounds)} as d from ${sql.table(table)}
        where created_at >= ${since} and created_at < ${before}
      ) x group by x.d`.execute(db);
    return spread(rows, w.bounds.length - 1);
  }

  function spread(rows: { d: Count; n: Count }[], days: number): number[] {
    const out = Array.from({ length: days }, () => 0);
    for (const r of rows) out[num(r.d)] = num(r.n);
    return out;
  }

  return {
    leadsPerDay: (w: DayBounds) => perDay("lead_submissions", w),
    contactRequestsPerDay: (w: DayBounds) => perDay("contact_requests", w),

    /** Conversations by the day of their first exchange in the window. */
    async conversationsPerDay(w: DayBounds): Promise<number[]> {
      const since = w.bounds[0]!;
      const before = w.bounds[w.bounds.length - 1]!;
      const { rows } = await sql<{ d: Count; n: Count }>`
        select x.d as d, count(*) as n from (
          select ${dayIndex(sql.ref("c.started"), w.bounds)} as d from (
            select conversation_id, min(created_at) as started from chat_logs
            where created_at >= ${since} and created_at < ${before}
            group by conversation_id
          ) c
        ) x group by x.d`.execute(db);
      return spread(rows, w.bounds.length - 1);
    },

    /** How many rows (or conversations) per service, persona or page in the window. */
    async breakdown(
      what:
        | "leads"
        | "contact-requests"
        | "leads-by-page"
        | "contact-requests-by-page"
        | "conversations-by-agent"
        | "conversations-by-channel",
      since: string,
      before: string,
    ): Promise<{ key: string | null; count: number }[]> {
      const query = {
        leads: sql`select service_type as k, count(*) as n from lead_submissions
          where created_at >= ${since} and created_at < ${before} group by service_type`,
        "contact-requests": sql`select service_type as k, count(*) as n from contact_requests
          where created_at >= ${since} and created_at < ${before} group by service_type`,
        // A form's lead keeps its page; one the assistant kept is `chat:` and the chat's endpoint.
        "leads-by-page": sql`select x.k as k, count(*) as n from (
          select coalesce(s.page, case when s.conversation_id is null then null else 'chat:' || coalesce((
            select min(c.channel) from chat_logs c where c.conversation_id = s.conversation_id
          ), '') end) as k
          from lead_submissions s where s.created_at >= ${since} and s.created_at < ${before}
        ) x group by x.k`,
        "contact-requests-by-page": sql`select page as k, count(*) as n from contact_requests
          where created_at >= ${since} and created_at < ${before} group by page`,
        "conversations-by-agent": sql`select agent as k, count(distinct conversation_id) as n from chat_logs
          where created_at >= ${since} and created_at < ${before} group by agent`,
        "conversations-by-channel": sql`select channel as k, count(distinct conversation_id) as n from chat_logs
          where created_at >= ${since} and created_at < ${before} group by channel`,
      }[what];
      const { rows } = await sql<{ k: string | null; n: Count }>`${query}`.execute(db);
      return rows.map((r) => ({ key: r.k, count: num(r.n) }));
    },

    /** Contact requests still new, whenever they came: how many, and the `limit` waiting longest. */
    async waiting(limit: number) {
      const [count, oldest] = await Promise.all([
        db
          .selectFrom("contactRequests")
          .select((eb) => eb.fn.countAll<string>().as("n"))
          .where("status", "=", "new")
          .executeTakeFirst()
          .then((r) => num(r?.n)),
        db
          .selectFrom("contactRequests")
          .select(["id", "name", "serviceType", "createdAt"])
          .where("status", "=", "new")
          .orderBy("createdAt", "asc")
          .orderBy("id", "asc")
          .limit(limit)
          .execute(),
      ]);
      return { count, oldest };
    },

    /** Conversations in the window, and how many of them the assistant kept a lead from. */
    async conversion(since: string, before: string): Promise<{ conversations: number; leads: number }> {
      const { rows } = await sql<{ n: Count; leads: Count }>`
        select count(*) as n,
          coalesce(sum(case when exists (
            select 1 from lead_submissions s where s.conversation_id = c.conversation_id
          ) then 1 else 0 end), 0) as leads
        from (
          select distinct conversation_id from chat_logs where created_at >= ${since} and created_at < ${before}
        ) c`.execute(db);
      return { conversations: num(rows[0]?.n), leads: num(rows[0]?.leads) };
    },

    /** Investor portal events in the window per business and kind. */
    async investorEvents(since: string, before: string) {
      const { rows } = await sql<{ slug: string; name: string; kind: string; n: Count }>`
        select b.slug as slug, b.name as name, e.kind as kind, count(*) as n
        from investor_events e inner join businesses b on b.id = e.business_id
        where e.created_at >= ${since} and e.created_at < ${before}
        group by b.slug, b.name, e.kind
        order by b.name, e.kind`.execute(db);
      return rows.map((r) => ({ slug: r.slug, name: r.name, kind: r.kind, count: num(r.n) }));
    },

    /** Exchanges whose reply said the assistant did not know, newest first, and how many. */
    async unanswered(since: string, before: string, limit: number) {
      const inWindow = sql<boolean>`created_at >= ${since} and created_at < ${before}`;
      const [items, total] = await Promise.all([
        db
          .selectFrom("chatLogs")
          .select(["id", "conversationId", "agent", "message", "createdAt"])
          .where(inWindow)
          .where(isUnansweredReply())
          .orderBy("createdAt", "desc")
          .orderBy("id", "desc")
          .limit(limit)
          .execute(),
        db
          .selectFrom("chatLogs")
          .select((eb) => eb.fn.countAll<string>().as("n"))
          .where(inWindow)
          .where(isUnansweredReply())
          .executeTakeFirst()
          .then((r) => num(r?.n)),
      ]);
      return { items, total };
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;

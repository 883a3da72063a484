import { sql, type ExpressionBuilder, type SelectQueryBuilder, type Transaction } from "kysely";
import type { AdminChat, AdminChatSource, AdminContactRequest, AdminLead } from "../../../shared/admin.ts";
import type { ContactRequestStatus } from "../../../shared/leads.ts";
import type { Db, DbHandle } from "../../db/create-db.ts";
import type { Database } from "../../db/schema.ts";

/** A list view as the repository sees it: what to find, which filters, which page, which order. */
export interface ListFilter {
  /** Lower-cased search text (matched anywhere, case-insensitively). */
  q?: string;
  status?: ContactRequestStatus;
  service?: string;
  /** ISO instants: `since` included, `before` excluded. */
  since?: string;
  before?: string;
  order: "asc" | "desc";
}

/** A conversation as the repository reads it (names are the service's). */
export interface ConversationRow {
  id: string;
  firstExchangeId: string;
  agent: string;
  channel: string | null;
  firstMessage: string;
  lastMessage: string;
  exchanges: number;
  startedAt: string;
  lastAt: string;
}

export interface Window {
  limit: number;
  offset: number;
}

/** `%text%` for LIKE with the pattern's own wildcards taken literally (escape character `\`). */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const ADDRESS_CHAR = /[a-z0-9._%+-]/;

/**
 * Whether `text` holds the address `emailKey` (lower-cased) as a whole: not inside a longer
 * address (`joann@…` for `ann@…`) and not as the start of a longer domain (`….co` in `….com`).
 * A sentence's full stop after it is fine.
 */
export function mentionsAddress(text: string, emailKey: string): boolean {
  const hay = text.toLowerCase();
  for (let i = hay.indexOf(emailKey); i !== -1; i = hay.indexOf(emailKey, i + 1)) {
    const before = i === 0 ? "" : hay[i - 1]!;
    const rest = hay.slice(i + emailKey.length, i + emailKey.length + 2);
    const runsOn = /^[a-z0-9_%+\-@]/.test(rest) || /^\.[a-z0-9]/.test(rest);
    if (!ADDRESS_CHAR.test(before) && !runsOn) return true;
  }
  return false;
}

/** lower(column) LIKE pattern, the same on SQLite and PostgreSQL. */
function like(ref: string, pattern: string) {
  return sql<boolean>`lower(${sql.ref(ref)}) like ${pattern} escape '\\'`;
}

const count = (r: { n: string | number | bigint } | undefined) => Number(r?.n ?? 0);

function parseSources(text: string): AdminChatSource[] {
  try {
    const list = JSON.parse(text) as unknown;
    return Array.isArray(list)
      ? list.filter(
          (s): s is AdminChatSource =>
            typeof s === "object" && s !== null && typeof s.title === "string" && typeof s.url === "string",
        )
      : [];
  } catch {
    return [];
  }
}

export function createAdminDataRepository(handle: DbHandle) {
  const { db } = handle;

  // --- leads: one row per lead-form submission, with its person's e-mail ---------------------

  function leadsQuery(f: ListFilter) {
    let q = db.selectFrom("leadSubmissions as s").innerJoin("leads as p", "p.id", "s.leadId");
    if (f.service) q = q.where("s.serviceType", "=", f.service);
    if (f.since) q = q.where("s.createdAt", ">=", f.since);
    if (f.before) q = q.where("s.createdAt", "<", f.before);
    if (f.q) {
      const p = containsPattern(f.q);
      q = q.where((eb) =>
        eb.or([
          like("s.name", p),
          like("p.name", p),
          like("p.email", p),
          like("p.phone", p),
          like("s.message", p),
          like("s.serviceType", p),
        ]),
      );
    }
    return q;
  }

  const leadColumns = [
    "s.id",
    "s.leadId",
    "p.email",
    "p.phone",
    "s.serviceType",
    "s.message",
    "s.createdAt",
    sql<string | null>`coalesce(s.name, p.name)`.as("name"),
  ] as const;

  // --- chats: one row per exchange -------------------------------------------------------------

  function chatsQuery(f: ListFilter) {
    let q = db.selectFrom("chatLogs");
    if (f.service) q = q.where("agent", "=", f.service);
    if (f.since) q = q.where("createdAt", ">=", f.since);
    if (f.before) q = q.where("createdAt", "<", f.before);
    if (f.q) {
      const p = containsPattern(f.q);
      q = q.where((eb) => eb.or([like("message", p), like("reply", p), like("agent", p)]));
    }
    return q;
  }

  const toChat = (r: {
    id: string;
    conversationId: string;
    agent: string;
    message: string;
    reply: string;
    sources: string;
    createdAt: string;
  }): AdminChat => ({
    id: r.id,
    conversationId: r.conversationId,
    agent: r.agent,
    message: r.message,
    reply: r.reply,
    sources: parseSources(r.sources),
    createdAt: r.createdAt,
  });
  const chatColumns = ["id", "conversationId", "agent", "message", "reply", "sources", "createdAt"] as const;

  // --- contact requests ------------------------------------------------------------------------

  function requestsQuery(f: ListFilter) {
    let q = db.selectFrom("contactRequests");
    if (f.status) q = q.where("status", "=", f.status);
    if (f.service) q = q.where("serviceType", "=", f.service);
    if (f.since) q = q.where("createdAt", ">=", f.since);
    if (f.before) q = q.where("createdAt", "<", f.before);
    if (f.q) {
      const p = containsPattern(f.q);
      q = q.where((eb) =>
        eb.or([like("name", p), like("email", p), like("company", p), like("message", p), like("phone", p)]),
      );
    }
    return q;
  }

  const toRequest = (r: {
    id: string;
    name: string;
    email: string;
    company: string | null;
    phone: string | null;
    message: string | null;
    serviceType: string;
    status: string;
    createdAt: string;
  }): AdminContactRequest => ({
    id: r.id,
    name: r.name,
    email: r.email,
    company: r.company,
    phone: r.phone,
    message: r.message,
    serviceType: r.serviceType,
    status: r.status as ContactRequestStatus,
    createdAt: r.createdAt,
  });
  const requestColumns = [
    "id",
    "name",
    "email",
    "company",
    "phone",
    "message",
    "serviceType",
    "status",
    "createdAt",
  ] as const;

  /** Newest or oldest first, ties broken by id so pages never overlap. */
  function ordered<DB, TB extends keyof DB, O>(
    q: SelectQueryBuilder<DB, TB, O>,
    created: string,
    id: string,
    order: "asc" | "desc",
  ) {
    return q.orderBy(sql.ref(created), order).orderBy(sql.ref(id), order);
  }

  /**
   * Conversations in which the visitor wrote this address (lower-cased): LIKE narrows the rows,
   * then each is checked for the whole address, so `ann@example.co` never claims the
   * conversations of `joann@example.com` or `ann@example.com`.
   */
  async function conversationsMentioning(executor: Db | Transaction<Database>, emailKey: string): Promise<string[]> {
    const rows = await executor
      .selectFrom("chatLogs")
      .select(["conversationId", "message"])
      .where(like("message", containsPattern(emailKey)))
      .execute();
    return [...new Set(rows.filter((r) => mentionsAddress(r.message, emailKey)).map((r) => r.conversationId))];
  }

  return {
    async listLeads(f: ListFilter, w: Window): Promise<{ items: AdminLead[]; total: number }> {
      const [rows, total] = await Promise.all([
        ordered(leadsQuery(f).select(leadColumns), "s.createdAt", "s.id", f.order)
          .limit(w.limit)
          .offset(w.offset)
          .execute(),
        leadsQuery(f)
          .select((eb) => eb.fn.countAll<string>().as("n"))
          .executeTakeFirst()
          .then(count),
      ]);
      return { items: rows, total };
    },

    async listChats(f: ListFilter, w: Window): Promise<{ items: AdminChat[]; total: number }> {
      const [rows, total] = await Promise.all([
        ordered(chatsQuery(f).select(chatColumns), "createdAt", "id", f.order)
          .limit(w.limit)
          .offset(w.offset)
          .execute(),
        chatsQuery(f)
          .select((eb) => eb.fn.countAll<string>().as("n"))
          .executeTakeFirst()
          .then(count),
      ]);
      return { items: rows.map(toChat), total };
    },

    async listContactRequests(f: ListFilter, w: Window): Promise<{ items: AdminContactRequest[]; total: number }> {
      const [rows, total] = await Promise.all([
        ordered(requestsQuery(f).select(requestColumns), "createdAt", "id", f.order)
          .limit(w.limit)
          .offset(w.offset)
          .execute(),
        requestsQuery(f)
          .select((eb) => eb.fn.countAll<string>().as("n"))
          .executeTakeFirst()
          .then(count),
      ]);
      return { items: rows.map(toRequest), total };
    },

    /**
     * Conversations with an exchange the filter matches, a page at a time: newest by their latest
     * exchange, oldest by their first. Each row describes the whole conversation, read through
     * the conversation index: its count, first and latest exchange.
     */
    async listConversations(f: ListFilter, w: Window): Promise<{ items: ConversationRow[]; total: number }> {
      const key = f.order === "desc" ? sql`max(${sql.ref("createdAt")})` : sql`min(${sql.ref("createdAt")})`;
      const [ids, total] = await Promise.all([
        chatsQuery(f)
          .select("conversationId")
          .groupBy("conversationId")
          .orderBy(key, f.order)
          .orderBy("conversationId", f.order)
          .limit(w.limit)
          .offset(w.offset)
          .execute()
          .then((rows) => rows.map((r) => r.conversationId)),
        chatsQuery(f)
          .select((eb) => eb.fn.count("conversationId").distinct().as("n"))
          .executeTakeFirst()
          .then(count),
      ]);
      if (ids.length === 0) return { items: [], total };
      const ends = db
        .selectFrom("chatLogs")
        .select((eb) => [
          "conversationId",
          eb.fn.min<string>("createdAt").as("firstAt"),
          eb.fn.max<string>("createdAt").as("lastAt"),
          eb.fn.countAll<string>().as("n"),
        ])
        .where("conversationId", "in", ids)
        .groupBy("conversationId");
      const rows = await db
        .selectFrom("chatLogs as c")
        .innerJoin(ends.as("e"), (j) =>
          j
            .onRef("e.conversationId", "=", "c.conversationId")
            .on((eb) =>
              eb.or([eb("c.createdAt", "=", eb.ref("e.firstAt")), eb("c.createdAt", "=", eb.ref("e.lastAt"))]),
            ),
        )
        .select([
          "c.id",
          "c.conversationId",
          "c.agent",
          "c.channel",
          "c.message",
          "c.createdAt",
          "e.firstAt",
          "e.lastAt",
          "e.n",
        ])
        .orderBy("c.createdAt")
        .orderBy("c.id")
        .execute();
      const byId = new Map<string, ConversationRow>();
      for (const r of rows) {
        const seen = byId.get(r.conversationId);
        if (!seen) {
          // Rows come oldest first: the first one met is the conversation's first exchange.
          byId.set(r.conversationId, {
            id: r.conversationId,
            firstExchangeId: r.id,
            agent: r.agent,
            channel: r.channel,
            firstMessage: r.message,
            lastMessage: r.message,
            exchanges: Number(r.n),
            startedAt: r.firstAt,
            lastAt: r.lastAt,
          });
        } else if (r.createdAt === r.lastAt) {
          seen.lastMessage = r.message;
        }
      }
      return { items: ids.map((id) => byId.get(id)).filter((c): c is ConversationRow => c !== undefined), total };
    },

    /** Deletes every exchange of a conversation; how many there were. */
    deleteConversation(conversationId: string): Promise<number> {
      return handle.write(async (trx) => {
        const r = await trx.deleteFrom("chatLogs").where("conversationId", "=", conversationId).executeTakeFirst();
        return Number(r.numDeletedRows);
      });
    },

    /** Every exchange of the conversation the exchange `chatId` belongs to, oldest first. */
    async conversationOf(chatId: string): Promise<{ conversationId: string; exchanges: AdminChat[] } | null> {
      const one = await db.selectFrom("chatLogs").select("conversationId").where("id", "=", chatId).executeTakeFirst();
      if (!one) return null;
      const rows = await db
        .selectFrom("chatLogs")
        .select(chatColumns)
        .where("conversationId", "=", one.conversationId)
        .orderBy("createdAt")
        .orderBy("id")
        .execute();
      return { conversationId: one.conversationId, exchanges: rows.map(toChat) };
    },

    async setStatus(id: string, status: ContactRequestStatus, at: string): Promise<AdminContactRequest | null> {
      return handle.write(async (trx) => {
        const r = await trx
          .updateTable("contactRequests")
          .set({ status, updatedAt: at })
          .where("id", "=", id)
          .executeTakeFirst();
        if (Number(r.numUpdatedRows) !== 1) return null;
        const row = await trx
          .selectFrom("contactRequests")
          .select(requestColumns)
          .where("id", "=", id)
          .executeTakeFirst();
        return row ? toRequest(row) : null;
      });
    },

    /** Deletes one submission, and its person when it was their last; false when there was none. */
    deleteLead(submissionId: string): Promise<boolean> {
      return handle.write(async (trx) => {
        const row = await trx
          .selectFrom("leadSubmissions")
          .select("leadId")
          .where("id", "=", submissionId)
          .executeTakeFirst();
        if (!row) return false;
        await trx.deleteFrom("leadSubmissions").where("id", "=", submissionId).execute();
        const left = await trx
          .selectFrom("leadSubmissions")
          .select("id")
          .where("leadId", "=", row.leadId)
          .limit(1)
          .executeTakeFirst();
        if (!left) await trx.deleteFrom("leads").where("id", "=", row.leadId).execute();
        return true;
      });
    },

    deleteChat(id: string): Promise<boolean> {
      return handle.write(async (trx) => {
        const r = await trx.deleteFrom("chatLogs").where("id", "=", id).executeTakeFirst();
        return Number(r.numDeletedRows) === 1;
      });
    },

    async counts(todaySince: string, todayBefore: string) {
      const n = (q: SelectQueryBuilder<Database, keyof Database, object>) =>
        q
          .select((eb: ExpressionBuilder<Database, keyof Database>) => eb.fn.countAll<string>().as("n"))
          .executeTakeFirst()
          .then(count);
      const [totalLeads, totalChats, todaysChats, totalContactRequests, newContactRequests] = await Promise.all([
        n(db.selectFrom("leadSubmissions")),
        n(db.selectFrom("chatLogs")),
        n(db.selectFrom("chatLogs").where("createdAt", ">=", todaySince).where("createdAt", "<", todayBefore)),
        n(db.selectFrom("contactRequests")),
        n(db.selectFrom("contactRequests").where("status", "=", "new")),
      ]);
      return { totalLeads, totalChats, todaysChats, totalContactRequests, newContactRequests };
    },

    async facets() {
      const values = async (rows: Promise<{ v: string }[]>) => (await rows).map((r) => r.v);
      const [leadServices, chatAgents, contactServices] = await Promise.all([
        values(db.selectFrom("leadSubmissions").select("serviceType as v").distinct().orderBy("v").execute()),
        values(db.selectFrom("chatLogs").select("agent as v").distinct().orderBy("v").execute()),
        values(db.selectFrom("contactRequests").select("serviceType as v").distinct().orderBy("v").execute()),
      ]);
      return { leadServices, chatAgents, contactServices };
    },

    /** Everything recorded about one e-mail address (lower-cased): its timeline's raw material. */
    async person(emailKey: string) {
      const [leads, requests, chats] = await Promise.all([
        db
          .selectFrom("leadSubmissions as s")
          .innerJoin("leads as p", "p.id", "s.leadId")
          .select(leadColumns)
          .where("p.emailKey", "=", emailKey)
          .orderBy("s.createdAt")
          .orderBy("s.id")
          .execute(),
        db
          .selectFrom("contactRequests")
          .select(requestColumns)
          .where(sql<boolean>`lower(email) = ${emailKey}`)
          .orderBy("createdAt")
          .orderBy("id")
          .execute(),
        conversationsMentioning(db, emailKey).then((ids) =>
          ids.length === 0
            ? []
            : db
                .selectFrom("chatLogs")
                .select(chatColumns)
                .where("conversationId", "in", ids)
                .orderBy("createdAt")
                .orderBy("id")
                .execute(),
        ),
      ]);
      return { leads: leads as AdminLead[], requests: requests.map(toRequest), chats: chats.map(toChat) };
    },

    /** Deletes every record of an e-mail address (lower-cased) in one transaction; the counts removed. */
    erase(emailKey: string): Promise<{ leads: number; contactRequests: number; chats: number; investorCodes: number }> {
      return handle.write(async (trx) => {
        const conversations = await conversationsMentioning(trx, emailKey);
        const chats =
          conversations.length === 0
            ? 0
            : Number(
                (await trx.deleteFrom("chatLogs").where("conversationId", "in", conversations).executeTakeFirst())
                  .numDeletedRows,
              );
        const contactRequests = Number(
          (
            await trx
              .deleteFrom("contactRequests")
              .where(sql<boolean>`lower(email) = ${emailKey}`)
              .executeTakeFirst()
          ).numDeletedRows,
        );
        const person = await trx.selectFrom("leads").select("id").where("emailKey", "=", emailKey).executeTakeFirst();
        let leads = 0;
        if (person) {
          leads = Number(
            (await trx.deleteFrom("leadSubmissions").where("leadId", "=", person.id).executeTakeFirst()).numDeletedRows,
          );
          await trx.deleteFrom("leads").where("id", "=", person.id).execute();
        }
        // A personal investor code names its investor: the code goes, and with it the record of
        // what was opened or asked under it (which named them too).
        const codes = (
          await trx
            .selectFrom("investorCodes")
            .select("id")
            .where(sql<boolean>`lower(investor_email) = ${emailKey}`)
            .execute()
        ).map((c) => c.id);
        if (codes.length > 0) {
          await trx.deleteFrom("investorEvents").where("codeId", "in", codes).execute();
          await trx.deleteFrom("investorCodes").where("id", "in", codes).execute();
        }
        return { leads, contactRequests, chats, investorCodes: codes.length };
      });
    },
  };
}

export type AdminDataRepository = ReturnType<typeof createAdminDataRepository>;

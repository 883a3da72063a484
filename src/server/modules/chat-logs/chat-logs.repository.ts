import type { DbHandle } from "../../db/create-db.ts";

export interface ChatSource {
  title: string;
  url: string;
}

export type ChatEngine = "embedded" | "llm" | "guard-fallback";

export interface ChatLog {
  id: string;
  conversationId: string;
  agent: string;
  message: string;
  reply: string;
  sources: ChatSource[];
  engine: ChatEngine;
  latencyMs: number;
  createdAt: string;
}

/**
 * Where a conversation lives: the route it was started on, the agent (persona, or the investor
 * portal's business) and the investor grant it was started under. Only a request with the same
 * scope reads its history.
 */
export interface ConversationScope {
  channel: string;
  agent: string;
  grantId: string | null;
}

type Row = Omit<ChatLog, "sources" | "engine"> & { sources: string; engine: string };

/** The exchange as staff and history read it (a row's scope stays in the database). */
const COLUMNS = [
  "id",
  "conversationId",
  "agent",
  "message",
  "reply",
  "sources",
  "engine",
  "latencyMs",
  "createdAt",
] as const;

function fromRow(row: Row): ChatLog {
  return { ...row, sources: JSON.parse(row.sources) as ChatSource[], engine: row.engine as ChatEngine };
}

export function createChatLogsRepository(handle: DbHandle) {
  const count = (since?: string) => {
    let q = handle.db.selectFrom("chatLogs").select((eb) => eb.fn.countAll<string | number>().as("n"));
    if (since) q = q.where("createdAt", ">=", since);
    return q.executeTakeFirstOrThrow().then((r) => Number(r.n));
  };

  return {
    /**
     * Stores an exchange, with the scope of its conversation (its agent is the log's own). A row
     * stored without one belongs to no scope, and no request continues it.
     */
    add(log: ChatLog, scope?: Omit<ConversationScope, "agent">): Promise<void> {
      return handle.write(async (trx) => {
        await trx
          .insertInto("chatLogs")
          .values({
            ...log,
            sources: JSON.stringify(log.sources),
            channel: scope?.channel ?? null,
            grantId: scope?.grantId ?? null,
          })
          .execute();
      });
    },

    /**
     * The last `limit` exchanges of a conversation in this scope, oldest first: the history a
     * reply leans on. Exchanges of the same id in another scope are never read.
     */
    async scopedTurns(conversationId: string, scope: ConversationScope, limit: number): Promise<ChatLog[]> {
      const rows = await handle.db
        .selectFrom("chatLogs")
        .select(COLUMNS)
        .where("conversationId", "=", conversationId)
        .where("channel", "=", scope.channel)
        .where("agent", "=", scope.agent)
        .where("grantId", scope.grantId === null ? "is" : "=", scope.grantId)
        .orderBy("createdAt", "desc")
        .orderBy("id", "desc")
        .limit(limit)
        .execute();
      return rows.reverse().map(fromRow);
    },

    /** Whether any exchange has this conversation id, in any scope. */
    async exists(conversationId: string): Promise<boolean> {
      const row = await handle.db
        .selectFrom("chatLogs")
        .select("id")
        .where("conversationId", "=", conversationId)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Newest first, a page at a time (the staff console's list). */
    async list({ limit, offset }: { limit: number; offset: number }): Promise<ChatLog[]> {
      const rows = await handle.db
        .selectFrom("chatLogs")
        .select(COLUMNS)
        .orderBy("createdAt", "desc")
        .orderBy("id", "desc")
        .limit(limit)
        .offset(offset)
        .execute();
      return rows.map(fromRow);
    },

    count: () => count(),

    /** Exchanges at or after an ISO time (the console's "today", from the viewer's midnight). */
    countSince: (since: string) => count(since),

    /** Deletes one exchange; false when there was none with that id. */
    delete(id: string): Promise<boolean> {
      return handle.write(async (trx) => {
        const r = await trx.deleteFrom("chatLogs").where("id", "=", id).executeTakeFirst();
        return Number(r.numDeletedRows) === 1;
      });
    },
  };
}

export type ChatLogsRepository = ReturnType<typeof createChatLogsRepository>;

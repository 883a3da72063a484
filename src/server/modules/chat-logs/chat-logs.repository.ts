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

type Row = Omit<ChatLog, "sources" | "engine"> & { sources: string; engine: string };

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
    add(log: ChatLog): Promise<void> {
      return handle.write(async (trx) => {
        await trx
          .insertInto("chatLogs")
          .values({ ...log, sources: JSON.stringify(log.sources) })
          .execute();
      });
    },

    /** A conversation's last `limit` exchanges, oldest first: the history a reply leans on. */
    async recentTurns(conversationId: string, limit: number): Promise<ChatLog[]> {
      const rows = await handle.db
        .selectFrom("chatLogs")
        .selectAll()
        .where("conversationId", "=", conversationId)
        .orderBy("createdAt", "desc")
        .orderBy("id", "desc")
        .limit(limit)
        .execute();
      return rows.reverse().map(fromRow);
    },

    /** Newest first, a page at a time (the staff console's list). */
    async list({ limit, offset }: { limit: number; offset: number }): Promise<ChatLog[]> {
      const rows = await handle.db
        .selectFrom("chatLogs")
        .selectAll()
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

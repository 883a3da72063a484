import type { DbHandle } from "../../src/server/db/create-db.ts";
import { createChatLogsRepository, type ChatLog } from "../../src/server/modules/chat-logs/chat-logs.repository.ts";

/**
 * Every exchange stored under a conversation id, in any scope, oldest first: what was said, for a
 * test to check. The server has no such read: it reads a conversation only in the scope of the
 * request (scopedTurns), so an id sent from elsewhere reads nothing.
 */
export async function conversationTurns(handle: DbHandle, conversationId: string): Promise<ChatLog[]> {
  const all = await createChatLogsRepository(handle).list({ limit: 10_000, offset: 0 });
  return all.filter((turn) => turn.conversationId === conversationId).reverse();
}

import type { Selectable } from "kysely";
import type { DbHandle } from "../../db/create-db.ts";
import type { AdminSessionsTable } from "../../db/schema.ts";

export type AdminSessionRow = Selectable<AdminSessionsTable>;

export interface SessionWithUser extends AdminSessionRow {
  username: string;
  disabled: number;
}

export function createAdminSessionsRepository(handle: DbHandle) {
  const { db } = handle;
  return {
    insert(row: AdminSessionRow): Promise<void> {
      return handle.write(async (trx) => {
        await trx.insertInto("adminSessions").values(row).execute();
      });
    },

    find(idHash: string): Promise<SessionWithUser | undefined> {
      return db
        .selectFrom("adminSessions")
        .innerJoin("adminUsers", "adminUsers.id", "adminSessions.adminId")
        .select([
          "adminSessions.idHash",
          "adminSessions.adminId",
          "adminSessions.createdAt",
          "adminSessions.lastSeenAt",
          "adminSessions.expiresAt",
          "adminUsers.username",
          "adminUsers.disabled",
        ])
        .where("adminSessions.idHash", "=", idHash)
        .executeTakeFirst();
    },

    touch(idHash: string, at: string): Promise<void> {
      return handle.write(async (trx) => {
        await trx.updateTable("adminSessions").set({ lastSeenAt: at }).where("idHash", "=", idHash).execute();
      });
    },

    /** Deletes one session; false when it was already gone. */
    delete(idHash: string): Promise<boolean> {
      return handle.write(async (trx) => {
        const r = await trx.deleteFrom("adminSessions").where("idHash", "=", idHash).executeTakeFirst();
        return Number(r.numDeletedRows) === 1;
      });
    },

    /** Ends every session of an account (password change, disable). */
    deleteForAdmin(adminId: string): Promise<number> {
      return handle.write(async (trx) => {
        const r = await trx.deleteFrom("adminSessions").where("adminId", "=", adminId).executeTakeFirst();
        return Number(r.numDeletedRows);
      });
    },

    /** Removes sessions past their absolute end or idle since `idleBefore`. */
    deleteStale(now: string, idleBefore: string): Promise<number> {
      return handle.write(async (trx) => {
        const r = await trx
          .deleteFrom("adminSessions")
          .where((eb) => eb.or([eb("expiresAt", "<=", now), eb("lastSeenAt", "<=", idleBefore)]))
          .executeTakeFirst();
        return Number(r.numDeletedRows);
      });
    },
  };
}

export type AdminSessionsRepository = ReturnType<typeof createAdminSessionsRepository>;

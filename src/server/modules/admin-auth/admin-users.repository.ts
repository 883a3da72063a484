import type { Selectable } from "kysely";
import type { DbHandle } from "../../db/create-db.ts";
import type { AdminUsersTable } from "../../db/schema.ts";

export type AdminUserRow = Selectable<AdminUsersTable>;

export function createAdminUsersRepository(handle: DbHandle) {
  const { db } = handle;
  return {
    findByKey(usernameKey: string): Promise<AdminUserRow | undefined> {
      return db.selectFrom("adminUsers").selectAll().where("usernameKey", "=", usernameKey).executeTakeFirst();
    },

    list(): Promise<AdminUserRow[]> {
      return db.selectFrom("adminUsers").selectAll().orderBy("usernameKey").execute();
    },

    async count(): Promise<number> {
      const r = await db
        .selectFrom("adminUsers")
        .select((eb) => eb.fn.countAll<string | number>().as("n"))
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },

    /** Adds an account; false when the name is taken (another instance may have won the race). */
    insert(row: AdminUserRow): Promise<boolean> {
      return handle.write(async (trx) => {
        const r = await trx
          .insertInto("adminUsers")
          .values(row)
          .onConflict((oc) => oc.column("usernameKey").doNothing())
          .executeTakeFirst();
        return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
      });
    },

    /** Changes some of an account's fields; false when there is no such account. */
    update(
      id: string,
      fields: Partial<Pick<AdminUserRow, "passwordHash" | "totpSecret" | "totpLastStep" | "disabled" | "lastLoginAt">>,
      at: string,
    ): Promise<boolean> {
      return handle.write(async (trx) => {
        const r = await trx
          .updateTable("adminUsers")
          .set({ ...fields, updatedAt: at })
          .where("id", "=", id)
          .executeTakeFirst();
        return Number(r.numUpdatedRows) === 1;
      });
    },

    /**
     * Records that a TOTP step was used, only if it is later than the last one: two logins racing
     * with the same code cannot both win.
     */
    claimTotpStep(id: string, step: number, at: string): Promise<boolean> {
      return handle.write(async (trx) => {
        const r = await trx
          .updateTable("adminUsers")
          .set({ totpLastStep: step, updatedAt: at })
          .where("id", "=", id)
          .where((eb) => eb.or([eb("totpLastStep", "is", null), eb("totpLastStep", "<", step)]))
          .executeTakeFirst();
        return Number(r.numUpdatedRows) === 1;
      });
    },
  };
}

export type AdminUsersRepository = ReturnType<typeof createAdminUsersRepository>;

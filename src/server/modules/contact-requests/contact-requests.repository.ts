import type { Selectable } from "kysely";
import type { DbHandle } from "../../db/create-db.ts";
import type { ContactRequestsTable } from "../../db/schema.ts";

export type ContactRequestRow = Selectable<ContactRequestsTable>;

export function createContactRequestsRepository(handle: DbHandle) {
  return {
    async insert(row: ContactRequestRow): Promise<ContactRequestRow> {
      await handle.write((trx) => trx.insertInto("contactRequests").values(row).execute());
      return row;
    },

    count(): Promise<number> {
      return handle.db
        .selectFrom("contactRequests")
        .select((eb) => eb.fn.countAll<string | number>().as("n"))
        .executeTakeFirstOrThrow()
        .then((r) => Number(r.n));
    },
  };
}

export type ContactRequestsRepository = ReturnType<typeof createContactRequestsRepository>;

import { afterEach, beforeEach } from "vitest";
import { createDb, type DbHandle } from "../../src/server/db/create-db.ts";
import type { DbTarget, TestDatabase } from "./test-db.ts";

/**
 * A handle on a fresh, unmigrated database of `target` before each test (migration tests take it
 * where they need it), closed and dropped after the test. Read `.handle` inside a test.
 */
export function freshHandleEachTest(target: DbTarget): { readonly handle: DbHandle } {
  let testDb: TestDatabase | undefined;
  let handle: DbHandle | undefined;
  beforeEach(async () => {
    testDb = await target.create();
    handle = createDb(testDb.database);
  });
  afterEach(async () => {
    await handle?.close();
    await testDb?.drop();
    handle = testDb = undefined;
  });
  return {
    get handle() {
      if (!handle) throw new Error("no database: read the handle inside a test");
      return handle;
    },
  };
}

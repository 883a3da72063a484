import { ensureDatabase } from "./ensure-database.ts";

/**
 * Vitest's global setup: with TEST_DATABASE_URL set, its database is created when the server has
 * none by that name, so the PostgreSQL runs need no manual step; an unreachable server stops the
 * run at once with one sentence instead of failing every PostgreSQL test one by one.
 */
export default async function setup(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  let outcome: "created" | "present";
  try {
    outcome = await ensureDatabase(url);
  } catch (err) {
    // The sentence alone: a stack into this file would only bury it.
    const sentence = new Error((err as Error).message);
    sentence.stack = sentence.message;
    throw sentence;
  }
  if (outcome === "created") {
    console.log(
      `Created the database of TEST_DATABASE_URL (${new URL(url).pathname.slice(1)}) for the PostgreSQL runs.`,
    );
  }
}

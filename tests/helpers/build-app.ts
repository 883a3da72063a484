import type { FastifyInstance } from "fastify";
import { buildApp, type AppOptions } from "../../src/server/app.ts";
import { loadConfig, type AppConfig } from "../../src/server/config.ts";
import type { DbTarget, TestDatabase } from "./test-db.ts";

export interface TestApp {
  app: FastifyInstance;
  db: TestDatabase;
  close(): Promise<void>;
}

/**
 * The real application on a fresh database; `ssr: "none"` unless a test needs pages. `options`
 * reach buildApp (an injected clock, another server build).
 */
export async function buildTestApp(
  target: DbTarget,
  overrides: Partial<AppConfig> = {},
  options: AppOptions = {},
): Promise<TestApp> {
  const db = await target.create();
  const config = loadConfig(
    { NODE_ENV: "test", LOG_LEVEL: "silent" },
    { ssr: "none", database: db.database, ...overrides },
  );
  const app = await buildApp(config, options);
  await app.ready();
  return {
    app,
    db,
    async close() {
      await app.close();
      await db.drop();
    },
  };
}

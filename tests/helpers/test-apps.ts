import type { FastifyInstance } from "fastify";
import { afterEach } from "vitest";
import { buildTestApp, type TestApp } from "./build-app.ts";
import type { DbTarget } from "./test-db.ts";

type BuildArgs = Parameters<typeof buildTestApp> extends [unknown, ...infer R] ? R : never;

/** `build(...)` makes a real app on `target`; every app built in a test is closed after it. */
export function appsClosedAfterEach(target: DbTarget): (...args: BuildArgs) => Promise<TestApp> {
  let apps: TestApp[] = [];
  afterEach(async () => {
    await Promise.all(apps.map((a) => a.close()));
    apps = [];
  });
  return async (...args) => {
    const t = await buildTestApp(target, ...args);
    apps.push(t);
    return t;
  };
}

/** Starts `app` on a free local port and answers its base URL. */
export async function listenLocally(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  return `http://127.0.0.1:${address.port}`;
}

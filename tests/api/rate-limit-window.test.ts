import { afterEach, describe, expect, it, vi } from "vitest";
import { buildTestApp, type TestApp } from "../helpers/build-app.ts";
import { dbTargets } from "../helpers/test-db.ts";

const lead = (i: number) => ({ email: `w${i}@example.com`, serviceType: "blog-updates" });

/**
 * The README's budget, stated literally: 10 accepted submissions per address per 10 minutes
 * (600,000 ms). A fake clock (Date only, so I/O keeps running) pins the window's end exactly.
 */
describe("the public forms' rate-limit window", () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    vi.useRealTimers();
  });

  it("refuses the 11th submission until exactly 10 minutes after the first, then accepts again", async () => {
    // Installed before the app, whose in-memory limiter reads Date.now.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-01-05T09:00:00.000Z") });
    t = await buildTestApp(dbTargets()[0]!);
    const send = (i: number) =>
      t!.app.inject({ method: "POST", url: "/api/leads", payload: lead(i), remoteAddress: "203.0.113.77" });

    for (let i = 0; i < 10; i++) expect((await send(i)).statusCode, `submission ${i + 1}`).toBe(201);
    const refused = await send(10);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBe("600");

    vi.setSystemTime(new Date("2026-01-05T09:09:59.999Z"));
    expect((await send(11)).statusCode).toBe(429);
    vi.setSystemTime(new Date("2026-01-05T09:10:00.000Z"));
    expect((await send(12)).statusCode).toBe(201);
  });
});

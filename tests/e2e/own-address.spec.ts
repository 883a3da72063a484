import { expect, test } from "./fixtures.ts";

/*
 * The fixture's promise, checked against the real server: one test may use up its address's
 * whole budget (10 submissions per 10 minutes) and the next test still gets through.
 */
const subscribe = (i: number) => ({ data: { email: `budget-${i}@example.com`, serviceType: "blog-updates" } });

test.describe.serial("each test speaks from its own address", () => {
  test("a test that spends its whole budget is refused at the 11th submission", async ({ request }) => {
    for (let i = 1; i <= 10; i++) expect((await request.post("/api/leads", subscribe(i))).status(), `#${i}`).toBe(201);
    expect((await request.post("/api/leads", subscribe(11))).status()).toBe(429);
  });

  test("the next test still has its own", async ({ request }) => {
    expect((await request.post("/api/leads", subscribe(12))).status()).toBe(201);
  });
});

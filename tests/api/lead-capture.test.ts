import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ContactRequest, Lead } from "../../src/shared/leads.ts";
import { buildTestApp, type TestApp } from "../helpers/build-app.ts";
import { dbTargets } from "../helpers/test-db.ts";

const validRequest = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  company: "Analytical Engines",
  phone: "+1 (512) 555-0100",
  message: "We'd like Aurora on our front desk.",
  serviceType: "aurora-ai",
};

describe.each(dbTargets())("lead capture on $name", (target) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(target);
  });
  afterEach(async () => {
    await t.close();
  });

  const post = (url: string, payload: unknown, ip = "203.0.113.7") =>
    t.app.inject({ method: "POST", url, payload: payload as object, remoteAddress: ip });
  const rows = (table: "contactRequests" | "leads") => t.app.services.db.db.selectFrom(table).selectAll().execute();

  describe("POST /api/contact-requests", () => {
    it("stores a valid request with status new and answers 201 with the record", async () => {
      const res = await post("/api/contact-requests", validRequest);
      expect(res.statusCode).toBe(201);
      const body = res.json<ContactRequest>();
      expect(body).toMatchObject({ ...validRequest, status: "new" });
      expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(Date.parse(body.createdAt)).not.toBeNaN();
      const stored = await rows("contactRequests");
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({
        id: body.id,
        email: "ada@example.com",
        serviceType: "aurora-ai",
        status: "new",
      });
    });

    it("accepts only name, email and serviceType, storing empty optional fields as null", async () => {
      const res = await post("/api/contact-requests", { name: "Ada", email: "ada@example.com", serviceType: "max-ai" });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ company: null, phone: null, message: null });
    });

    it("trims surrounding white space", async () => {
      const res = await post("/api/contact-requests", { ...validRequest, name: "  Ada  ", email: " ada@example.com " });
      expect(res.json()).toMatchObject({ name: "Ada", email: "ada@example.com" });
    });

    it.each([
      [{ name: undefined }, "Name is required."],
      [{ name: "   " }, "Name is required."],
      [{ email: undefined }, "Email is required."],
      [{ email: "" }, "Email is required."],
      [{ email: "not-an-email" }, "Please enter a valid email address."],
      [{ name: "Ada\r\nBcc: victim@example.com" }, "Name must be on one line."],
      [{ email: "ada@example.com\nBcc: x@example.com" }, "Email must be on one line."],
      [{ company: "Acme\nInc" }, "Company must be on one line."],
      [{ phone: "call me maybe" }, "Phone may contain only digits, spaces and + ( ) . -"],
      [{ name: "x".repeat(121) }, "Name must be at most 120 characters."],
      [{ company: "x".repeat(161) }, "Company must be at most 160 characters."],
      [{ message: "x".repeat(4001) }, "Message must be at most 4000 characters."],
      [{ serviceType: undefined }, "Service type is required."],
      [{ serviceType: "Aurora AI!" }, "Service type must be lower-case words joined by hyphens."],
      [{ name: 42 }, "Name must be text."],
      [{ isAdmin: true }, "Unknown field: isAdmin."],
    ])("refuses %j with a sentence and stores nothing", async (change, error) => {
      const res = await post("/api/contact-requests", { ...validRequest, ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error });
      expect(await rows("contactRequests")).toHaveLength(0);
    });

    it("refuses a body that is not a JSON object", async () => {
      const arr = await post("/api/contact-requests", [validRequest]);
      expect(arr.statusCode).toBe(400);
      expect(arr.json()).toEqual({ error: "The request body must be a JSON object." });
      const broken = await t.app.inject({
        method: "POST",
        url: "/api/contact-requests",
        headers: { "content-type": "application/json" },
        payload: "{ not json",
      });
      expect(broken.statusCode).toBe(400);
      expect(broken.json().error).toMatch(/JSON/);
    });

    it("drops a submission whose honeypot is filled without storing it", async () => {
      const res = await post("/api/contact-requests", { ...validRequest, _gotcha: "http://spam.example.com" });
      expect(res.statusCode).toBe(202);
      expect(await rows("contactRequests")).toHaveLength(0);
    });
  });

  describe("POST /api/leads", () => {
    it("stores a launch-notice lead with only an e-mail", async () => {
      const res = await post("/api/leads", { email: "grace@example.com", serviceType: "launch-notice-herbcore-radio" });
      expect(res.statusCode).toBe(201);
      const lead = res.json<Lead>();
      expect(lead).toMatchObject({
        email: "grace@example.com",
        name: null,
        message: null,
        serviceType: "launch-notice-herbcore-radio",
      });
      expect(await rows("leads")).toHaveLength(1);
    });

    it("does not duplicate a repeated e-mail on the same form, whatever its case, and keeps every message", async () => {
      const first = await post("/api/leads", {
        name: "Grace",
        email: "grace@example.com",
        message: "First note",
        serviceType: "ventures-contact",
      });
      expect(first.statusCode).toBe(201);
      const again = await post("/api/leads", {
        name: "Grace Hopper",
        email: "Grace@Example.com",
        message: "Second note",
        serviceType: "ventures-contact",
      });
      expect(again.statusCode).toBe(200);
      const lead = again.json<Lead>();
      expect(lead.id).toBe(first.json<Lead>().id);
      expect(lead.name).toBe("Grace Hopper");
      expect(lead.message).toContain("First note");
      expect(lead.message).toContain("Second note");
      const stored = await rows("leads");
      expect(stored).toHaveLength(1);

      const resent = await post("/api/leads", {
        email: "grace@example.com",
        message: "Second note",
        serviceType: "ventures-contact",
      });
      expect(resent.json<Lead>().message!.match(/Second note/g)).toHaveLength(1);
    });

    it("keeps one lead per form: the same e-mail on another form is another lead", async () => {
      await post("/api/leads", { email: "grace@example.com", serviceType: "launch-notice-dayo" });
      await post("/api/leads", { email: "grace@example.com", serviceType: "launch-notice-urme" });
      expect(await rows("leads")).toHaveLength(2);
    });

    it.each([
      [{ email: "nope" }, "Please enter a valid email address."],
      [{ serviceType: undefined }, "Service type is required."],
      [{ name: "A\nB" }, "Name must be on one line."],
      [{ message: "x".repeat(4001) }, "Message must be at most 4000 characters."],
      [{ phone: "5125550100" }, "Unknown field: phone."],
    ])("refuses %j", async (change, error) => {
      const res = await post("/api/leads", { email: "grace@example.com", serviceType: "ventures-contact", ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error });
      expect(await rows("leads")).toHaveLength(0);
    });

    it("drops a filled honeypot", async () => {
      const res = await post("/api/leads", { email: "bot@example.com", serviceType: "blog-updates", _gotcha: "x" });
      expect(res.statusCode).toBe(202);
      expect(await rows("leads")).toHaveLength(0);
    });
  });

  it("limits each address to 10 form submissions per 10 minutes, per endpoint", async () => {
    for (let i = 0; i < 10; i++) {
      const res = await post("/api/leads", { email: `p${i}@example.com`, serviceType: "blog-updates" }, "198.51.100.1");
      expect(res.statusCode, `request ${i + 1}`).toBe(201);
    }
    const limited = await post("/api/leads", { email: "p11@example.com", serviceType: "blog-updates" }, "198.51.100.1");
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(/^Too many requests from your address\. Please try again in \d+ minutes?\.$/);
    expect(await rows("leads")).toHaveLength(10);
    // Another address, and the other endpoint, still work.
    expect(
      (await post("/api/leads", { email: "q@example.com", serviceType: "blog-updates" }, "198.51.100.2")).statusCode,
    ).toBe(201);
    expect((await post("/api/contact-requests", validRequest, "198.51.100.1")).statusCode).toBe(201);
  });
});

describe.runIf(process.env.TEST_REDIS_URL)("rate limits shared through Redis", () => {
  it("counts one address across two instances", async () => {
    const [target] = dbTargets();
    const namespace = `test-rl-${Date.now()}-${Math.random().toString(36).slice(2)}:`;
    const opts = { redisUrl: process.env.TEST_REDIS_URL!, publicWriteLimit: { max: 3, windowMs: 60_000, namespace } };
    const a = await buildTestApp(target!, opts);
    const b = await buildTestApp(target!, opts);
    try {
      const send = (app: TestApp, i: number) =>
        app.app.inject({
          method: "POST",
          url: "/api/leads",
          remoteAddress: "192.0.2.44",
          payload: { email: `r${i}@example.com`, serviceType: "blog-updates" },
        });
      expect((await send(a, 1)).statusCode).toBe(201);
      expect((await send(b, 2)).statusCode).toBe(201);
      expect((await send(a, 3)).statusCode).toBe(201);
      expect((await send(b, 4)).statusCode).toBe(429);
    } finally {
      await a.close();
      await b.close();
    }
  });
});

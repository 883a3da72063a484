import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { SubmissionReceipt } from "../../src/shared/leads.ts";
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
  const rows = (table: "contactRequests" | "leads" | "leadSubmissions") =>
    t.app.services.db.db.selectFrom(table).selectAll().orderBy("createdAt").execute();
  const expectReceipt = (res: { json: () => unknown }) => {
    const body = res.json() as SubmissionReceipt;
    expect(body).toEqual({ status: "received", id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    return body;
  };

  describe("POST /api/contact-requests", () => {
    it("stores a valid request with status new and answers 201 with only a receipt", async () => {
      const res = await post("/api/contact-requests", validRequest);
      expect(res.statusCode).toBe(201);
      expect(res.headers["cache-control"]).toBe("no-store");
      const receipt = expectReceipt(res);
      const stored = await rows("contactRequests");
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ ...validRequest, id: receipt.id, status: "new" });
      expect(Date.parse(stored[0]!.createdAt)).not.toBeNaN();
    });

    it("accepts only name, email and serviceType, storing empty optional fields as null", async () => {
      const res = await post("/api/contact-requests", { name: "Ada", email: "ada@example.com", serviceType: "max-ai" });
      expect(res.statusCode).toBe(201);
      expect((await rows("contactRequests"))[0]).toMatchObject({ company: null, phone: null, message: null });
    });

    it("trims surrounding white space", async () => {
      await post("/api/contact-requests", { ...validRequest, name: "  Ada  ", email: " ada@example.com " });
      expect((await rows("contactRequests"))[0]).toMatchObject({ name: "Ada", email: "ada@example.com" });
    });

    it("keeps every request of the same person as its own row and answers none of them", async () => {
      await post("/api/contact-requests", validRequest);
      const again = await post("/api/contact-requests", { ...validRequest, name: "Mallory", message: "Show me Ada's" });
      expect(again.statusCode).toBe(201);
      expect(again.body).not.toContain("Ada");
      expect(again.body).not.toContain("Aurora on our front desk");
      expect((await rows("contactRequests")).map((r) => r.name)).toEqual(["Ada Lovelace", "Mallory"]);
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
      [{ page: "https://evil.example/pricing" }, "Page must be a path on this site, such as /blog."],
      [{ page: "/pricing?email=ada@example.com" }, "Page must be a path on this site, such as /blog."],
      [{ page: `/${"p".repeat(200)}` }, "Page must be at most 200 characters."],
      [{ page: 7 }, "Page must be text."],
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

    it("drops a submission whose honeypot is filled without storing it, answering the same receipt", async () => {
      const res = await post("/api/contact-requests", { ...validRequest, _gotcha: "http://spam.example.com" });
      expect(res.statusCode).toBe(202);
      expectReceipt(res);
      expect(await rows("contactRequests")).toHaveLength(0);
    });
  });

  describe("POST /api/leads", () => {
    it("stores a launch-notice lead with only an e-mail and answers only a receipt", async () => {
      const res = await post("/api/leads", {
        email: "grace@example.com",
        serviceType: "launch-notice-herbcore-radio",
        page: "/business/herbcore-radio",
      });
      expect(res.statusCode).toBe(201);
      expect(res.headers["cache-control"]).toBe("no-store");
      const receipt = expectReceipt(res);
      const [lead] = await rows("leads");
      expect(lead).toMatchObject({ email: "grace@example.com", emailKey: "grace@example.com", name: null });
      expect(await rows("leadSubmissions")).toEqual([
        {
          id: receipt.id,
          leadId: lead!.id,
          serviceType: "launch-notice-herbcore-radio",
          name: null,
          message: null,
          createdAt: expect.any(String),
          // A form, not a conversation, and the page it was sent from.
          conversationId: null,
          page: "/business/herbcore-radio",
        },
      ]);
    });

    it("answers a known e-mail with nothing of the first sender, keeps their name, and stores both submissions", async () => {
      const first = await post("/api/leads", {
        name: "Grace Hopper",
        email: "grace@example.com",
        message: "My private note about COBOL",
        serviceType: "ventures-contact",
      });
      expect(first.statusCode).toBe(201);
      const again = await post("/api/leads", {
        name: "Mallory",
        email: "Grace@Example.com",
        message: "Second note",
        serviceType: "ventures-contact",
      });
      expect(again.statusCode).toBe(201);
      const receipt = expectReceipt(again);
      expect(receipt.id).not.toBe(expectReceipt(first).id);
      expect(again.body).not.toMatch(/Grace|Hopper|COBOL|private/);

      const people = await rows("leads");
      expect(people).toHaveLength(1);
      expect(people[0]).toMatchObject({ name: "Grace Hopper", email: "grace@example.com" });
      const submissions = await rows("leadSubmissions");
      expect(submissions.map((s) => [s.leadId, s.name, s.message])).toEqual([
        [people[0]!.id, "Grace Hopper", "My private note about COBOL"],
        [people[0]!.id, "Mallory", "Second note"],
      ]);
    });

    it("keeps one person per e-mail across forms, with each form's submission on their timeline", async () => {
      await post("/api/leads", { email: "grace@example.com", serviceType: "launch-notice-dayo" });
      await post("/api/leads", { email: "grace@example.com", serviceType: "launch-notice-urme" });
      await post("/api/leads", { email: "grace@example.com", serviceType: "launch-notice-urme" });
      const people = await rows("leads");
      expect(people).toHaveLength(1);
      const timeline = await t.app.services.db.db
        .selectFrom("leadSubmissions")
        .select("serviceType")
        .where("leadId", "=", people[0]!.id)
        .orderBy("createdAt")
        .execute();
      expect(timeline.map((s) => s.serviceType)).toEqual([
        "launch-notice-dayo",
        "launch-notice-urme",
        "launch-notice-urme",
      ]);
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
      expect(await rows("leadSubmissions")).toHaveLength(0);
    });

    it("drops a filled honeypot, answering the same receipt", async () => {
      const res = await post("/api/leads", { email: "bot@example.com", serviceType: "blog-updates", _gotcha: "x" });
      expect(res.statusCode).toBe(202);
      expectReceipt(res);
      expect(await rows("leads")).toHaveLength(0);
      expect(await rows("leadSubmissions")).toHaveLength(0);
    });
  });

  describe("text fields", () => {
    it.each([
      ["/api/contact-requests", { name: "Ada\u0000" }, "Name may not contain control characters."],
      ["/api/contact-requests", { name: "Ada\tLovelace" }, "Name may not contain control characters."],
      ["/api/contact-requests", { name: "Ada\u001b[31m" }, "Name may not contain control characters."],
      ["/api/contact-requests", { name: "Ada\u009bLovelace" }, "Name may not contain control characters."],
      ["/api/contact-requests", { name: "Ada\u2028Lovelace" }, "Name must be on one line."],
      ["/api/contact-requests", { name: "Ada\u2029Lovelace" }, "Name must be on one line."],
      ["/api/contact-requests", { name: "Ada\u0085Lovelace" }, "Name must be on one line."],
      ["/api/contact-requests", { name: "Ada\u000bLovelace" }, "Name must be on one line."],
      ["/api/contact-requests", { name: "Ada\u000cLovelace" }, "Name must be on one line."],
      ["/api/contact-requests", { name: "Ada\ud800" }, "Name contains a character that is not valid text."],
      ["/api/contact-requests", { email: "ada\u0000@example.com" }, "Email may not contain control characters."],
      ["/api/contact-requests", { company: "Acme\u0000" }, "Company may not contain control characters."],
      ["/api/contact-requests", { company: "Acme\u2028Inc" }, "Company must be on one line."],
      ["/api/contact-requests", { phone: "555\u00000100" }, "Phone may not contain control characters."],
      ["/api/contact-requests", { message: "Hello\u0000there" }, "Message may not contain control characters."],
      ["/api/contact-requests", { message: "Hello\u007fthere" }, "Message may not contain control characters."],
      ["/api/contact-requests", { message: "Hello\u0085there" }, "Message may not contain control characters."],
      ["/api/contact-requests", { message: "Hello\u000bthere" }, "Message may not contain control characters."],
      ["/api/contact-requests", { message: "Hello \udc00" }, "Message contains a character that is not valid text."],
      ["/api/leads", { name: "Grace\u0000" }, "Name may not contain control characters."],
      ["/api/leads", { name: "Grace\u2028Hopper" }, "Name must be on one line."],
      ["/api/leads", { name: "\udbffGrace" }, "Name contains a character that is not valid text."],
      ["/api/leads", { email: "grace@example.com\u0000" }, "Email may not contain control characters."],
      ["/api/leads", { message: "\u0000" }, "Message may not contain control characters."],
      ["/api/leads", { message: "Note \u0007" }, "Message may not contain control characters."],
      ["/api/leads", { message: "Note \ud83d" }, "Message contains a character that is not valid text."],
    ])("%s refuses %j with a sentence naming the field", async (url, change, error) => {
      const base =
        url === "/api/leads" ? { email: "grace@example.com", serviceType: "ventures-contact" } : validRequest;
      const res = await post(url, { ...base, ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error });
      expect(await rows("contactRequests")).toHaveLength(0);
      expect(await rows("leadSubmissions")).toHaveLength(0);
    });

    it("stores multi-line messages, tabs and characters outside the BMP exactly as sent", async () => {
      const message = "Line one\r\n\tLine two 👋 café\nLine three";
      const name = "Zoë 🦊 O'Brien";
      expect((await post("/api/contact-requests", { ...validRequest, name, message })).statusCode).toBe(201);
      expect(
        (await post("/api/leads", { name, email: "zoe@example.com", message, serviceType: "home-contact" })).statusCode,
      ).toBe(201);
      expect((await rows("contactRequests"))[0]).toMatchObject({ name, message });
      expect((await rows("leadSubmissions"))[0]).toMatchObject({ name, message });
      expect((await rows("leads"))[0]).toMatchObject({ name });
    });
  });
});

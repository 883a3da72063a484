import { describe, expect, it } from "vitest";
import { HttpError } from "../../src/server/http-errors.ts";
import {
  createContactRequestsService,
  toContactRequest,
} from "../../src/server/modules/contact-requests/contact-requests.service.ts";
import type {
  ContactRequestRow,
  ContactRequestsRepository,
} from "../../src/server/modules/contact-requests/contact-requests.repository.ts";
import type { LeadsRepository, SubmissionWrite } from "../../src/server/modules/leads/leads.repository.ts";
import { createLeadsService } from "../../src/server/modules/leads/leads.service.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const AT = new Date("2025-06-24T10:30:00.000Z");

function leadsRepo() {
  const writes: SubmissionWrite[] = [];
  const repo = {
    async addSubmission(w: SubmissionWrite) {
      writes.push(w);
      return { leadId: w.leadId, newLead: true };
    },
  } as unknown as LeadsRepository;
  return { repo, writes };
}

function contactRepo() {
  const rows: ContactRequestRow[] = [];
  const repo = {
    async insert(row: ContactRequestRow) {
      rows.push(row);
      return row;
    },
  } as unknown as ContactRequestsRepository;
  return { repo, rows };
}

describe("lead capture", () => {
  it("stores the submission under the e-mail's lower-case key, stamped now, answering only a receipt", async () => {
    const { repo, writes } = leadsRepo();
    const result = await createLeadsService(repo, () => AT).capture({
      name: "  Grace  ",
      email: "Grace@Example.COM",
      message: "Hello",
      serviceType: "home-contact",
    });
    expect(result.kind).toBe("stored");
    expect(result.receipt.status).toBe("received");
    expect(result.receipt.id).toMatch(UUID);
    expect(writes).toHaveLength(1);
    const w = writes[0]!;
    expect(w).toMatchObject({
      submissionId: result.receipt.id,
      name: "Grace",
      email: "Grace@Example.COM",
      emailKey: "grace@example.com",
      serviceType: "home-contact",
      message: "Hello",
      at: "2025-06-24T10:30:00.000Z",
    });
    expect(w.leadId).toMatch(UUID);
    expect(w.leadId).not.toBe(w.submissionId);
  });

  it("stores missing optional fields as null", async () => {
    const { repo, writes } = leadsRepo();
    await createLeadsService(repo, () => AT).capture({ email: "a@example.com", serviceType: "blog-updates" });
    expect(writes[0]).toMatchObject({ name: null, message: null, page: null });
  });

  it("keeps the path of the page a form was sent from", async () => {
    const { repo, writes } = leadsRepo();
    await createLeadsService(repo, () => AT).capture({
      email: "a@example.com",
      serviceType: "launch-notice-the-subs-ai",
      page: "/business/the-subs-ai",
    });
    expect(writes[0]!.page).toBe("/business/the-subs-ai");
  });

  it.each([
    ["a full address", "https://evil.example/x"],
    ["another host", "//evil.example/x"],
    ["a query string", "/blog?email=a@example.com"],
    ["no leading slash", "blog"],
    ["a line break", "/blog\nBcc: x"],
    ["201 characters", `/${"a".repeat(200)}`],
  ])("refuses a page that is %s, with a sentence, and stores nothing", async (_what, page) => {
    const { repo, writes } = leadsRepo();
    const err = await createLeadsService(repo, () => AT)
      .capture({ email: "a@example.com", serviceType: "blog-updates", page })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).statusCode).toBe(400);
    expect((err as HttpError).message).toMatch(
      /^Page must be (a path on this site, such as \/blog|at most 200 characters)\.$/,
    );
    expect(writes).toHaveLength(0);
  });

  it("gives each submission its own id", async () => {
    const { repo } = leadsRepo();
    const service = createLeadsService(repo, () => AT);
    const body = { email: "a@example.com", serviceType: "blog-updates" };
    const [a, b] = [await service.capture(body), await service.capture(body)];
    expect(a.receipt.id).not.toBe(b.receipt.id);
  });

  it("drops a filled honeypot without storing, with a receipt of the same shape", async () => {
    const { repo, writes } = leadsRepo();
    const result = await createLeadsService(repo, () => AT).capture({
      email: "bot@example.com",
      serviceType: "blog-updates",
      _gotcha: "x",
    });
    expect(result.kind).toBe("discarded");
    expect(result.receipt).toEqual({ status: "received", id: expect.stringMatching(UUID) });
    expect(writes).toHaveLength(0);
  });

  it("refuses invalid input with a 400 and stores nothing", async () => {
    const { repo, writes } = leadsRepo();
    await expect(createLeadsService(repo).capture({ serviceType: "blog-updates" })).rejects.toThrow(HttpError);
    await expect(createLeadsService(repo).capture({ serviceType: "blog-updates" })).rejects.toMatchObject({
      statusCode: 400,
      message: "Email is required.",
    });
    expect(writes).toHaveLength(0);
  });
});

describe("Request Access submissions", () => {
  const valid = { name: "Ada", email: "ada@example.com", serviceType: "ai-twin" };

  it("stores a request with status new, created and updated now, answering only a receipt", async () => {
    const { repo, rows } = contactRepo();
    const result = await createContactRequestsService(repo, () => AT).submit({
      ...valid,
      company: "Acme",
      phone: "+1 (512) 555-0100",
      message: "Hi",
      page: "/business/harmonic-healing",
    });
    expect(result).toEqual({ kind: "stored", receipt: { status: "received", id: expect.stringMatching(UUID) } });
    expect(rows).toEqual([
      {
        id: result.receipt.id,
        name: "Ada",
        email: "ada@example.com",
        company: "Acme",
        phone: "+1 (512) 555-0100",
        message: "Hi",
        serviceType: "ai-twin",
        status: "new",
        createdAt: "2025-06-24T10:30:00.000Z",
        updatedAt: "2025-06-24T10:30:00.000Z",
        page: "/business/harmonic-healing",
      },
    ]);
  });

  it("drops a filled honeypot silently", async () => {
    const { repo, rows } = contactRepo();
    const result = await createContactRequestsService(repo, () => AT).submit({ ...valid, _gotcha: "bot" });
    expect(result.kind).toBe("discarded");
    expect(result.receipt.status).toBe("received");
    expect(rows).toHaveLength(0);
  });

  it("requires a name (spec: name and email required)", async () => {
    const { repo, rows } = contactRepo();
    await expect(createContactRequestsService(repo).submit({ ...valid, name: "   " })).rejects.toMatchObject({
      statusCode: 400,
      message: "Name is required.",
    });
    expect(rows).toHaveLength(0);
  });

  it("reads a stored row back as the staff-side request", () => {
    const row: ContactRequestRow = {
      id: "id-1",
      name: "Ada",
      email: "ada@example.com",
      company: null,
      phone: null,
      message: "Hi",
      serviceType: "ai-twin",
      status: "contacted",
      createdAt: "2025-06-24T10:30:00.000Z",
      updatedAt: "2025-06-25T10:30:00.000Z",
      page: "/services/ai-reception-agents",
    };
    expect(toContactRequest(row)).toEqual({
      id: "id-1",
      name: "Ada",
      email: "ada@example.com",
      company: null,
      phone: null,
      message: "Hi",
      serviceType: "ai-twin",
      status: "contacted",
      createdAt: "2025-06-24T10:30:00.000Z",
    });
  });
});

import { describe, expect, it } from "vitest";
import { contactRequestInputSchema, leadInputSchema } from "../../src/shared/leads.ts";

const request = { name: "Ada", email: "ada@example.com", serviceType: "ai-twin" };
const lead = { email: "grace@example.com", serviceType: "ventures-contact" };

function firstError(schema: typeof contactRequestInputSchema | typeof leadInputSchema, input: object): string | null {
  const r = schema.safeParse(input);
  return r.success ? null : (r.error.issues[0]?.message ?? "");
}

describe("Request Access input", () => {
  it("says which required field is missing, and which is not text", () => {
    expect(firstError(contactRequestInputSchema, { email: "a@example.com", serviceType: "x" })).toBe(
      "Name is required.",
    );
    expect(firstError(contactRequestInputSchema, { ...request, name: 7 })).toBe("Name must be text.");
    expect(firstError(contactRequestInputSchema, { name: "Ada", serviceType: "x" })).toBe("Email is required.");
    expect(firstError(contactRequestInputSchema, { ...request, email: ["a"] })).toBe("Email must be text.");
    expect(firstError(contactRequestInputSchema, { name: "Ada", email: "a@example.com" })).toBe(
      "Service type is required.",
    );
    expect(firstError(contactRequestInputSchema, { ...request, serviceType: 3 })).toBe("Service type must be text.");
    expect(firstError(contactRequestInputSchema, { ...request, company: 3 })).toBe("Company must be text.");
    expect(firstError(contactRequestInputSchema, { ...request, message: 3 })).toBe("Message must be text.");
  });

  it("treats blank name and email as missing", () => {
    expect(firstError(contactRequestInputSchema, { ...request, name: "  " })).toBe("Name is required.");
    expect(firstError(contactRequestInputSchema, { ...request, email: "  " })).toBe("Email is required.");
    expect(firstError(contactRequestInputSchema, { ...request, email: "not-an-email" })).toBe(
      "Please enter a valid email address.",
    );
  });

  it("limits lengths, naming the limit: name 120, email 254, company 160, phone 40, message 4000, service type 60", () => {
    expect(firstError(contactRequestInputSchema, { ...request, name: "n".repeat(120) })).toBeNull();
    expect(firstError(contactRequestInputSchema, { ...request, name: "n".repeat(121) })).toBe(
      "Name must be at most 120 characters.",
    );
    expect(firstError(contactRequestInputSchema, { ...request, email: `${"e".repeat(250)}@x.co` })).toBe(
      "Email must be at most 254 characters.",
    );
    expect(firstError(contactRequestInputSchema, { ...request, company: "c".repeat(160) })).toBeNull();
    expect(firstError(contactRequestInputSchema, { ...request, company: "c".repeat(161) })).toBe(
      "Company must be at most 160 characters.",
    );
    expect(firstError(contactRequestInputSchema, { ...request, phone: "5".repeat(41) })).toBe(
      "Phone must be at most 40 characters.",
    );
    expect(firstError(contactRequestInputSchema, { ...request, message: "m".repeat(4000) })).toBeNull();
    expect(firstError(contactRequestInputSchema, { ...request, message: "m".repeat(4001) })).toBe(
      "Message must be at most 4000 characters.",
    );
    expect(firstError(contactRequestInputSchema, { ...request, serviceType: "s".repeat(60) })).toBeNull();
    expect(firstError(contactRequestInputSchema, { ...request, serviceType: "s".repeat(61) })).toBe(
      "Service type must be at most 60 characters.",
    );
  });

  it("takes service types as lower-case words joined by hyphens", () => {
    expect(firstError(contactRequestInputSchema, { ...request, serviceType: "launch-notice-dayo2" })).toBeNull();
    for (const serviceType of ["AI-Twin", "ai_twin", "ai--twin", "-ai", "ai-", ""]) {
      expect(firstError(contactRequestInputSchema, { ...request, serviceType }), serviceType).toBe(
        "Service type must be lower-case words joined by hyphens.",
      );
    }
  });

  it("takes phone numbers of 5 to 40 digits, spaces and + ( ) . -", () => {
    for (const phone of ["+1 (512) 555-0100", "555.0100", "12345"]) {
      expect(firstError(contactRequestInputSchema, { ...request, phone }), phone).toBeNull();
    }
    for (const phone of ["1234", "call me", "555-0100 ext. 4", "555#0100"]) {
      expect(firstError(contactRequestInputSchema, { ...request, phone }), phone).toBe(
        "Phone may contain only digits, spaces and + ( ) . -",
      );
    }
  });

  it("stores optional fields left blank as null, and keeps the rest trimmed", () => {
    const parsed = contactRequestInputSchema.parse({
      ...request,
      name: "  Ada  ",
      company: "  ",
      phone: "",
      message: "   ",
    });
    expect(parsed).toMatchObject({ name: "Ada", company: null, phone: null, message: null });
    const full = contactRequestInputSchema.parse({ ...request, company: " Acme ", phone: " 12345 ", message: " Hi " });
    expect(full).toMatchObject({ company: "Acme", phone: "12345", message: "Hi" });
  });

  it("names unknown fields", () => {
    expect(firstError(contactRequestInputSchema, { ...request, age: 3, role: "x" })).toBe("Unknown field: age, role.");
  });

  it("keeps a honeypot of up to 500 characters for the service to drop", () => {
    expect(contactRequestInputSchema.parse({ ...request, _gotcha: "x" })._gotcha).toBe("x");
    expect(firstError(contactRequestInputSchema, { ...request, _gotcha: "x".repeat(501) })).not.toBeNull();
  });
});

describe("lead input", () => {
  it("needs only an e-mail and a service type; the name is optional", () => {
    expect(leadInputSchema.parse(lead)).toMatchObject({ name: null, message: null });
    expect(leadInputSchema.parse({ ...lead, name: "  " }).name).toBeNull();
    expect(leadInputSchema.parse({ ...lead, name: " Grace " }).name).toBe("Grace");
    expect(firstError(leadInputSchema, { serviceType: "x" })).toBe("Email is required.");
    expect(firstError(leadInputSchema, { ...lead, name: 5 })).toBe("Name must be text.");
    expect(firstError(leadInputSchema, { ...lead, company: "Acme" })).toBe("Unknown field: company.");
  });
});

import { describe, expect, it } from "vitest";
import { fieldInError, LEAD_FIELD_WORDS } from "../../src/app/features/leads/field-in-error.ts";

describe("fieldInError", () => {
  it("finds the field a server sentence names", () => {
    expect(fieldInError("Please enter a valid email address.", LEAD_FIELD_WORDS)).toBe("email");
    expect(fieldInError("Email is required.", LEAD_FIELD_WORDS)).toBe("email");
    expect(fieldInError("The e-mail is not valid.", LEAD_FIELD_WORDS)).toBe("email");
    expect(fieldInError("Name must be on one line.", LEAD_FIELD_WORDS)).toBe("name");
    expect(fieldInError("Message must be at most 4000 characters.", LEAD_FIELD_WORDS)).toBe("message");
  });

  it("takes the first field named, in the order given", () => {
    expect(fieldInError("Name and email are required", LEAD_FIELD_WORDS)).toBe("email");
    expect(fieldInError("Name and email are required", { name: /name/i, email: /email/i })).toBe("name");
  });

  it("marks no field when the sentence names none, or only part of a word", () => {
    expect(fieldInError("Too many requests. Please try again in 15 minutes.", LEAD_FIELD_WORDS)).toBeNull();
    expect(fieldInError("Username taken; emails bounce; messages lost.", LEAD_FIELD_WORDS)).toBeNull();
    expect(fieldInError("anything", {})).toBeNull();
  });
});

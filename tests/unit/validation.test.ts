import { z } from "zod";
import { describe, expect, it } from "vitest";
import { HttpError } from "../../src/server/http-errors.ts";
import { parseInput } from "../../src/server/modules/validation.ts";

const schema = z.object({
  name: z.string({ error: "Name and email are required" }).min(1, "Name and email are required"),
  email: z.email("The email is not valid."),
});

function refusal(fn: () => unknown): HttpError {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(HttpError);
    return e as HttpError;
  }
  throw new Error("expected parseInput to refuse the input");
}

describe("parseInput", () => {
  it("returns the schema's output for valid input", () => {
    expect(parseInput(schema, { name: "Ann", email: "ann@example.com" })).toEqual({
      name: "Ann",
      email: "ann@example.com",
    });
  });

  it("refuses a body that is not a JSON object with a 400 saying so", () => {
    for (const body of [null, undefined, "text", 42, true, [], [{ name: "Ann" }]]) {
      const err = refusal(() => parseInput(schema, body));
      expect(err.statusCode).toBe(400);
      expect(err.message).toBe("The request body must be a JSON object.");
    }
  });

  it("answers 400 with the first problem's own sentence", () => {
    let err = refusal(() => parseInput(schema, { email: "ann@example.com" }));
    expect(err.statusCode).toBe(400);
    expect(err.message).toBe("Name and email are required");
    err = refusal(() => parseInput(schema, { name: "Ann", email: "nope" }));
    expect(err.message).toBe("The email is not valid.");
  });
});

describe("parseInput's sentences where a schema gives none", () => {
  const bare = z.strictObject({
    password: z.string().min(1).max(1024),
    pageSize: z.number().int().max(100).optional(),
    sort: z.enum(["newest", "oldest"]).optional(),
    email: z.email().optional(),
    turns: z
      .array(z.strictObject({ role: z.string() }))
      .max(2)
      .optional(),
    flag: z.boolean().optional(),
  });
  const sentence = (input: object) => refusal(() => parseInput(bare, input)).message;

  it("names the field in every problem, never in zod's own words", () => {
    const ok = { password: "p" };
    expect(sentence({})).toBe("Password is required.");
    expect(sentence({ password: 5 })).toBe("Password must be text.");
    expect(sentence({ password: "" })).toBe("Password must not be empty.");
    expect(sentence({ password: "x".repeat(1025) })).toBe("Password must be at most 1024 characters.");
    expect(sentence({ ...ok, admin: true })).toBe("Unknown field: admin.");
    expect(sentence({ ...ok, admin: true, role: "x" })).toBe("Unknown field: admin, role.");
    expect(sentence({ ...ok, pageSize: "10" })).toBe("pageSize must be a number.");
    expect(sentence({ ...ok, pageSize: 2.5 })).toBe("pageSize must be a whole number.");
    expect(sentence({ ...ok, pageSize: 101 })).toBe("pageSize must be at most 100.");
    expect(sentence({ ...ok, sort: "up" })).toBe('Sort must be "newest" or "oldest".');
    expect(sentence({ ...ok, email: "nope" })).toBe("Email must be a valid e-mail address.");
    expect(sentence({ ...ok, flag: "yes" })).toBe("Flag must be true or false.");
    expect(sentence({ ...ok, turns: "x" })).toBe("Turns must be a list.");
    expect(sentence({ ...ok, turns: [{ role: "a" }, { role: "b" }, { role: "c" }] })).toBe(
      "Turns may hold at most 2 items.",
    );
    expect(sentence({ ...ok, turns: [{ role: "a" }, { role: 1 }] })).toBe('The field "turns[1].role" must be text.');
    expect(sentence({ ...ok, turns: [{ role: "a", admin: 1 }] })).toBe("Unknown field in turns[0]: admin.");
  });

  it("keeps a schema's own sentence where it has one", () => {
    const own = z.strictObject(
      { password: z.string({ error: "Enter it." }).max(3, "Too long, sorry.") },
      { error: (i) => (i.code === "unrecognized_keys" ? "Send only the password." : undefined) },
    );
    expect(refusal(() => parseInput(own, {})).message).toBe("Enter it.");
    expect(refusal(() => parseInput(own, { password: "abcd" })).message).toBe("Too long, sorry.");
    expect(refusal(() => parseInput(own, { password: "a", x: 1 })).message).toBe("Send only the password.");
  });
});

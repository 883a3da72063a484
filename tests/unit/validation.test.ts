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

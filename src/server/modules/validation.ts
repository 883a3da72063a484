import type { z } from "zod";
import { badRequest } from "../http-errors.ts";
import { inputSentence } from "./input-sentences.ts";

/**
 * Parses untrusted input; the first problem becomes a 400 with the schema's own sentence, or,
 * where the schema has none, one named after the field (input-sentences.ts).
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  if (input === null || typeof input !== "object" || Array.isArray(input)) {
    throw badRequest("The request body must be a JSON object.");
  }
  const parsed = schema.safeParse(input, { error: inputSentence });
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? "The request is not valid.");
  return parsed.data;
}

import type { z } from "zod";

/*
 * The sentence for a problem a schema found but gave no message for (a bare `.max(64)`, an
 * unknown key, a number where text belongs), named after the field, so zod's own English
 * ("Too big: expected string to have <=1024 characters") never reaches a client.
 */

type Issue = z.core.$ZodRawIssue;

/** `password` → "Password"; an API name such as `voiceId` stays as it is sent; nested → quoted path. */
export function fieldLabel(path: readonly PropertyKey[] | undefined): string {
  if (!path || path.length === 0) return "The request body";
  if (path.length === 1 && typeof path[0] === "string") {
    const key = path[0];
    return /^[a-z]+$/.test(key) ? key[0]!.toUpperCase() + key.slice(1) : key;
  }
  return `The field "${dotted(path)}"`;
}

/** `["turns", 1, "role"]` → `turns[1].role`. */
function dotted(path: readonly PropertyKey[]): string {
  return path.map((p, i) => (typeof p === "number" ? `[${p}]` : `${i === 0 ? "" : "."}${String(p)}`)).join("");
}

const TYPE_NAMES: Record<string, string> = {
  string: "text",
  number: "a number",
  int: "a whole number",
  bigint: "a whole number",
  boolean: "true or false",
  array: "a list",
  object: "an object",
  date: "a date",
};

function list(values: readonly unknown[]): string {
  const shown = values.map((v) => (typeof v === "string" ? `"${v}"` : String(v)));
  return shown.length <= 1 ? (shown[0] ?? "") : `${shown.slice(0, -1).join(", ")} or ${shown.at(-1)}`;
}

function sizeSentence(label: string, origin: string, bound: number | bigint, side: "most" | "least"): string {
  if (origin === "string") return `${label} must be at ${side} ${bound} characters.`;
  if (origin === "array" || origin === "set") {
    return side === "most"
      ? `${label} may hold at most ${bound} items.`
      : `${label} must hold at least ${bound} items.`;
  }
  if (origin === "date") return `${label} must be ${side === "most" ? "on or before" : "on or after"} ${bound}.`;
  return `${label} must be at ${side} ${bound}.`;
}

const FORMATS: Record<string, string> = {
  email: "a valid e-mail address",
  url: "a web address",
  uuid: "an id",
  datetime: "a date and time, e.g. 2026-12-31T23:59:59Z",
  date: "a date written YYYY-MM-DD",
  time: "a time written HH:MM:SS",
};

/** zod's per-parse error map: a sentence for every issue that has none of its own. */
export function inputSentence(issue: Issue): string {
  const label = fieldLabel(issue.path);
  switch (issue.code) {
    case "invalid_type": {
      if (issue.input === undefined) return `${label} is required.`;
      const expected = TYPE_NAMES[issue.expected];
      return expected ? `${label} must be ${expected}.` : `${label} has the wrong type.`;
    }
    case "too_big":
      if (issue.exact) return `${label} must be exactly ${issue.maximum} characters.`;
      return sizeSentence(label, issue.origin, issue.maximum, "most");
    case "too_small":
      if (issue.origin === "string" && Number(issue.minimum) === 1) return `${label} must not be empty.`;
      if (issue.exact) return `${label} must be exactly ${issue.minimum} characters.`;
      return sizeSentence(label, issue.origin, issue.minimum, "least");
    case "invalid_format":
      return `${label} must be ${FORMATS[issue.format] ?? "written in the expected form"}.`;
    case "not_multiple_of":
      return `${label} must be a multiple of ${issue.divisor}.`;
    case "unrecognized_keys": {
      const where = issue.path && issue.path.length > 0 ? ` in ${dotted(issue.path)}` : "";
      return `Unknown field${where}: ${issue.keys.join(", ")}.`;
    }
    case "invalid_value":
      return `${label} must be ${list(issue.values)}.`;
    default:
      return `${label} is not valid.`;
  }
}

import { z } from "zod";
import {
  BIDI_CONTROL,
  CONTROL,
  CONTROL_EXCEPT_TAB_AND_LINES,
  LINE_BREAK,
  LONE_SURROGATE,
  NUL,
  TEXT_SENTENCES as S,
} from "./text-rules.ts";

/*
 * The kinds of text field the API takes, each with the character rules of text-rules.ts and a
 * sentence naming the field for every refusal. Every schema builds its text fields from these.
 */

/** What a field says when it is missing, not text or too long, where its contract words it otherwise. */
export interface TextMessages {
  required?: string;
  notText?: string;
  tooLong?: string;
}

const textOf = (label: string, m: TextMessages = {}) =>
  z.string({
    error: (issue) =>
      issue.input === undefined ? (m.required ?? `${label} is required.`) : (m.notText ?? `${label} must be text.`),
  });

const tooLong = (label: string, max: number, m: TextMessages = {}) =>
  m.tooLong ?? `${label} must be at most ${max} characters.`;

/** Text shown on one line (an e-mail, a slug, a time stamp): no line breaks, no controls. */
export function oneLineText(label: string, max: number, messages?: TextMessages) {
  return textOf(label, messages)
    .trim()
    .max(max, tooLong(label, max, messages))
    .refine((v) => !LINE_BREAK.test(v), S.oneLine(label))
    .refine((v) => !CONTROL.test(v), S.controls(label))
    .refine((v) => !LONE_SURROGATE.test(v), S.wellFormed(label));
}

/** A name or label people read: one line, and nothing that reorders the text around it. */
export function nameText(label: string, max: number, messages?: TextMessages) {
  return oneLineText(label, max, messages).refine((v) => !BIDI_CONTROL.test(v), S.bidi(label));
}

/** A message or text to speak: TAB and line breaks are kept, other controls refused. */
export function multiLineText(label: string, max: number, messages?: TextMessages) {
  return textOf(label, messages)
    .trim()
    .max(max, tooLong(label, max, messages))
    .refine((v) => !CONTROL_EXCEPT_TAB_AND_LINES.test(v), S.controls(label))
    .refine((v) => !LONE_SURROGATE.test(v), S.wellFormed(label));
}

/**
 * A password or code: compared, never stored or shown, taken as typed. Only what nobody can type
 * or hold in an environment variable is refused (NUL, half a surrogate pair); refusing anything
 * more could lock out someone whose password holds it.
 */
export function secretText(label: string, max: number, messages?: TextMessages) {
  return textOf(label, messages)
    .max(max, tooLong(label, max, messages))
    .refine((v) => !NUL.test(v), S.nul(label))
    .refine((v) => !LONE_SURROGATE.test(v), S.wellFormed(label));
}

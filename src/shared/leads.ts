import { z } from "zod";
import { HONEYPOT_FIELD, LIMITS } from "./lead-fields.ts";

/*
 * The public write contracts: the Request Access modal (contact requests) and every lead form
 * (contact, launch notifications, blog updates). The server validates with these; the forms use
 * the same limits so a visitor sees a problem before sending.
 */

/*
 * Text as people type it, and nothing else: both databases must store exactly what was accepted
 * (PostgreSQL cannot hold NUL at all), and a name or e-mail is later shown on one line in the
 * console and in mail headers.
 */
// eslint-disable-next-line no-control-regex -- VT and FF are line breaks too
const LINE_BREAK = /[\n\r\u000B\u000C\u0085\u2028\u2029]/;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
// Multi-line text keeps TAB, LF and CR.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_EXCEPT_TAB_AND_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
// With the u flag a well-formed pair is one code point, so this finds only halves on their own.
const LONE_SURROGATE = /\p{Surrogate}/u;

const noControls = (label: string) => `${label} may not contain control characters.`;
const wellFormed = (label: string) => `${label} contains a character that is not valid text.`;

function oneLine(label: string, max: number) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required.` : `${label} must be text.`) })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .refine((v) => !LINE_BREAK.test(v), `${label} must be on one line.`)
    .refine((v) => !CONTROL.test(v), noControls(label))
    .refine((v) => !LONE_SURROGATE.test(v), wellFormed(label));
}

const requiredName = oneLine("Name", LIMITS.name).pipe(z.string().min(1, "Name is required."));
const email = oneLine("Email", LIMITS.email)
  .pipe(z.string().min(1, "Email is required."))
  .pipe(z.email("Please enter a valid email address."));
const optionalText = (label: string, max: number) =>
  oneLine(label, max)
    .optional()
    .transform((v) => (v ? v : null));
const message = z
  .string({ error: "Message must be text." })
  .trim()
  .max(LIMITS.message, `Message must be at most ${LIMITS.message} characters.`)
  .refine((v) => !CONTROL_EXCEPT_TAB_AND_LINES.test(v), noControls("Message"))
  .refine((v) => !LONE_SURROGATE.test(v), wellFormed("Message"))
  .optional()
  .transform((v) => (v ? v : null));
const serviceType = z
  .string({
    error: (issue) => (issue.input === undefined ? "Service type is required." : "Service type must be text."),
  })
  .trim()
  .max(LIMITS.serviceType, `Service type must be at most ${LIMITS.serviceType} characters.`)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Service type must be lower-case words joined by hyphens.");
const phone = optionalText("Phone", LIMITS.phone).refine(
  (v) => v === null || /^[0-9+().\-\s]{5,40}$/.test(v),
  "Phone may contain only digits, spaces and + ( ) . -",
);
const honeypot = z.string().max(500).optional();

export const contactRequestInputSchema = z.strictObject(
  {
    name: requiredName,
    email,
    company: optionalText("Company", LIMITS.company),
    phone,
    message,
    serviceType,
    [HONEYPOT_FIELD]: honeypot,
  },
  { error: (issue) => (issue.code === "unrecognized_keys" ? `Unknown field: ${issue.keys.join(", ")}.` : undefined) },
);
export type ContactRequestInput = z.input<typeof contactRequestInputSchema>;

export const leadInputSchema = z.strictObject(
  {
    name: optionalText("Name", LIMITS.name),
    email,
    message,
    serviceType,
    [HONEYPOT_FIELD]: honeypot,
  },
  { error: (issue) => (issue.code === "unrecognized_keys" ? `Unknown field: ${issue.keys.join(", ")}.` : undefined) },
);
export type LeadInput = z.input<typeof leadInputSchema>;

export const CONTACT_REQUEST_STATUSES = ["new", "contacted", "closed"] as const;
export type ContactRequestStatus = (typeof CONTACT_REQUEST_STATUSES)[number];

/**
 * What a public form is told after sending: that it arrived, and the id of this submission.
 * Never the stored record: the e-mail may belong to someone else, whose name and earlier
 * messages are not the sender's to see.
 */
export interface SubmissionReceipt {
  status: "received";
  id: string;
}

/** A Request Access submission as stored (staff side). */
export interface ContactRequest {
  id: string;
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  message: string | null;
  serviceType: string;
  status: ContactRequestStatus;
  createdAt: string;
}

/** The person behind lead-form submissions (staff side): one per e-mail address. */
export interface Lead {
  id: string;
  name: string | null;
  email: string;
  createdAt: string;
  updatedAt: string;
}

/** One lead-form submission as it was sent (staff side): a lead's timeline is its submissions. */
export interface LeadSubmission {
  id: string;
  leadId: string;
  serviceType: string;
  name: string | null;
  message: string | null;
  createdAt: string;
}

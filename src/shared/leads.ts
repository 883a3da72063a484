import { z } from "zod";
import { HONEYPOT_FIELD, LIMITS } from "./lead-fields.ts";
import { multiLineText, nameText, oneLineText } from "./text-fields.ts";

/*
 * The public write contracts: the Request Access modal (contact requests) and every lead form
 * (contact, launch notifications, blog updates). The server validates with these; the forms use
 * the same limits so a visitor sees a problem before sending.
 */

/*
 * Text as people type it, and nothing else (text-rules.ts): names and companies are read on one
 * line in the console and in mail headers, so they take no line breaks and no bidi overrides.
 */
const requiredName = nameText("Name", LIMITS.name).pipe(z.string().min(1, "Name is required."));
const email = oneLineText("Email", LIMITS.email)
  .pipe(z.string().min(1, "Email is required."))
  .pipe(z.email("Please enter a valid email address."));
const optional = <T extends z.ZodType<string>>(field: T) => field.optional().transform((v) => (v ? v : null));
const message = optional(multiLineText("Message", LIMITS.message));
const serviceType = z
  .string({
    error: (issue) => (issue.input === undefined ? "Service type is required." : "Service type must be text."),
  })
  .trim()
  .max(LIMITS.serviceType, `Service type must be at most ${LIMITS.serviceType} characters.`)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Service type must be lower-case words joined by hyphens.");
const phone = optional(oneLineText("Phone", LIMITS.phone)).refine(
  (v) => v === null || /^[0-9+().\-\s]{5,40}$/.test(v),
  "Phone may contain only digits, spaces and + ( ) . -",
);
const honeypot = z.string().max(500).optional();
/**
 * The page a form was sent from, for the dashboard: a path on this site (what
 * `location.pathname` gives), never a full address or a query string.
 */
const page = z
  .string({ error: "Page must be text." })
  .max(LIMITS.page, `Page must be at most ${LIMITS.page} characters.`)
  .regex(/^\/(?!\/)[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/, "Page must be a path on this site, such as /blog.")
  .optional()
  .transform((v) => v ?? null);

export const contactRequestInputSchema = z.strictObject(
  {
    name: requiredName,
    email,
    company: optional(nameText("Company", LIMITS.company)),
    phone,
    message,
    serviceType,
    page,
    [HONEYPOT_FIELD]: honeypot,
  },
  { error: (issue) => (issue.code === "unrecognized_keys" ? `Unknown field: ${issue.keys.join(", ")}.` : undefined) },
);
export type ContactRequestInput = z.input<typeof contactRequestInputSchema>;

export const leadInputSchema = z.strictObject(
  {
    name: optional(nameText("Name", LIMITS.name)),
    email,
    message,
    serviceType,
    page,
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

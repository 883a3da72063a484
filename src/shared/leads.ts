import { z } from "zod";
import { HONEYPOT_FIELD, LIMITS } from "./lead-fields.ts";

/*
 * The public write contracts: the Request Access modal (contact requests) and every lead form
 * (contact, launch notifications, blog updates). The server validates with these; the forms use
 * the same limits so a visitor sees a problem before sending.
 */

function oneLine(label: string, max: number) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required.` : `${label} must be text.`) })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .refine((v) => !/[\r\n]/.test(v), `${label} must be on one line.`);
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

export interface Lead {
  id: string;
  name: string | null;
  email: string;
  serviceType: string;
  message: string | null;
  createdAt: string;
  updatedAt: string;
}

import { formatServiceType } from "../../../shared/admin.ts";
import type { ContactRequest } from "../../../shared/leads.ts";

/*
 * The staff e-mail about one stored contact request. Name, company, e-mail and phone are typed by
 * a visitor: the public schema already keeps them on one line, but the notice does not rely on it,
 * because only what is built here decides what reaches a mail header.
 */

export interface ContactRequestNotice {
  subject: string;
  text: string;
  /** The visitor's address when it is plainly safe as a Reply-To header, otherwise null. */
  replyTo: string | null;
}

export interface NoticeContext {
  /** The company's name, from content/site.json. */
  companyName: string;
  /** The staff console's contact-request list. */
  consoleUrl: string;
}

const SUBJECT_MAX = 150;
const SUBJECT_NAME_MAX = 60;
const SUBJECT_COMPANY_MAX = 40;
const FIELD_MAX = 300;
const MESSAGE_MAX = 8_000;

// Control, format (bidi overrides, zero-width) and line/paragraph separators: none may end a
// header line or disguise its text. Cc covers CR, LF, NUL, DEL, NEL; Zl/Zp are U+2028/U+2029.
const BREAKS_AND_CONTROLS = /[\p{Cc}\p{Zl}\p{Zp}]/gu;
const INVISIBLE = /[\p{Cf}\p{Cs}]/gu;

/** Cuts after `max` characters (whole code points, so no half of a pair survives), with an ellipsis. */
function cap(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join("")}…`;
}

/** One line of at most `max` characters, whatever the input held. */
export function singleLine(value: string, max: number): string {
  const flat = value.replace(BREAKS_AND_CONTROLS, " ").replace(INVISIBLE, "").replace(/\s+/g, " ").trim();
  return cap(flat, max);
}

/** Free text for the body: its own line breaks as LF, tabs kept, no other control characters. */
function multiLine(value: string, max: number): string {
  const text = value
    // eslint-disable-next-line no-control-regex -- VT and FF are line breaks too
    .replace(/\r\n?|[\u0085\u2028\u2029\u000B\u000C]/g, "\n")
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u0008\u000E-\u001F\u007F-\u009F]/g, "")
    .replace(/\p{Cs}/gu, "")
    .trim();
  return cap(text, max);
}

// Dot-atom local part and LDH domain labels: nothing an address parser could read as a second
// address, a display name, a comment or a group. Anything else stays in the body only.
const PLAIN_ADDRESS =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export function plainReplyAddress(email: string): string | null {
  return email.length <= 254 && PLAIN_ADDRESS.test(email) ? email : null;
}

/** `2025-06-24 10:30:00 UTC`, or the stored text as it is when it is not a time. */
function receivedAt(createdAt: string): string {
  const time = new Date(createdAt);
  if (Number.isNaN(time.getTime())) return singleLine(createdAt, 40);
  const iso = time.toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
}

export function contactRequestNotice(request: ContactRequest, context: NoticeContext): ContactRequestNotice {
  const name = singleLine(request.name, FIELD_MAX) || "(no name)";
  const company = request.company ? singleLine(request.company, FIELD_MAX) : "";
  const service = singleLine(request.serviceType, FIELD_MAX);
  const serviceLabel = singleLine(formatServiceType(service), FIELD_MAX);

  const who = singleLine(request.name, SUBJECT_NAME_MAX) || "(no name)";
  const where = company ? ` (${singleLine(company, SUBJECT_COMPANY_MAX)})` : "";
  const subject = singleLine(`New contact request: ${who}${where}, ${serviceLabel}`, SUBJECT_MAX);

  const message = request.message ? multiLine(request.message, MESSAGE_MAX) : "";
  const replyTo = plainReplyAddress(request.email);
  const text = [
    `A new contact request arrived on the ${singleLine(context.companyName, 80)} website.`,
    "",
    `Name:     ${name}`,
    `Email:    ${singleLine(request.email, FIELD_MAX)}`,
    `Company:  ${company || "(none)"}`,
    `Phone:    ${request.phone ? singleLine(request.phone, FIELD_MAX) : "(none)"}`,
    `Service:  ${serviceLabel} (${service})`,
    `Received: ${receivedAt(request.createdAt)}`,
    `Request:  ${singleLine(request.id, 80)}`,
    "",
    "Message:",
    message || "(no message)",
    "",
    "See it and set its status in the staff console:",
    context.consoleUrl,
    ...(replyTo ? ["", `Replying to this e-mail answers ${name} <${replyTo}>.`] : []),
    "",
  ].join("\n");
  return { subject, text, replyTo };
}

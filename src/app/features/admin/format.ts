/*
 * How the console prints dates, long texts and counts (portal-and-admin.md §2, §9). Every date
 * function takes the time zone so tests can pin one; the console passes none and gets the
 * browser's own.
 */

function validDate(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d;
}

function parts(d: Date, options: Intl.DateTimeFormatOptions, timeZone?: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const p of new Intl.DateTimeFormat("en-US", { ...options, timeZone }).formatToParts(d)) out[p.type] = p.value;
  return out;
}

/** Leads: 'MMM d, yyyy' ("Jan 5, 2025"); an unreadable date prints as 'N/A'. */
export function formatLeadDate(iso: string | null | undefined, timeZone?: string): string {
  const d = validDate(iso);
  if (!d) return "N/A";
  const p = parts(d, { month: "short", day: "numeric", year: "numeric" }, timeZone);
  return `${p.month} ${p.day}, ${p.year}`;
}

/** Chats: 'MMM d, yyyy HH:mm' ("Jan 5, 2025 14:03", a 24-hour clock). */
export function formatChatDate(iso: string | null | undefined, timeZone?: string): string {
  const d = validDate(iso);
  if (!d) return "N/A";
  const p = parts(
    d,
    { month: "short", day: "numeric", year: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23" },
    timeZone,
  );
  return `${p.month} ${p.day}, ${p.year} ${p.hour}:${p.minute}`;
}

/**
 * Contact requests and every other dated row of the console: the chats' one format (short month,
 * day, year, hour and minute in en-US, as the spec asks of contact requests), so the console reads
 * one way throughout.
 */
export function formatRequestDate(iso: string | null | undefined, timeZone?: string): string {
  return formatChatDate(iso, timeZone);
}

/** The message columns' cut (the spec leaves the length open): whole words where possible. */
export const TRUNCATE_AT = 60;

/** The text cut to `max` characters with an ellipsis, or null when it fits as it is. */
export function truncated(text: string, max = TRUNCATE_AT): string | null {
  const chars = [...text];
  if (chars.length <= max) return null;
  const head = chars.slice(0, max).join("");
  const space = head.lastIndexOf(" ");
  // Cut at a word boundary unless that would throw away most of the text.
  const cut = space > max * 0.6 ? head.slice(0, space) : head;
  return `${cut.trimEnd()}…`;
}

/** "1 lead", "2 leads", "1 contact request"… */
export function countOf(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** "a, b and c" */
export function listSentence(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/**
 * A source link is shown only when it leads somewhere safe: an http(s) address or a path on this
 * site. Anything else (javascript:, data:, protocol-relative) prints as text.
 */
export function safeHref(url: string): string | null {
  const u = url.trim();
  if (u.startsWith("/") && !u.startsWith("//") && !u.startsWith("/\\")) return u;
  try {
    const parsed = new URL(u);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.href : null;
  } catch {
    return null;
  }
}

/** The browser's IANA time zone, sent with every list and count ("today", date ranges). */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

/**
 * A mailto: link for a stored address, or null when it is not one plain address: the address
 * came from a visitor (or the page's URL), and `?bcc=…&body=…` after it would add mail headers.
 */
export function mailtoHref(email: string): string | null {
  return /^[^\s@?&#/\\<>"]+@[^\s@?&#/\\<>"]+$/.test(email) ? `mailto:${email}` : null;
}

/** A calendar day (YYYY-MM-DD, already the viewer's) as "Nov 20": no zone moves it. */
export function formatDay(day: string): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}

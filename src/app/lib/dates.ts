import { MONTH_NAMES as MONTHS } from "../../shared/month-names.ts";

/**
 * "2025-06-24" -> "June 24, 2025", read from the date's own digits so the server and the browser
 * print the same day in any time zone; no Intl, whose first call costs a hydrating page about
 * 15 ms of main thread (src/shared/number-format.ts).
 */
export function formatLongDate(isoDate: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  const month = m ? MONTHS[Number(m[2]) - 1] : undefined;
  if (!m || !month) return isoDate;
  return `${month} ${Number(m[3])}, ${m[1]}`;
}

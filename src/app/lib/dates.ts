/** "2025-06-24" -> "June 24, 2025"; UTC so the server and the browser print the same day. */
export function formatLongDate(isoDate: string): string {
  return new Date(`${isoDate.slice(0, 10)}T12:00:00Z`).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}

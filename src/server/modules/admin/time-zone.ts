/** Minutes `timeZone` is ahead of UTC at the instant `ms`. */
function offsetMinutes(ms: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(ms));
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const asUtc = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  return Math.round((asUtc - Math.floor(ms / 1000) * 1000) / 60_000);
}

/** The instant a calendar day (YYYY-MM-DD) starts in `timeZone`, DST included. */
export function startOfDay(day: string, timeZone: string): number {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const wallClock = Date.UTC(y, m - 1, d);
  let guess = wallClock - offsetMinutes(wallClock, timeZone) * 60_000;
  // Near a DST change the offset at the guess differs from the one at UTC midnight: one more step.
  guess = wallClock - offsetMinutes(guess, timeZone) * 60_000;
  return guess;
}

/** The calendar day (YYYY-MM-DD) it is in `timeZone` at `ms`. */
export function dayIn(ms: number, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(ms),
  );
}

/** The day after a calendar day. */
export function nextDay(day: string): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** `[from, to)` as ISO instants for whole days `from`..`to` (both included) in `timeZone`. */
export function dayRange(
  from: string | undefined,
  to: string | undefined,
  timeZone: string,
): { since?: string; before?: string } {
  return {
    since: from ? new Date(startOfDay(from, timeZone)).toISOString() : undefined,
    before: to ? new Date(startOfDay(nextDay(to), timeZone)).toISOString() : undefined,
  };
}

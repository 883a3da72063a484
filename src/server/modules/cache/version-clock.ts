/**
 * The content version as the database has it, read at most once per interval however many
 * requests ask. Several instances share one database, so a `db:seed` run by any process (or a
 * deploy) is seen by every process within one interval; nothing about it lives only in memory.
 */
export interface VersionClock {
  /** The version, re-read when the last read is older than the interval. */
  current(): Promise<string>;
  /** The version if the last read is recent enough to use without reading, else undefined. */
  peek(): string | undefined;
}

export interface VersionClockOptions {
  /** Reads the version from the database (null: never seeded). */
  read: () => Promise<string | null>;
  intervalMs?: number;
  now?: () => number;
  /** Told when a read fails; the last known version is kept meanwhile. */
  onError?: (err: unknown) => void;
  /**
   * How long the request that starts a read waits for it before taking the last known version
   * (the read goes on): a database that hangs must not hold up what the cache already has.
   */
  staleAfterMs?: number;
}

export const VERSION_CHECK_MS = 1_000;
export const VERSION_WAIT_MS = 250;

export function createVersionClock({
  read,
  intervalMs = VERSION_CHECK_MS,
  now = Date.now,
  onError,
  staleAfterMs = VERSION_WAIT_MS,
}: VersionClockOptions): VersionClock {
  let known: string | undefined;
  let readAt = -Infinity;
  let inFlight: Promise<string> | null = null;

  function refresh(): Promise<string> {
    inFlight ??= read().then(
      (v) => {
        known = v ?? "unseeded";
        inFlight = null;
        return known;
      },
      (err: unknown) => {
        inFlight = null;
        if (known === undefined) throw err;
        onError?.(err);
        return known;
      },
    );
    return inFlight;
  }

  return {
    peek() {
      return known !== undefined && now() - readAt < intervalMs ? known : undefined;
    },
    current() {
      const t = now();
      if (known !== undefined && t - readAt < intervalMs) return Promise.resolve(known);
      // Counted from the start of the read, so a failing database is asked once per interval.
      readAt = t;
      const reading = refresh();
      if (known === undefined) return reading;
      return new Promise<string>((resolve) => {
        const timer = setTimeout(() => resolve(known!), staleAfterMs);
        timer.unref?.();
        // With a version known, a failed read answers that version: this never rejects.
        void reading.then((v) => {
          clearTimeout(timer);
          resolve(v);
        });
      });
    },
  };
}

import type { CounterStore } from "./counter-store.ts";

export interface CircuitBreakerOptions {
  /** Longest one call may wait for the store before it counts as failed. */
  deadlineMs: number;
  /** Consecutive failures (errors or missed deadlines) that open the breaker. */
  failuresToOpen: number;
  /** How often an open breaker asks the store whether it answers again. */
  probeEveryMs: number;
  /**
   * One round trip to the store doing what the callers do (a count on a key of its own), held to
   * the same deadline: a store that answers a PING but refuses writes is not answering.
   */
  probe: () => Promise<unknown>;
  /** Told once when the breaker opens, with the failure that opened it. */
  onOpen?: (err: unknown) => void;
  /** Told once when a probe found the store answering again. */
  onClose?: () => void;
  /** Told of every probe that failed, the breaker staying open. */
  onProbeFailed?: (err: unknown) => void;
}

/** What an open breaker answers at once, without asking the store. */
export class CircuitOpenError extends Error {
  constructor() {
    super("circuit open: the store is not asked until a probe finds it answering");
  }
}

export class DeadlineError extends Error {
  constructor(ms: number) {
    super(`no answer within ${ms} ms`);
  }
}

/**
 * `op` or a DeadlineError once `ms` have passed. When the timer fires, I/O gets one more turn of
 * the event loop first: after a busy stretch of the loop, an answer already waiting on the
 * socket is taken rather than called late.
 */
export function withDeadline<T>(op: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const timer = setTimeout(() => {
      setImmediate(() => {
        if (settled) return;
        settled = true;
        reject(new DeadlineError(ms));
      });
    }, ms);
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
    };
    op.then(
      (value) => settle(() => resolve(value)),
      (err: unknown) => settle(() => reject(err)),
    );
  });
}

/**
 * Guards a store that may hang rather than fail. Closed, every call waits at most `deadlineMs`;
 * after `failuresToOpen` failures in a row it opens, and every call fails at once (the caller
 * counts elsewhere) while a probe on a background timer asks the store every `probeEveryMs`;
 * the first probe answered in time closes it again. Requests are never used as trials, so none
 * waits on a store known to be failing.
 */
export function createCircuitBreaker(opts: CircuitBreakerOptions) {
  let open = false;
  let failures = 0;
  let stopped = false;
  let probeTimer: NodeJS.Timeout | null = null;

  function scheduleProbe(): void {
    if (stopped) return;
    probeTimer = setTimeout(probe, opts.probeEveryMs);
    // The probe alone never keeps the process alive.
    probeTimer.unref();
  }

  async function probe(): Promise<void> {
    probeTimer = null;
    try {
      await withDeadline(Promise.resolve().then(opts.probe), opts.deadlineMs);
    } catch (err) {
      if (stopped) return;
      opts.onProbeFailed?.(err);
      scheduleProbe();
      return;
    }
    if (stopped) return;
    open = false;
    failures = 0;
    opts.onClose?.();
  }

  function fail(err: unknown): void {
    failures += 1;
    if (open || failures < opts.failuresToOpen) return;
    open = true;
    opts.onOpen?.(err);
    scheduleProbe();
  }

  return {
    get state(): "closed" | "open" {
      return open ? "open" : "closed";
    },

    /** Runs `op` against the store, or fails at once while the breaker is open. */
    async run<T>(op: () => Promise<T>): Promise<T> {
      if (open) throw new CircuitOpenError();
      try {
        const value = await withDeadline(Promise.resolve().then(op), opts.deadlineMs);
        failures = 0;
        return value;
      } catch (err) {
        fail(err);
        throw err;
      }
    },

    /** Stops probing (the app is closing). */
    stop(): void {
      stopped = true;
      if (probeTimer) clearTimeout(probeTimer);
      probeTimer = null;
    },
  };
}

export type CircuitBreaker = ReturnType<typeof createCircuitBreaker>;

/** `store` with every call through `breaker`: a hung store costs a caller at most the deadline. */
export function behindBreaker(store: CounterStore, breaker: CircuitBreaker): CounterStore {
  return {
    name: store.name,
    hit: (key, windowMs) => breaker.run(() => store.hit(key, windowMs)),
    refund: (key) => breaker.run(() => store.refund(key)),
  };
}

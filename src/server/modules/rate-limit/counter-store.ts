/** Where rate-limit counts live: Redis (shared by instances) or this process's memory. */
export interface CounterStore {
  readonly name: "redis" | "memory";
  /** Counts one request against `key`'s current window, opening a window of `windowMs` if none. */
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** Gives back one request counted in the current window (a refused submission). */
  refund(key: string): Promise<void>;
}

export interface WindowCount {
  /** Requests counted in this window, this one included. */
  count: number;
  resetInMs: number;
}

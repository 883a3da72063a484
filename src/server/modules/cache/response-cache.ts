import type { Representation } from "./representation.ts";
import type { VersionClock } from "./version-clock.ts";

export interface CacheLimits {
  /** Entries kept at most (least recently used go first). */
  maxEntries: number;
  /** Bytes kept at most, compressed forms included. */
  maxBytes: number;
}

export const DEFAULT_LIMITS: CacheLimits = { maxEntries: 2_000, maxBytes: 64 * 1024 * 1024 };
/** Keys remembered as "never cacheable" in this content version, at most. */
const MAX_PASS_KEYS = 1_000;

export type CacheResult = ({ rep: Representation; hit: boolean } | { rep: null; hit: false }) & {
  /** The content version the answer belongs to. */
  version: string;
};

/** A request address known to answer a cached representation (see `rememberUrl`). */
export interface KnownUrl {
  version: string;
  rep: Representation;
  cacheControl: string;
}
/** Addresses remembered at most (tracking parameters make several per page). */
const MAX_URLS = 4_000;

/**
 * Answers produced once per content version: entries belong to the version the clock reported
 * when they were made, and the whole cache is dropped when the clock reports another one.
 * Concurrent misses of one key share one production. It only ever saves work: losing it
 * (a restart, another instance) costs a render, never a wrong answer.
 */
export class ResponseCache {
  #version: string | undefined;
  readonly #entries = new Map<string, Representation>();
  readonly #pass = new Set<string>();
  readonly #inFlight = new Map<string, Promise<Representation | null>>();
  readonly #urls = new Map<string, KnownUrl>();

  constructor(
    readonly clock: VersionClock,
    readonly limits: CacheLimits = DEFAULT_LIMITS,
  ) {}

  /** Brings the cache to the clock's version, dropping everything made for an older one. */
  async #sync(): Promise<string> {
    const version = await this.clock.current();
    if (version !== this.#version) {
      this.#version = version;
      this.#entries.clear();
      this.#pass.clear();
      this.#urls.clear();
    }
    return version;
  }

  /**
   * The entry for `key` in the current version; on a miss `produce` runs (once, however many
   * requests wait for it) and what it returns is kept. It returns null for an answer that must
   * not be kept; callers waiting on it then get null too and answer on their own.
   */
  async get(key: string, produce: () => Promise<Representation | null>): Promise<CacheResult> {
    const version = await this.#sync();
    const found = this.#entries.get(key);
    if (found) {
      // Least recently used goes first: move this one to the end.
      this.#entries.delete(key);
      this.#entries.set(key, found);
      return { rep: found, hit: true, version };
    }
    const flightKey = `${version}\n${key}`;
    let flight = this.#inFlight.get(flightKey);
    if (!flight) {
      flight = produce().finally(() => this.#inFlight.delete(flightKey));
      this.#inFlight.set(flightKey, flight);
      const rep = await flight;
      // Made from an older version than the cache now holds: answer with it, do not keep it.
      if (rep && this.#version === version) this.#store(key, rep);
      return rep ? { rep, hit: false, version } : { rep: null, hit: false, version };
    }
    const rep = await flight;
    return rep ? { rep, hit: false, version } : { rep: null, hit: false, version };
  }

  /**
   * Remembers that a GET of exactly `url` answers `rep` in `version`, so the server can answer
   * the next one before any routing (`plugins/cache-fast-path.ts`). Ignored if the version has
   * moved on meanwhile.
   */
  rememberUrl(url: string, version: string, rep: Representation, cacheControl: string): void {
    if (version !== this.#version || this.#urls.get(url)?.rep === rep) return;
    if (this.#urls.size >= MAX_URLS) this.#urls.clear();
    this.#urls.set(url, { version, rep, cacheControl });
  }

  /**
   * What `url` answers, without waiting: only while the clock's last read is recent and still
   * the version the answer was made for; otherwise undefined (the request goes the long way,
   * which reads the clock).
   */
  knownUrl(url: string): KnownUrl | undefined {
    const known = this.#urls.get(url);
    if (!known) return undefined;
    const version = this.clock.peek();
    if (version === known.version && version === this.#version) return known;
    if (version !== undefined) this.#urls.delete(url);
    return undefined;
  }

  /**
   * Whether `key` was found never cacheable (see `markPass`) in the version last seen; a mark
   * outlives a version change until the next `get`, which only costs a render.
   */
  isPass(key: string): boolean {
    return this.#pass.has(key);
  }

  /** Remembers that `key` answers differently per visitor, so later requests skip the attempt. */
  markPass(key: string): void {
    if (this.#pass.size >= MAX_PASS_KEYS) this.#pass.clear();
    this.#pass.add(key);
  }

  get size(): { entries: number; bytes: number } {
    let bytes = 0;
    for (const rep of this.#entries.values()) bytes += rep.size;
    return { entries: this.#entries.size, bytes };
  }

  #store(key: string, rep: Representation): void {
    if (rep.size > this.limits.maxBytes) return;
    this.#entries.set(key, rep);
    let { entries, bytes } = this.size;
    for (const [oldKey, old] of this.#entries) {
      if (entries <= this.limits.maxEntries && bytes <= this.limits.maxBytes) break;
      this.#entries.delete(oldKey);
      entries--;
      bytes -= old.size;
    }
  }
}

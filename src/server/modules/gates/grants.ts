import type { Db } from "../../db/create-db.ts";
import { newId, UUID_PATTERN } from "../../db/ids.ts";
import { createGrantsRepository } from "./grants.repository.ts";
import { signGrant, verifyGrant } from "./grant-token.ts";
import { signingKeys } from "./server-secrets.ts";

/** What made a grant, when it was a code (revoking the code ends the grant). */
export interface GrantMaker {
  invitationCodeId?: string;
  investorCodeId?: string;
}

/** A grant that opens its gate now. */
export interface LiveGrant {
  id: string;
  /** Epoch seconds. */
  expiresAt: number;
  invitationCodeId: string | null;
  /** The personal investor code that made it, with its investor; null for a password. */
  investorCode: { id: string; name: string; email: string } | null;
}

/** Expired rows are kept this long (instances' clocks may differ a little), then swept. */
const SWEEP_AFTER_MS = 24 * 60 * 60 * 1000;
/** A sweep starts at most this often per process, when a grant is made. */
const SWEEP_EVERY_MS = 60 * 60 * 1000;
/** Rows one statement of the sweep deletes at most. */
const SWEEP_BATCH = 500;

/**
 * Gate grants kept on the server: a pass through a gate is a row, and its cookie a signed token
 * naming the row. Checking costs one read by primary key (joined to the code that made it), so
 * ending a grant or revoking its code shuts every copy of the cookie out at once, on every
 * instance; the signature still keeps anyone from making or stretching a token.
 */
export function createGrants(deps: {
  db: Db;
  /** SESSION_SECRET (comma-separated keys), or undefined: a key made once in the database. */
  sessionSecret: string | undefined;
  now: () => number;
  log: { warn(details: object, message: string): void };
}) {
  const repo = createGrantsRepository(deps.db);
  const iso = (ms = deps.now()) => new Date(ms).toISOString();
  let keys: Promise<string[]> | null = null;
  const currentKeys = () => {
    keys ??= signingKeys(deps.db, deps.sessionSecret, iso()).catch((err: unknown) => {
      keys = null; // retried on the next request, never taken as "no key"
      throw err;
    });
    return keys;
  };
  let sweptAt = -Infinity;
  let sweeping: Promise<void> | null = null;
  let closing = false;

  /** Deletes long-expired rows a batch at a time, letting other work in between, until none is left. */
  async function sweep(before: string): Promise<void> {
    while (!closing && (await repo.sweepBatch(before, SWEEP_BATCH)) === SWEEP_BATCH) {
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  /** Starts a sweep when one is due, in the background: the request making a grant never waits for it. */
  function sweepIfDue(nowMs: number): void {
    if (closing || sweeping || nowMs - sweptAt < SWEEP_EVERY_MS) return;
    sweptAt = nowMs;
    sweeping = sweep(iso(nowMs - SWEEP_AFTER_MS))
      .catch((err: unknown) => {
        // Old rows open nothing; they are swept next time.
        deps.log.warn({ err: err instanceof Error ? err.message : String(err) }, "could not sweep expired gate grants");
      })
      .finally(() => {
        sweeping = null;
      });
  }

  /** The grant a token proves for this gate (signature and expiry), before any read. */
  async function signed(token: string | null | undefined, gate: string) {
    const grant = verifyGrant(token, gate, await currentKeys(), deps.now());
    return grant?.id && UUID_PATTERN.test(grant.id) ? { id: grant.id.toLowerCase(), expiresAt: grant.expiresAt } : null;
  }

  return {
    /** Reads (or makes, once per deployment) the signing keys, so a start fails early without them. */
    async ready(): Promise<void> {
      await currentKeys();
    },

    /** Makes a grant for `gate` that lasts `ttlS` seconds; answers the token for its cookie. */
    async issue(gate: string, ttlS: number, madeBy: GrantMaker = {}): Promise<string> {
      const nowMs = deps.now();
      const expiresAt = Math.floor(nowMs / 1000) + ttlS;
      const id = newId();
      await repo.insert({
        id,
        gate,
        invitationCodeId: madeBy.invitationCodeId ?? null,
        investorCodeId: madeBy.investorCodeId ?? null,
        createdAt: iso(nowMs),
        expiresAt: iso(expiresAt * 1000),
        endedAt: null,
      });
      sweepIfDue(nowMs);
      return signGrant({ gate, expiresAt, id }, await currentKeys());
    },

    /** The live grant a token stands for at this gate, or null (forged, expired, ended, revoked). */
    async check(token: string | null | undefined, gate: string): Promise<LiveGrant | null> {
      const grant = await signed(token, gate);
      if (!grant) return null;
      const row = await repo.findLive(grant.id, gate, iso());
      if (!row) return null;
      return {
        id: row.id,
        expiresAt: grant.expiresAt,
        invitationCodeId: row.invitationCodeId,
        investorCode:
          row.investorCodeId !== null
            ? { id: row.investorCodeId, name: row.investorName ?? "", email: row.investorEmail ?? "" }
            : null,
      };
    },

    /**
     * Ends the grants these tokens stand for at this gate, for every copy of them. Only a token
     * with a valid signature ends anything, so nobody ends a grant they were never given.
     */
    async end(tokens: (string | null | undefined)[], gate: string): Promise<void> {
      for (const token of new Set(tokens)) {
        const grant = await signed(token, gate);
        if (grant) await repo.end(grant.id, gate, iso());
      }
    },

    /** Resolves once no sweep is running (one that is, has finished). */
    async idle(): Promise<void> {
      await sweeping;
    },

    /** Before the database closes: a running sweep stops after its current batch. */
    async close(): Promise<void> {
      closing = true;
      await sweeping;
    },
  };
}

export type Grants = ReturnType<typeof createGrants>;

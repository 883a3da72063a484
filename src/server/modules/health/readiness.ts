/**
 * Whether this instance should be sent traffic (`/readyz`): its database and Redis answer, and it
 * is not shutting down. Liveness (`/healthz`) asks nothing of them: a database outage must not
 * make an orchestrator restart every instance of a site that still serves its caches.
 */
export type Dependency = "up" | "down" | "not configured";

export interface ReadinessReport {
  ready: boolean;
  draining: boolean;
  database: Dependency;
  redis: Dependency;
}

export interface Readiness {
  check(): Promise<ReadinessReport>;
  /** From now on not ready: the balancer stops sending new requests before the server closes. */
  startDraining(): void;
}

/** A check that has not answered by then counts as down: a probe must not hang with the thing it probes. */
export const CHECK_TIMEOUT_MS = 2_000;

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

async function probe(check: (() => Promise<unknown>) | null, timeoutMs: number): Promise<Dependency> {
  if (!check) return "not configured";
  try {
    await within(check(), timeoutMs);
    return "up";
  } catch {
    return "down";
  }
}

export function createReadiness(deps: {
  database: () => Promise<unknown>;
  /** null without REDIS_URL. */
  redis: (() => Promise<unknown>) | null;
  timeoutMs?: number;
}): Readiness {
  let draining = false;
  const timeoutMs = deps.timeoutMs ?? CHECK_TIMEOUT_MS;
  return {
    async check() {
      const [database, redis] = await Promise.all([probe(deps.database, timeoutMs), probe(deps.redis, timeoutMs)]);
      return { ready: !draining && database === "up" && redis !== "down", draining, database, redis };
    },
    startDraining() {
      draining = true;
    },
  };
}

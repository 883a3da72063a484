// Asks this machine's app instance for a health path and exits 0 when it answers 200, else 1:
// the image's HEALTHCHECK (node:20-slim has no curl). `node deploy/healthcheck.mjs` checks
// liveness (/healthz); `node deploy/healthcheck.mjs /readyz` readiness (database and Redis).
const path = process.argv[2] ?? "/healthz";
const port = process.env.PORT || "3000";
try {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(2_500) });
  if (!res.ok) console.error(`${path} answered ${res.status}`);
  process.exit(res.ok ? 0 : 1);
} catch (err) {
  console.error(`${path}: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}

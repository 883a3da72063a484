import { KNOWN_VARIABLES } from "./config.ts";

/**
 * Endings people write for ours: REDIS_URI for REDIS_URL, LLM_KEY for LLM_API_KEY. Each of our
 * names that ends in the key may be written with any of these instead.
 */
const WRONG_ENDINGS: Record<string, readonly string[]> = {
  URL: ["URI", "DSN", "ADDR", "ADDRESS", "HOST", "CONNECTION", "CONNECTION_STRING"],
  PASSWORD: ["PASS", "PASSWD", "PWD"],
  USERNAME: ["USER", "LOGIN", "NAME"],
  API_KEY: ["KEY", "APIKEY", "TOKEN"],
  TIMEOUT_MS: ["TIMEOUT", "TIMEOUT_MILLIS", "TIMEOUT_MILLISECONDS"],
  SECRET: ["SECRETS", "KEY"],
  CODES: ["CODE"],
  TOKEN: ["KEY", "SECRET", "PASSWORD"],
};

/**
 * One warning for each variable in `source` that is not ours but looks like one of ours: the
 * same name in another case, one or two typing slips away (one for names under ten characters,
 * so HOME is not taken for HOST), or one of ours with a wrong ending. The start goes on: an
 * unrelated variable of the same shape may belong to something else on the machine.
 */
export function misspeltVariables(source: NodeJS.ProcessEnv, known: readonly string[] = KNOWN_VARIABLES): string[] {
  const ours = new Set(known);
  const warnings: string[] = [];
  for (const name of Object.keys(source)) {
    if (ours.has(name)) continue;
    const meant = likelyMeant(name, known);
    if (meant) warnings.push(`Warning: ${name} is set but this server does not read it; did you mean ${meant}?`);
  }
  return warnings;
}

function likelyMeant(name: string, known: readonly string[]): string | null {
  const upper = name.toUpperCase();
  let best: { name: string; distance: number } | null = null;
  for (const candidate of known) {
    if (upper === candidate || hasWrongEnding(upper, candidate)) return candidate;
    const allowed = candidate.length >= 10 ? 2 : 1;
    if (Math.abs(upper.length - candidate.length) > allowed) continue;
    const distance = typingDistance(upper, candidate);
    if (distance <= allowed && (!best || distance < best.distance)) best = { name: candidate, distance };
  }
  return best?.name ?? null;
}

function hasWrongEnding(name: string, candidate: string): boolean {
  for (const [ending, wrongs] of Object.entries(WRONG_ENDINGS)) {
    if (!candidate.endsWith(`_${ending}`)) continue;
    const stem = candidate.slice(0, -ending.length);
    if (wrongs.some((wrong) => name === stem + wrong)) return true;
  }
  return false;
}

/**
 * Edits between two names: a character added, dropped, changed, or two neighbours swapped
 * (optimal string alignment distance).
 */
export function typingDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[a.length]![b.length]!;
}

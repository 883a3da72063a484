import { fastifyCookie } from "@fastify/cookie";

/** The values a cookie header carries under these names, in the order of the names (empty ones left out). */
export function tokensOf(header: string | undefined | null, names: readonly string[]): string[] {
  if (!header) return [];
  const cookies = fastifyCookie.parse(header);
  return names.map((name) => cookies[name]).filter((t): t is string => Boolean(t));
}

import { LIMITS } from "../../shared/lead-fields.ts";

/**
 * The path of the page a form is sent from, for the console's dashboard. Only the path: a query
 * string can hold what a visitor typed. A path too long to keep is left out rather than cut.
 */
export function currentPage(): string | undefined {
  if (typeof window === "undefined") return undefined;
  const path = window.location.pathname;
  return path.length <= LIMITS.page ? path : undefined;
}

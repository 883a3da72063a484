/*
 * The staff console's plain values, without zod: the browser takes these from here (admin.ts,
 * the schema module, pulls zod in, whose eval probe the pages' Content-Security-Policy refuses).
 * admin.ts re-exports them for the server.
 */

export const ADMIN_PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;

/** The Service column as the spec shows it: hyphens as spaces, upper case, or 'General'. */
export function formatServiceType(serviceType: string | null | undefined): string {
  const s = serviceType?.trim();
  return s ? s.replace(/-/g, " ").toUpperCase() : "General";
}

/** Form field facts shared by the lead forms and their server validation (no zod: safe for the browser). */
export const LIMITS = {
  name: 120,
  email: 254,
  company: 160,
  phone: 40,
  message: 4000,
  serviceType: 60,
  page: 200,
} as const;

/** Hidden field only bots fill in. Named so browsers' autofill leaves it alone. */
export const HONEYPOT_FIELD = "_gotcha";

/** serviceType of the lead forms: one per form, and per business for launch notices. */
export const leadServiceTypes = {
  venturesContact: "ventures-contact",
  homeContact: "home-contact",
  blogUpdates: "blog-updates",
  launchNotice: (businessSlug: string) => `launch-notice-${businessSlug}`,
} as const;

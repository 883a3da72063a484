import { z } from "zod";
import { printable } from "./printable-text.ts";
import { nameText } from "./text-fields.ts";
import { pagingFields } from "./admin.ts";
import { INVESTOR_EVENT_KINDS } from "./investor-console-values.ts";

export * from "./investor-console-values.ts";

/*
 * The staff console's investor calls (behind the admin session): personal codes and engagement.
 * Unknown fields and parameters are refused with a sentence, like every console call.
 */

const unknownKeys = (what: "field" | "parameter") => ({
  error: (issue: { code: string; keys?: string[] }) =>
    issue.code === "unrecognized_keys" ? `Unknown ${what}: ${(issue.keys ?? []).join(", ")}.` : undefined,
});

const businessSlug = (label: string) =>
  z
    .string({ error: `Choose a business (${label}).` })
    .trim()
    .min(1, `Choose a business (${label}).`)
    .max(80, "There is no investor portal for that business.")
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "There is no investor portal for that business.");

/**
 * Latin letters only: the name is printed on every page of the investor's PDFs, whose standard
 * fonts have no glyphs for other scripts (a name they cannot print would mark nobody's copy).
 */
const PRINTABLE_NAME = /^[\p{Script=Latin}\p{M}0-9 .,'’()-]+$/u;

export const investorCodeCreateSchema = z.strictObject(
  {
    businessSlug: businessSlug("businessSlug"),
    investorName: nameText("The investor's name", 120, {
      required: "Enter the investor's name.",
      notText: "Enter the investor's name.",
    })
      .min(1, "Enter the investor's name.")
      .regex(/\p{L}/u, "The investor's name must contain letters.")
      .regex(
        PRINTABLE_NAME,
        "Write the investor's name in Latin letters: it is printed on every page of their documents.",
      )
      // Latin letters the fonts lack still print as their base letter; anything else (full-width
      // or small-capital forms) would print as "?", so it is refused with the same sentence.
      .refine(
        (name) => !printable(name).includes("?"),
        "Write the investor's name in Latin letters: it is printed on every page of their documents.",
      ),
    investorEmail: z
      .string({ error: "Enter the investor's e-mail address." })
      .trim()
      .min(1, "Enter the investor's e-mail address.")
      .max(254, "An e-mail address has at most 254 characters.")
      .pipe(z.email("Enter a valid e-mail address for the investor.")),
    expiresAt: z.iso.datetime({
      offset: true,
      error: "Give the expiry as a date and time, e.g. 2026-12-31T23:59:59Z.",
    }),
  },
  unknownKeys("field"),
);
export type InvestorCodeCreateInput = z.output<typeof investorCodeCreateSchema>;

export const investorCodesQuerySchema = z.strictObject(
  { business: businessSlug("?business=<slug>") },
  unknownKeys("parameter"),
);

export const investorEngagementQuerySchema = z.strictObject(
  {
    business: businessSlug("?business=<slug>"),
    ...pagingFields,
    kind: z.enum(INVESTOR_EVENT_KINDS, { error: "Kind is unlock, view, download or question." }).optional(),
    /** One investor's code id, `password` (the portal password) or `none` (not unlocked). */
    investor: z
      .string({ error: "Investor must be given once, as text." })
      .regex(
        /^(?:password|none|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i,
        "Investor is a code id, password or none.",
      )
      .optional(),
  },
  unknownKeys("parameter"),
);
export type InvestorEngagementQuery = z.output<typeof investorEngagementQuerySchema>;

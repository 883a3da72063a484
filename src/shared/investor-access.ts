import { z } from "zod";
import { PORTAL_TEXTS } from "./investor-portal.ts";

export type { InvestorDocumentEntry } from "./investor-portal.ts";

/** POST /api/investor-access/{slug}: the investor portal's password form. */
export const investorAccessBodySchema = z.strictObject(
  {
    password: z
      .string({ error: (issue) => (issue.input === undefined ? "Enter the password." : "The password must be text.") })
      .min(1, "Enter the password.")
      .max(256, "The password must be at most 256 characters."),
  },
  { error: (issue) => (issue.code === "unrecognized_keys" ? "Send only the password." : undefined) },
);

/** Shown under the password field when the server refuses it. */
export const INVESTOR_WRONG_PASSWORD = PORTAL_TEXTS.wrongPassword;
/** The one answer for an unknown business, a closed portal and any document a visitor may not see. */
export const INVESTOR_PORTAL_NOT_FOUND = "There is no investor portal for that business.";
export const INVESTOR_DOCUMENT_NOT_FOUND = "No investor document matches that address.";

import { z } from "zod";
import { PORTAL_TEXTS } from "./investor-portal.ts";
import { secretText } from "./text-fields.ts";

export type { InvestorDocumentEntry } from "./investor-portal.ts";

/** POST /api/investor-access/{slug}: the investor portal's password form. */
export const investorAccessBodySchema = z.strictObject(
  {
    password: secretText("The password", 256, { required: "Enter the password." }).min(1, "Enter the password."),
  },
  { error: (issue) => (issue.code === "unrecognized_keys" ? "Send only the password." : undefined) },
);

/** Shown under the password field when the server refuses it. */
export const INVESTOR_WRONG_PASSWORD = PORTAL_TEXTS.wrongPassword;
/** The one answer for an unknown business, a closed portal and any document a visitor may not see. */
export const INVESTOR_PORTAL_NOT_FOUND = "There is no investor portal for that business.";
export const INVESTOR_DOCUMENT_NOT_FOUND = "No investor document matches that address.";

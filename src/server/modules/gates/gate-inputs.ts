import { z } from "zod";
import { INVITATION_LABEL_MAX } from "../../../shared/gates.ts";
import { nameText, secretText } from "../../../shared/text-fields.ts";

export const sitePasswordSchema = z.strictObject({
  password: secretText("Password", 1024).min(1, "Password is required."),
});

export const invitationRedeemSchema = z.strictObject({
  code: secretText("Invitation code", 200).trim().min(1, "Invitation code is required."),
});

/** A label staff read in the console's list: one line, no controls, no bidi overrides. */
export const invitationCreateSchema = z.strictObject({
  label: nameText("Label", INVITATION_LABEL_MAX).min(1, "Label is required."),
});

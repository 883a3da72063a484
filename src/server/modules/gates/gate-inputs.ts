import { z } from "zod";
import { INVITATION_LABEL_MAX } from "../../../shared/gates.ts";

export const sitePasswordSchema = z.strictObject({
  password: z.string({ error: "Password is required." }).min(1, "Password is required.").max(1024),
});

export const invitationRedeemSchema = z.strictObject({
  code: z.string({ error: "Invitation code is required." }).trim().min(1, "Invitation code is required.").max(200),
});

export const invitationCreateSchema = z.strictObject({
  label: z
    .string({ error: "Label is required." })
    .trim()
    .min(1, "Label is required.")
    .max(INVITATION_LABEL_MAX, `Label must be at most ${INVITATION_LABEL_MAX} characters.`),
});

import { z } from "zod";

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
    .max(120, "Label must be at most 120 characters."),
});

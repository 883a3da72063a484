import { leadInputSchema, type SubmissionReceipt } from "../../../shared/leads.ts";
import { newId } from "../../db/ids.ts";
import { z } from "zod";
import { parseInput } from "../validation.ts";

/** A phone number as a visitor typed it: at most 40 characters, 7 to 15 digits. */
const chatPhoneSchema = z
  .string()
  .trim()
  .max(40, "That phone number is too long.")
  .refine((p) => /^[+\d\s().-]+$/.test(p) && p.replace(/\D/g, "").length >= 7 && p.replace(/\D/g, "").length <= 15, {
    message: "That doesn't look like a phone number.",
  });
import type { LeadsRepository } from "./leads.repository.ts";

/**
 * `stored`: kept as a new submission. `discarded`: the honeypot was filled, nothing kept, but
 * the receipt looks the same so a bot learns nothing.
 */
export type CaptureResult = { kind: "stored" | "discarded"; receipt: SubmissionReceipt };

export function createLeadsService(repo: LeadsRepository, now = () => new Date()) {
  return {
    /** Validates and stores a submission of any lead form under the person of its e-mail. */
    async capture(body: unknown): Promise<CaptureResult> {
      const input = parseInput(leadInputSchema, body);
      const submissionId = newId();
      const receipt: SubmissionReceipt = { status: "received", id: submissionId };
      if (input._gotcha) return { kind: "discarded", receipt };
      await repo.addSubmission({
        leadId: newId(),
        submissionId,
        name: input.name,
        email: input.email,
        emailKey: input.email.toLowerCase(),
        serviceType: input.serviceType,
        message: input.message,
        at: now().toISOString(),
        page: input.page,
      });
      return { kind: "stored", receipt };
    },

    /**
     * A lead the assistant gathered in a conversation: stored once per person and service type,
     * so a visitor who repeats their details (here or in a later chat) is not a second lead.
     */
    async captureFromChat(input: {
      name?: string;
      email?: string;
      phone?: string;
      serviceType: string;
      message: string;
      /** The conversation it was given in: the dashboard counts conversations that became leads. */
      conversationId?: string;
    }): Promise<"stored" | "known"> {
      const phone = input.phone
        ? parseInput(z.object({ phone: chatPhoneSchema }), { phone: input.phone }).phone
        : undefined;
      const phoneKey = phone ? `tel:${phone.replace(/\D/g, "")}` : null;
      let parsed: { name?: string | null; email?: string; serviceType: string; message?: string | null };
      if (input.email)
        parsed = parseInput(leadInputSchema, {
          name: input.name,
          email: input.email,
          serviceType: input.serviceType,
          message: input.message,
        });
      else if (phoneKey)
        parsed = parseInput(leadInputSchema.pick({ name: true, serviceType: true, message: true }), {
          name: input.name,
          serviceType: input.serviceType,
          message: input.message,
        });
      else throw new Error("a lead from a conversation needs an e-mail or a phone number");
      const emailKey = parsed.email ? parsed.email.toLowerCase() : phoneKey!;
      if (await repo.hasSubmission(emailKey, parsed.serviceType)) {
        // Already kept: only what they had left blank (a name, a phone) is filled in.
        if (parsed.name || phone) await repo.fillBlanks(emailKey, { name: parsed.name ?? null, phone: phone ?? null });
        return "known";
      }
      await repo.addSubmission({
        leadId: newId(),
        submissionId: newId(),
        name: parsed.name ?? null,
        email: parsed.email ?? "",
        emailKey,
        phone: phone ?? null,
        phoneKey,
        serviceType: parsed.serviceType,
        message: parsed.message ?? null,
        at: now().toISOString(),
        conversationId: input.conversationId ?? null,
      });
      return "stored";
    },
  };
}

export type LeadsService = ReturnType<typeof createLeadsService>;

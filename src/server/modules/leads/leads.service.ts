import { leadInputSchema, type SubmissionReceipt } from "../../../shared/leads.ts";
import { newId } from "../../db/ids.ts";
import { parseInput } from "../validation.ts";
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
      });
      return { kind: "stored", receipt };
    },

    /**
     * A lead the assistant gathered in a conversation: stored once per person and service type,
     * so a visitor who repeats their details (here or in a later chat) is not a second lead.
     */
    async captureFromChat(input: {
      name: string;
      email: string;
      serviceType: string;
      message: string;
    }): Promise<"stored" | "known"> {
      const parsed = parseInput(leadInputSchema, input);
      const emailKey = parsed.email.toLowerCase();
      if (await repo.hasSubmission(emailKey, parsed.serviceType)) return "known";
      await repo.addSubmission({
        leadId: newId(),
        submissionId: newId(),
        name: parsed.name,
        email: parsed.email,
        emailKey,
        serviceType: parsed.serviceType,
        message: parsed.message,
        at: now().toISOString(),
      });
      return "stored";
    },
  };
}

export type LeadsService = ReturnType<typeof createLeadsService>;

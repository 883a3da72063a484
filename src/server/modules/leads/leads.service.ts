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
  };
}

export type LeadsService = ReturnType<typeof createLeadsService>;

import type { ContactRequest, ContactRequestStatus, SubmissionReceipt } from "../../../shared/leads.ts";
import { contactRequestInputSchema } from "../../../shared/leads.ts";
import { newId } from "../../db/ids.ts";
import { parseInput } from "../validation.ts";
import type { ContactRequestRow, ContactRequestsRepository } from "./contact-requests.repository.ts";

export function toContactRequest(row: ContactRequestRow): ContactRequest {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    company: row.company,
    phone: row.phone,
    message: row.message,
    serviceType: row.serviceType,
    status: row.status as ContactRequestStatus,
    createdAt: row.createdAt,
  };
}

/**
 * `stored`: kept. `discarded`: the honeypot was filled, nothing kept, but the receipt looks the
 * same so a bot learns nothing.
 */
export type SubmitResult = { kind: "stored" | "discarded"; receipt: SubmissionReceipt };

/**
 * Called once a request is stored (the staff e-mail). It must return at once and never throw;
 * the service guards against it anyway, since the visitor's request is already safe by then.
 */
export type OnContactRequestStored = (request: ContactRequest) => void;

export function createContactRequestsService(
  repo: ContactRequestsRepository,
  now = () => new Date(),
  onStored: OnContactRequestStored = () => {},
) {
  return {
    /**
     * Validates and stores a Request Access submission, then tells staff; a filled honeypot is
     * dropped silently and tells no one.
     */
    async submit(body: unknown): Promise<SubmitResult> {
      const input = parseInput(contactRequestInputSchema, body);
      const id = newId();
      const receipt: SubmissionReceipt = { status: "received", id };
      if (input._gotcha) return { kind: "discarded", receipt };
      const stamp = now().toISOString();
      const row = await repo.insert({
        id,
        name: input.name,
        email: input.email,
        company: input.company,
        phone: input.phone,
        message: input.message,
        serviceType: input.serviceType,
        status: "new",
        createdAt: stamp,
        updatedAt: stamp,
        page: input.page,
      });
      try {
        onStored(toContactRequest(row));
      } catch {
        // Stored is what the visitor was promised; a notifier fault must not turn it into an error.
      }
      return { kind: "stored", receipt };
    },
  };
}

export type ContactRequestsService = ReturnType<typeof createContactRequestsService>;

import type { ContactRequest, ContactRequestStatus } from "../../../shared/leads.ts";
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

export type SubmitResult = { kind: "stored"; request: ContactRequest } | { kind: "discarded" };

export function createContactRequestsService(repo: ContactRequestsRepository, now = () => new Date()) {
  return {
    /** Validates and stores a Request Access submission; a filled honeypot is dropped silently. */
    async submit(body: unknown): Promise<SubmitResult> {
      const input = parseInput(contactRequestInputSchema, body);
      if (input._gotcha) return { kind: "discarded" };
      const stamp = now().toISOString();
      const row = await repo.insert({
        id: newId(),
        name: input.name,
        email: input.email,
        company: input.company,
        phone: input.phone,
        message: input.message,
        serviceType: input.serviceType,
        status: "new",
        createdAt: stamp,
        updatedAt: stamp,
      });
      return { kind: "stored", request: toContactRequest(row) };
    },
  };
}

export type ContactRequestsService = ReturnType<typeof createContactRequestsService>;

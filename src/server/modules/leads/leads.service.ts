import { leadInputSchema, type Lead } from "../../../shared/leads.ts";
import { newId } from "../../db/ids.ts";
import { parseInput } from "../validation.ts";
import type { LeadRow, LeadsRepository } from "./leads.repository.ts";

export function toLead(row: LeadRow): Lead {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    serviceType: row.serviceType,
    message: row.message,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export type CaptureResult = { kind: "created" | "updated"; lead: Lead } | { kind: "discarded" };

export function createLeadsService(repo: LeadsRepository, now = () => new Date()) {
  return {
    /** Validates and stores a lead from any site form; a filled honeypot is dropped silently. */
    async capture(body: unknown): Promise<CaptureResult> {
      const input = parseInput(leadInputSchema, body);
      if (input._gotcha) return { kind: "discarded" };
      const { row, created } = await repo.saveMerged({
        id: newId(),
        name: input.name,
        email: input.email,
        emailKey: input.email.toLowerCase(),
        serviceType: input.serviceType,
        message: input.message,
        at: now().toISOString(),
      });
      return { kind: created ? "created" : "updated", lead: toLead(row) };
    },
  };
}

export type LeadsService = ReturnType<typeof createLeadsService>;

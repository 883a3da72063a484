import type {
  CreatedInvestorCode,
  InvestorCodeCreateInput,
  InvestorCodeRow,
  InvestorCodeStatus,
} from "../../../shared/investor-console.ts";
import { INVESTOR_CODE_MAX_DAYS } from "../../../shared/investor-console.ts";
import type { Db } from "../../db/create-db.ts";
import { newId, UUID_PATTERN } from "../../db/ids.ts";
import { badRequest } from "../../http-errors.ts";
import { createCodeHasher } from "../gates/code-hasher.ts";
import { makeCode, normaliseCode } from "../gates/code-hasher.ts";
import type { InvestorCodeRecord, InvestorCodesRepository } from "./investor-codes.repository.ts";

const PEPPER_KEY = "secret:investor-code-pepper";
const DAY_MS = 24 * 60 * 60 * 1000;
/** What makeCode produces once normalised: anything else is not a code and is not looked up. */
const CODE_SHAPE = /^[A-Z0-9]{12}$/;

export function codeStatus(r: Pick<InvestorCodeRecord, "revokedAt" | "expiresAt">, nowMs: number): InvestorCodeStatus {
  if (r.revokedAt !== null) return "revoked";
  return Date.parse(r.expiresAt) <= nowMs ? "expired" : "active";
}

/** The business a code is made for (the console names it by slug). */
export interface CodePortal {
  id: string;
  slug: string;
}

/**
 * Personal investor codes: made in the console for one investor of one business, shown once,
 * kept as a peppered hash; they open that business's portal until they expire or are revoked.
 */
export function createInvestorCodes(deps: { db: Db; repo: InvestorCodesRepository; now: () => number }) {
  const { repo } = deps;
  const iso = () => new Date(deps.now()).toISOString();
  const hashOf = createCodeHasher(deps.db, PEPPER_KEY, iso);

  const toRow = (r: InvestorCodeRecord, slug: string): InvestorCodeRow => ({
    id: r.id,
    businessSlug: slug,
    investorName: r.investorName,
    investorEmail: r.investorEmail,
    createdAt: r.createdAt,
    createdBy: r.createdBy,
    expiresAt: r.expiresAt,
    revokedAt: r.revokedAt,
    lastUsedAt: r.lastUsedAt,
    uses: Number(r.uses),
    status: codeStatus(r, deps.now()),
  });

  return {
    /** The usable code `candidate` is for this business (its use counted), or null. */
    async redeem(businessId: string, candidate: string): Promise<InvestorCodeRecord | null> {
      const normal = normaliseCode(candidate);
      if (!CODE_SHAPE.test(normal)) return null;
      const found = await repo.findUsable(businessId, await hashOf(normal), iso());
      if (!found) return null;
      await repo.recordUse(found.id, iso());
      return found;
    },

    async list(portal: CodePortal): Promise<InvestorCodeRow[]> {
      return (await repo.listByBusiness(portal.id)).map((r) => toRow(r, portal.slug));
    },

    /** Makes a code for one investor; the answer is the only place the code itself appears. */
    async create(portal: CodePortal, input: InvestorCodeCreateInput, createdBy: string): Promise<CreatedInvestorCode> {
      const now = deps.now();
      const expires = Date.parse(input.expiresAt);
      if (expires <= now) throw badRequest("The expiry must be in the future.");
      if (expires > now + INVESTOR_CODE_MAX_DAYS * DAY_MS) {
        throw badRequest("The expiry must be at most one year from today.");
      }
      // 31^12 codes: a collision is all but impossible, and a repeat is simply drawn again.
      for (let attempt = 0; attempt < 3; attempt++) {
        const code = makeCode();
        const row: InvestorCodeRecord = {
          id: newId(),
          businessId: portal.id,
          investorName: input.investorName,
          investorEmail: input.investorEmail,
          codeHash: await hashOf(code),
          createdAt: new Date(now).toISOString(),
          createdBy,
          expiresAt: new Date(expires).toISOString(),
          revokedAt: null,
          lastUsedAt: null,
          uses: 0,
        };
        if (await repo.insert(row)) return { investorCode: toRow(row, portal.slug), code };
      }
      throw new Error("could not make a unique investor code");
    },

    /** Revokes a code (a second revoke keeps the first time); null when no code has that id. */
    async revoke(id: string): Promise<InvestorCodeRecord | null> {
      if (!UUID_PATTERN.test(id)) return null;
      return (await repo.revoke(id.toLowerCase(), iso())) ?? null;
    },

    /** A stored code as the console lists it. */
    rowOf: toRow,
  };
}

export type InvestorCodes = ReturnType<typeof createInvestorCodes>;

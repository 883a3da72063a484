import type { Db } from "../../db/create-db.ts";
import type { Business } from "../../../shared/business.ts";
import { verifySecret } from "../admin-auth/passwords.ts";
import type { GatePassword } from "../gates/gate-passwords.ts";
import { tokensOf } from "../gates/cookie-tokens.ts";
import { throughGate, type GateBudgets } from "../gates/gate-budgets.ts";
import type { Grants } from "../gates/grants.ts";
import type { InvestorCodes } from "../investor-codes/investor-codes.service.ts";
import type { InvestorEngagement, PortalVisitor } from "../investor-engagement/investor-engagement.service.ts";
import { investorCookieNames, investorTokenOf, type RequestCookies } from "./investor-cookie.ts";
import { businessPasswordHash } from "./investor-passwords.ts";

/** How long an unlocked portal stays open in a browser before the password is asked again. */
export const INVESTOR_GRANT_TTL_S = 12 * 60 * 60;

/** The longest password checked at all (argon2 of megabytes is a denial of service, not a login). */
const MAX_PASSWORD_LENGTH = 256;

export const investorGate = (slug: string) => `investor:${slug}`;

/** A business whose investor portal is open to unlock (exists and investorEnabled). */
export type InvestorPortal = Pick<Business, "id" | "slug" | "name">;

export type UnlockOutcome =
  | { kind: "unknown" }
  | { kind: "limited"; retryAfterMs: number }
  | { kind: "invalid" }
  | { kind: "granted"; portal: InvestorPortal; token: string; maxAgeS: number };

/** A live grant, with the investor of the personal code that made it (none for a password). */
export interface InvestorGrant {
  /** The server-side grant (a conversation with the investor assistant is bound to it). */
  id: string;
  /** Epoch seconds. */
  expiresAt: number;
  investor?: { codeId: string; name: string; email: string };
}

/** How the holder of a grant (or of none) got in, as engagement records it. */
export function visitorOf(grant: InvestorGrant | null): PortalVisitor {
  if (!grant) return { via: "none" };
  return grant.investor ? { via: "code", codeId: grant.investor.codeId } : { via: "password" };
}

export interface InvestorAccessLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

export interface InvestorAccessDeps {
  db: Db;
  businesses: {
    getBySlugOrAlias(slug: string): Promise<Business | null>;
    getById(id: string): Promise<Business | null>;
  };
  /** INVESTOR_PASSWORD, or the random one made once per deployment. */
  sharedPassword: GatePassword;
  /** The deployment's one grant store, shared with the site gate. */
  grants: Grants;
  /** Personal investor codes: tried before the password; a grant made with one lives as long as it does. */
  codes: Pick<InvestorCodes, "redeem">;
  /** Where each unlock is recorded. */
  engagement: Pick<InvestorEngagement, "record">;
  /** Attempts per client address (the admin login's: 5 per 5 minutes), and unlocks per address at every gate. */
  budgets: GateBudgets;
  now: () => number;
  log: InvestorAccessLog;
}

const portalOf = (b: Business | null): InvestorPortal | null =>
  b && b.investorEnabled ? { id: b.id, slug: b.slug, name: b.name } : null;

/**
 * The investor portals' gate: checks a business's own password (or the shared one) on the server,
 * hands out an expiring grant for that business only (a row, and a signed cookie naming it),
 * reads it back from a request and ends it.
 */
export function createInvestorAccess(deps: InvestorAccessDeps) {
  const { grants } = deps;

  async function passwordMatches(slug: string, candidate: string): Promise<boolean> {
    if (candidate.length === 0 || candidate.length > MAX_PASSWORD_LENGTH) return false;
    const own = await businessPasswordHash(deps.db, slug);
    return own ? verifySecret(own, candidate) : deps.sharedPassword.check(candidate);
  }

  /**
   * One read by primary key: the grant must be live (not ended by Lock, ?reset=true or DELETE),
   * and a personal code that made it live too, so revoking the code locks out at once.
   */
  async function grantOf(cookies: RequestCookies, slug: string): Promise<InvestorGrant | null> {
    const token = investorTokenOf(cookies, slug);
    if (!token) return null;
    const live = await grants.check(token, investorGate(slug));
    if (!live) return null;
    const grant = { id: live.id, expiresAt: live.expiresAt };
    const code = live.investorCode;
    return code ? { ...grant, investor: { codeId: code.id, name: code.name, email: code.email } } : grant;
  }

  const sign = (portal: InvestorPortal, ttlS: number, codeId?: string) =>
    grants.issue(investorGate(portal.slug), ttlS, codeId ? { investorCodeId: codeId } : {});

  return {
    /** The business behind a portal address (slug or alias), or null: unknown or not enabled. */
    async portal(slugOrAlias: string): Promise<InvestorPortal | null> {
      return portalOf(await deps.businesses.getBySlugOrAlias(slugOrAlias));
    },

    async portalById(id: string): Promise<InvestorPortal | null> {
      return portalOf(await deps.businesses.getById(id));
    },

    /**
     * The one field takes a personal code of this business or the portal's password. Each try
     * spends the address's attempts and unlocks as throughGate says: a locked-out address stays
     * locked even when it finally sends the right secret, and a known password opens a portal
     * only so many times an hour from one address.
     */
    async unlock(slugOrAlias: string, secret: string, client: { ip: string }): Promise<UnlockOutcome> {
      const portal = await this.portal(slugOrAlias);
      if (!portal) return { kind: "unknown" };
      const passage = await throughGate(deps.budgets, client.ip, async () => {
        const code = await deps.codes.redeem(portal.id, secret);
        if (code) return { code };
        return (await passwordMatches(portal.slug, secret)) ? { code: null } : null;
      });
      if (passage.kind === "limited") {
        deps.log.warn(
          { slug: portal.slug, ip: client.ip },
          passage.spent === "attempts"
            ? "investor access refused: too many attempts (locked out)"
            : "investor access refused: too many unlocks from this address",
        );
        return { kind: "limited", retryAfterMs: passage.retryAfterMs };
      }
      if (passage.kind === "invalid") {
        deps.log.warn({ slug: portal.slug, ip: client.ip }, "investor access: wrong password or code");
        return { kind: "invalid" };
      }
      const { code } = passage.by;
      if (code) {
        // The cookie ends with the code: never a grant that outlives what it was made from.
        const left = Math.floor((Date.parse(code.expiresAt) - deps.now()) / 1000);
        const ttl = Math.max(1, Math.min(INVESTOR_GRANT_TTL_S, left));
        const token = await sign(portal, ttl, code.id);
        await deps.engagement.record({
          businessId: portal.id,
          visitor: { via: "code", codeId: code.id },
          kind: "unlock",
        });
        deps.log.info(
          { slug: portal.slug, ip: client.ip, codeId: code.id },
          "investor portal unlocked with a personal code",
        );
        return { kind: "granted", portal, token, maxAgeS: ttl };
      }
      const token = await sign(portal, INVESTOR_GRANT_TTL_S);
      await deps.engagement.record({ businessId: portal.id, visitor: { via: "password" }, kind: "unlock" });
      deps.log.info({ slug: portal.slug, ip: client.ip }, "investor portal unlocked");
      return { kind: "granted", portal, token, maxAgeS: INVESTOR_GRANT_TTL_S };
    },

    /** The valid grant a request's cookies hold for this business (by its canonical slug), or null. */
    grantOf,

    /**
     * Locks a business's portal (canonical slug) for this browser and every copy of its cookie:
     * the grant it holds is ended on the server.
     */
    async lock(cookies: RequestCookies, slug: string): Promise<void> {
      const names = investorCookieNames(slug);
      await grants.end(tokensOf(cookies.header, [names.secure, names.plain]), investorGate(slug));
    },

    /** Whether the request unlocked this business (canonical slug). */
    async unlocked(cookies: RequestCookies, slug: string): Promise<boolean> {
      // A portal closed since (investorEnabled turned off) quotes nothing, whatever cookie is held.
      if ((await grantOf(cookies, slug)) === null) return false;
      return portalOf(await deps.businesses.getBySlugOrAlias(slug)) !== null;
    },
  };
}

export type InvestorAccess = ReturnType<typeof createInvestorAccess>;

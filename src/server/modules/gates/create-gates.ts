import type { DbHandle } from "../../db/create-db.ts";
import type { RateLimiter } from "../rate-limit/rate-limiter.ts";
import { parseInput } from "../validation.ts";
import { createGatePassword } from "./gate-passwords.ts";
import { invitationRedeemSchema, sitePasswordSchema } from "./gate-inputs.ts";
import { tokensOf } from "./cookie-tokens.ts";
import { throughGate } from "./gate-budgets.ts";
import type { Grants } from "./grants.ts";
import { createInvitationsRepository } from "./invitations.repository.ts";
import { createInvitationsService, type InvitationsService } from "./invitations.service.ts";
import { SITE_COOKIES, SITE_GRANT_SECONDS, siteTokenOf } from "./site-cookie.ts";

export const SITE_GATE = "site";

export type GateOutcome =
  | { kind: "granted"; token: string; maxAgeSeconds: number }
  | { kind: "invalid" }
  | { kind: "limited"; retryAfterMs: number };

export interface GateLimits {
  /** Attempts at the site password, per address. */
  sitePassword: RateLimiter;
  /** Attempts at invitation codes, per address. */
  invitation: RateLimiter;
  /** Unlocks per address at every gate together, the investor portals' too. */
  unlocks: RateLimiter;
}

export interface GatesConfig {
  sessionSecret?: string;
  sitePassword?: string;
  inviteCodes?: string[];
}

export interface GateLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

export interface Gates {
  /** Whether a page request carries a valid, unexpired site-gate grant (SSR loaders). */
  siteAccess(request: Request): Promise<boolean>;
  /** The same for a Fastify request's cookie header. */
  hasSiteGrant(cookieHeader: string | undefined): Promise<boolean>;
  /** Ends the site-gate grant a cookie header carries, for every copy of that cookie. */
  endSiteGrant(cookieHeader: string | undefined): Promise<void>;
  checkSitePassword(body: unknown, client: { ip: string }): Promise<GateOutcome>;
  redeemInvitation(body: unknown, client: { ip: string }): Promise<GateOutcome>;
  invitations: InvitationsService;
  /** At start: makes what is generated (site password, invitation codes) and answers it, once. */
  ensure(generate: boolean): Promise<{ sitePassword: string | null; inviteCodes: string[] }>;
}

export function createGates(opts: {
  db: DbHandle;
  config: GatesConfig;
  limits: GateLimits;
  /** The deployment's one grant store, shared with the investor portals. */
  grants: Grants;
  now: () => number;
  log: GateLog;
}): Gates {
  const { db, limits, grants, log } = opts;
  const sitePassword = createGatePassword({
    db: db.db,
    key: "secret:site-password",
    configured: opts.config.sitePassword,
    now: opts.now,
  });
  const invitations = createInvitationsService({
    db: db.db,
    repo: createInvitationsRepository(db.db),
    now: opts.now,
  });

  /** A pass opened by an invitation code names it, so revoking the code ends the pass too. */
  async function grant(codeId: string | undefined): Promise<GateOutcome> {
    const token = await grants.issue(SITE_GATE, SITE_GRANT_SECONDS, codeId ? { invitationCodeId: codeId } : {});
    return { kind: "granted", token, maxAgeSeconds: SITE_GRANT_SECONDS };
  }

  /** Each try spends the address's attempts and unlocks as throughGate says. */
  async function attempt(
    limiter: RateLimiter,
    /** false: wrong; true: right; a string: right, the invitation code with that id. */
    check: () => Promise<boolean | string>,
    client: { ip: string },
    what: string,
  ): Promise<GateOutcome> {
    const passage = await throughGate({ attempts: limiter, unlocks: limits.unlocks }, client.ip, async () => {
      const passed = await check();
      return passed === false ? null : passed;
    });
    if (passage.kind === "limited") {
      log.warn(
        { ip: client.ip, gate: what },
        passage.spent === "attempts"
          ? "gate refused: too many attempts (locked out)"
          : "gate refused: too many unlocks from this address",
      );
      return { kind: "limited", retryAfterMs: passage.retryAfterMs };
    }
    if (passage.kind === "invalid") {
      log.warn({ ip: client.ip, gate: what }, "gate: wrong secret");
      return { kind: "invalid" };
    }
    log.info({ ip: client.ip, gate: what }, "gate passed");
    return grant(typeof passage.by === "string" ? passage.by : undefined);
  }

  async function hasSiteGrant(cookieHeader: string | undefined | null): Promise<boolean> {
    const token = siteTokenOf(cookieHeader);
    if (!token) return false;
    // One read by primary key: an ended pass, or one whose invitation code was revoked, is closed.
    return (await grants.check(token, SITE_GATE)) !== null;
  }

  return {
    siteAccess: (request) => hasSiteGrant(request.headers.get("cookie")),
    hasSiteGrant,
    endSiteGrant: (cookieHeader) => grants.end(tokensOf(cookieHeader, SITE_COOKIES), SITE_GATE),
    checkSitePassword(body, client) {
      const { password } = parseInput(sitePasswordSchema, body);
      return attempt(limits.sitePassword, () => sitePassword.check(password), client, "site-password");
    },
    redeemInvitation(body, client) {
      const { code } = parseInput(invitationRedeemSchema, body);
      return attempt(limits.invitation, async () => (await invitations.redeem(code)) ?? false, client, "invitation");
    },
    invitations,
    async ensure(generate) {
      const inviteCodes = await invitations.sync(opts.config.inviteCodes, generate);
      const made = generate ? await sitePassword.ensure() : null;
      return { sitePassword: made, inviteCodes };
    },
  };
}

/** Says once, on the terminal and never in the JSON log, what secrets this start generated. */
export function announceGateSecrets(
  made: { sitePassword: string | null; inviteCodes: string[] },
  log: GateLog,
  out: NodeJS.WritableStream = process.stdout,
): void {
  if (!made.sitePassword && made.inviteCodes.length === 0) return;
  const lines = [""];
  if (made.sitePassword) {
    lines.push("  Site password for /businesses (SITE_PASSWORD is not set):", `    ${made.sitePassword}`);
  }
  if (made.inviteCodes.length > 0) {
    lines.push("  Invitation codes (INVITE_CODES is not set):", ...made.inviteCodes.map((c) => `    ${c}`));
  }
  lines.push(
    "  These are shown only now; only their hashes are stored. Set them in the environment to choose.",
    "",
    "",
  );
  out.write(lines.join("\n"));
  log.warn(
    { sitePassword: Boolean(made.sitePassword), inviteCodes: made.inviteCodes.length },
    "generated gate secrets (printed once)",
  );
}

import { createHash, randomBytes } from "node:crypto";
import { adminLoginSchema, type AdminSessionInfo } from "../../../shared/admin.ts";
import { newId } from "../../db/ids.ts";
import { takeEach, type RateLimiter, type Ticket } from "../rate-limit/rate-limiter.ts";
import { parseInput } from "../validation.ts";
import type { AdminSessionsRepository } from "./admin-sessions.repository.ts";
import type { AdminUserRow, AdminUsersRepository } from "./admin-users.repository.ts";
import { hashSecret, verifyAgainstNothing, verifySecret } from "./passwords.ts";
import { acceptTotp, newTotpSecret } from "./totp.ts";

/** A session ends after this long without a request… */
export const IDLE_TIMEOUT_MS = 30 * 60_000;
/** …and this long after login, whatever happens. */
export const ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60_000;
/** Activity is written down at most this often (a write per request would cost every page). */
const TOUCH_EVERY_MS = 60_000;
export const MIN_PASSWORD_LENGTH = 12;

/** 256 random bits, URL-safe: what the cookie and `x-session-id` carry. */
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

export type LoginOutcome =
  | { kind: "ok"; sessionId: string; info: AdminSessionInfo }
  | { kind: "invalid" }
  | { kind: "totp-required" }
  | { kind: "totp-invalid" }
  | { kind: "limited"; retryAfterMs: number; scope: "address" | "username" };

export interface AuthLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface AdminAuthDeps {
  users: AdminUsersRepository;
  sessions: AdminSessionsRepository;
  /** Login attempts per client address and per username. */
  limits: { byAddress: RateLimiter; byUsername: RateLimiter };
  now: () => number;
  log: AuthLog;
  /** Shown in authenticator apps next to the account (the company name). */
  issuer: string;
}

export interface CurrentAdmin {
  adminId: string;
  username: string;
  idHash: string;
  info: AdminSessionInfo;
}

export class AdminAccountError extends Error {}

export const hashSessionId = (id: string) => createHash("sha256").update(id).digest("hex");
const usernameKey = (username: string) => username.trim().toLowerCase();
/** Rate-limit keys never hold the name itself. */
const limitKey = (key: string) => createHash("sha256").update(key).digest("hex").slice(0, 32);

function checkPassword(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new AdminAccountError(`The password must be at least ${MIN_PASSWORD_LENGTH} characters.`);
  }
}

function checkUsername(username: string): string {
  const name = username.trim();
  if (!/^[A-Za-z0-9._@-]{1,64}$/.test(name)) {
    throw new AdminAccountError("A username is 1 to 64 letters, digits or . _ @ -");
  }
  return name;
}

export function createAdminAuthService(deps: AdminAuthDeps) {
  const { users, sessions, limits, log } = deps;
  const iso = (ms: number) => new Date(ms).toISOString();

  async function refund(tickets: Ticket[], limiter: RateLimiter[]): Promise<void> {
    await Promise.all(tickets.map((t, i) => limiter[i]!.refund(t)));
  }

  async function startSession(user: AdminUserRow): Promise<LoginOutcome & { kind: "ok" }> {
    const now = deps.now();
    const sessionId = randomBytes(32).toString("base64url");
    const expiresAt = iso(now + ABSOLUTE_TIMEOUT_MS);
    await sessions.insert({
      idHash: hashSessionId(sessionId),
      adminId: user.id,
      createdAt: iso(now),
      lastSeenAt: iso(now),
      expiresAt,
    });
    await users.update(user.id, { lastLoginAt: iso(now) }, iso(now));
    // Housekeeping: logins are rare enough to carry it.
    await sessions.deleteStale(iso(now), iso(now - IDLE_TIMEOUT_MS));
    return { kind: "ok", sessionId, info: { isAuthenticated: true, username: user.username, expiresAt } };
  }

  async function createAccount(username: string, password: string): Promise<AdminUserRow | null> {
    const name = checkUsername(username);
    checkPassword(password);
    const at = iso(deps.now());
    const row: AdminUserRow = {
      id: newId(),
      username: name,
      usernameKey: usernameKey(name),
      passwordHash: await hashSecret(password),
      totpSecret: null,
      totpLastStep: null,
      disabled: 0,
      lastLoginAt: null,
      createdAt: at,
      updatedAt: at,
    };
    return (await users.insert(row)) ? row : null;
  }

  async function requireUser(username: string): Promise<AdminUserRow> {
    const user = await users.findByKey(usernameKey(username));
    if (!user) throw new AdminAccountError(`There is no admin named ${username}.`);
    return user;
  }

  return {
    /**
     * Checks a login. Every attempt counts against the address's and the username's budget (both
     * at once) and a successful one is given back, so a locked-out name stays locked even for the
     * right password; an attempt one budget refuses is not counted in the other.
     */
    async login(body: unknown, client: { ip: string }): Promise<LoginOutcome> {
      const input = parseInput(adminLoginSchema, body);
      const key = usernameKey(input.username);
      const who = { username: input.username.slice(0, 64), ip: client.ip };
      const counted = await takeEach([
        { limiter: limits.byAddress, key: client.ip },
        { limiter: limits.byUsername, key: limitKey(key) },
      ]);
      if (!counted.allowed) {
        const [byAddress, byName] = counted.refusals;
        const scope = byAddress ? "address" : "username";
        log.warn({ ...who, scope }, "admin login refused: too many attempts (locked out)");
        return { kind: "limited", retryAfterMs: (byAddress ?? byName)!.retryAfterMs, scope };
      }

      const user = await users.findByKey(key);
      const passwordOk = user
        ? (await verifySecret(user.passwordHash, input.password)) && user.disabled === 0
        : await verifyAgainstNothing(input.password);
      if (!user || !passwordOk) {
        log.warn({ ...who, reason: user?.disabled ? "disabled" : "credentials" }, "admin login failed");
        return { kind: "invalid" };
      }
      if (user.totpSecret) {
        if (!input.totp) {
          log.info(who, "admin login: password accepted, authenticator code required");
          return { kind: "totp-required" };
        }
        const lastStep = user.totpLastStep === null ? null : Number(user.totpLastStep);
        const step = acceptTotp(user.totpSecret, input.totp, lastStep, deps.now());
        if (step === null || !(await users.claimTotpStep(user.id, step, iso(deps.now())))) {
          log.warn(who, "admin login failed: wrong or reused authenticator code");
          return { kind: "totp-invalid" };
        }
      }
      await refund(counted.tickets, [limits.byAddress, limits.byUsername]);
      const outcome = await startSession(user);
      log.info(who, "admin logged in");
      return outcome;
    },

    /** The signed-in admin of a session id, or null when it is unknown, expired or disabled. */
    async current(sessionId: string | null | undefined): Promise<CurrentAdmin | null> {
      if (!sessionId || !SESSION_ID.test(sessionId)) return null;
      const idHash = hashSessionId(sessionId);
      const row = await sessions.find(idHash);
      if (!row) return null;
      const now = deps.now();
      const lastSeen = Date.parse(row.lastSeenAt);
      if (row.disabled !== 0 || now >= Date.parse(row.expiresAt) || now - lastSeen >= IDLE_TIMEOUT_MS) {
        await sessions.delete(idHash);
        return null;
      }
      if (now - lastSeen >= TOUCH_EVERY_MS) await sessions.touch(idHash, iso(now));
      return {
        adminId: row.adminId,
        username: row.username,
        idHash,
        info: { isAuthenticated: true, username: row.username, expiresAt: row.expiresAt },
      };
    },

    /** Ends a session on the server; the same id is refused from then on. */
    async logout(admin: CurrentAdmin, client: { ip: string }): Promise<void> {
      await sessions.delete(admin.idHash);
      log.info({ username: admin.username, ip: client.ip }, "admin logged out");
    },

    /**
     * The first admin, when there is none: from ADMIN_USERNAME/ADMIN_PASSWORD, or `admin` with a
     * random password the caller prints once. Null when an admin exists already.
     */
    async ensureFirstAdmin(configured: {
      username?: string;
      password?: string;
    }): Promise<{ username: string; generatedPassword: string | null } | null> {
      if ((await users.count()) > 0) return null;
      const username = configured.username ?? "admin";
      const generatedPassword = configured.password ? null : randomBytes(18).toString("base64url");
      const created = await createAccount(username, configured.password ?? generatedPassword!);
      return created ? { username: created.username, generatedPassword } : null;
    },

    /** Command-line account management (npm run admin). */
    accounts: {
      async create(username: string, password: string): Promise<void> {
        if (!(await createAccount(username, password))) {
          throw new AdminAccountError(`An admin named ${username.trim()} already exists.`);
        }
      },
      async setPassword(username: string, password: string): Promise<number> {
        checkPassword(password);
        const user = await requireUser(username);
        await users.update(user.id, { passwordHash: await hashSecret(password) }, iso(deps.now()));
        return sessions.deleteForAdmin(user.id);
      },
      async setDisabled(username: string, disabled: boolean): Promise<number> {
        const user = await requireUser(username);
        await users.update(user.id, { disabled: disabled ? 1 : 0 }, iso(deps.now()));
        return disabled ? sessions.deleteForAdmin(user.id) : 0;
      },
      async list(): Promise<{ username: string; disabled: boolean; totp: boolean; lastLoginAt: string | null }[]> {
        return (await users.list()).map((u) => ({
          username: u.username,
          disabled: u.disabled !== 0,
          totp: u.totpSecret !== null,
          lastLoginAt: u.lastLoginAt,
        }));
      },
      /** Enrols a new second factor (replacing any old one); the caller shows the URI once. */
      async enrolTotp(username: string): Promise<{ secret: string; uri: string }> {
        const user = await requireUser(username);
        const enrolment = newTotpSecret(deps.issuer, user.username);
        await users.update(user.id, { totpSecret: enrolment.secret, totpLastStep: null }, iso(deps.now()));
        // Sessions opened without the new factor end: from now on every session passed it.
        await sessions.deleteForAdmin(user.id);
        return enrolment;
      },
      async removeTotp(username: string): Promise<void> {
        const user = await requireUser(username);
        await users.update(user.id, { totpSecret: null, totpLastStep: null }, iso(deps.now()));
        await sessions.deleteForAdmin(user.id);
      },
    },
  };
}

export type AdminAuthService = ReturnType<typeof createAdminAuthService>;

import type { AdminSessionInfo } from "../../../shared/admin.ts";
import type { DbHandle } from "../../db/create-db.ts";
import type { RateLimiter } from "../rate-limit/rate-limiter.ts";
import { createAdminSessionsRepository } from "../admin-auth/admin-sessions.repository.ts";
import { createAdminUsersRepository } from "../admin-auth/admin-users.repository.ts";
import { createAdminAuthService, type AdminAuthService, type AuthLog } from "../admin-auth/admin-auth.service.ts";
import { sessionIdOf, SESSION_HEADER } from "../admin-auth/session-cookie.ts";
import { createAdminDataRepository } from "./admin-data.repository.ts";
import { createAdminDataService, type AdminDataService } from "./admin-data.service.ts";
import { RAW_NAMES, type ConsoleNames } from "./console-names.ts";
import { createDashboardRepository } from "./dashboard.repository.ts";
import { createDashboardService, type DashboardService } from "./dashboard.service.ts";

export interface AdminServices {
  auth: AdminAuthService;
  data: AdminDataService;
  dashboard: DashboardService;
  /** Who is signed in on a page request (the console's SSR loaders). */
  currentSession(request: Request): Promise<AdminSessionInfo | null>;
}

export function createAdminServices(opts: {
  db: DbHandle;
  loginLimits: { byAddress: RateLimiter; byUsername: RateLimiter };
  now: () => number;
  log: AuthLog;
  issuer: string;
  /** Persona and business names for ids the logs store (content); ids as they are without it. */
  names?: ConsoleNames;
}): AdminServices {
  const auth = createAdminAuthService({
    users: createAdminUsersRepository(opts.db),
    sessions: createAdminSessionsRepository(opts.db),
    limits: opts.loginLimits,
    now: opts.now,
    log: opts.log,
    issuer: opts.issuer,
  });
  return {
    auth,
    data: createAdminDataService(createAdminDataRepository(opts.db), opts.now, opts.names ?? RAW_NAMES),
    dashboard: createDashboardService(createDashboardRepository(opts.db), opts.names ?? RAW_NAMES, opts.now),
    async currentSession(request) {
      const secure = new URL(request.url).protocol === "https:";
      const id = sessionIdOf(request.headers.get("cookie"), request.headers.get(SESSION_HEADER), secure);
      return (await auth.current(id))?.info ?? null;
    },
  };
}

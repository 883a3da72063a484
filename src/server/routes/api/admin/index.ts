import fastifyCookie from "@fastify/cookie";
import type { FastifyPluginAsync } from "fastify";
import type { AdminServices } from "../../../modules/admin/create-admin-services.ts";
import type { InvitationsService } from "../../../modules/gates/invitations.service.ts";
import type { InvestorConsole } from "../../../modules/investor-portal/investor-console.ts";
import { authRoutes } from "./auth.ts";
import { dashboardRoutes } from "./dashboard.ts";
import { invitationRoutes } from "./invitations.ts";
import { investorConsoleRoutes } from "./investors.ts";
import { peopleRoutes } from "./people.ts";
import { recordRoutes } from "./records.ts";
import { refuseCrossSite, requireAdmin } from "./guard.ts";

/**
 * /api/admin: the staff console's API. Only the login answers without a session; every other
 * route sits behind the guard. Nothing here may be kept by a browser or a proxy.
 */
export const adminRoutes: FastifyPluginAsync<{
  admin: AdminServices;
  invitations: InvitationsService;
  investors: InvestorConsole;
}> = async (app, { admin, invitations, investors }) => {
  await app.register(fastifyCookie);
  app.addHook("onRequest", async (_req, reply) => {
    reply.header("cache-control", "no-store");
    reply.header("x-robots-tag", "noindex, nofollow");
  });
  refuseCrossSite(app, `${app.prefix}/login`);
  await app.register(authRoutes, { admin });
  await app.register(async (guarded) => {
    requireAdmin(guarded, admin);
    await guarded.register(recordRoutes, { data: admin.data });
    await guarded.register(dashboardRoutes, { dashboard: admin.dashboard });
    await guarded.register(peopleRoutes, { data: admin.data });
    await guarded.register(invitationRoutes, { invitations });
    await guarded.register(investorConsoleRoutes, { investors });
  });
};

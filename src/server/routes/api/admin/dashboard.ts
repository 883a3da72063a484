import type { FastifyPluginAsync } from "fastify";
import type { DashboardService } from "../../../modules/admin/dashboard.service.ts";

/** `GET /api/admin/dashboard?tz=…`: the console's first screen, the last 30 days in the viewer's zone. */
export const dashboardRoutes: FastifyPluginAsync<{ dashboard: DashboardService }> = async (app, { dashboard }) => {
  app.get("/dashboard", async (req) => dashboard.dashboard((req.query as { tz?: unknown }).tz));
};

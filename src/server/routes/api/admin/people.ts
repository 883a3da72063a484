import type { FastifyPluginAsync } from "fastify";
import type { AdminDataService } from "../../../modules/admin/admin-data.service.ts";

/** One person across every record: their timeline, and erasing them on request. */
export const peopleRoutes: FastifyPluginAsync<{ data: AdminDataService }> = async (app, { data }) => {
  app.get("/people/timeline", async (req) => data.timeline(req.query));
  app.post("/people/erase", { bodyLimit: 1024 }, async (req) => {
    const result = await data.erase(req.body);
    req.log.info({ username: req.admin?.username, removed: result.removed }, "admin erased a person's records");
    return result;
  });
};

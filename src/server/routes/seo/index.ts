import type { FastifyPluginAsync } from "fastify";
import type { SiteServices } from "../../../shared/load-context.ts";
import { createSitemapService } from "../../modules/seo/sitemap.service.ts";

export const seoRoutes: FastifyPluginAsync<{ services: SiteServices }> = async (app, { services }) => {
  const sitemap = createSitemapService(services);

  app.get("/sitemap.xml", async (_req, reply) =>
    reply
      .type("application/xml; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(await sitemap.xml()),
  );

  app.get("/robots.txt", async (_req, reply) =>
    reply.type("text/plain; charset=utf-8").header("cache-control", "public, max-age=3600").send(sitemap.robots()),
  );
};

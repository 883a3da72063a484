import type { FastifyPluginAsync } from "fastify";
import { UUID_PATTERN } from "../../../db/ids.ts";
import { badRequest, notFound } from "../../../http-errors.ts";
import type { BusinessesService } from "../../../modules/businesses/businesses.service.ts";
import type { PublicAnswers } from "../../../plugins/cached-answers.ts";

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function requireId(raw: string): string {
  if (!UUID_PATTERN.test(raw)) throw badRequest("The business id is not valid: it must be a UUID.");
  return raw.toLowerCase();
}

function requireSlug(raw: string): string {
  if (raw.length > 80 || !SLUG_PATTERN.test(raw)) {
    throw badRequest("The business slug is not valid: use lower-case letters, digits and single hyphens.");
  }
  return raw;
}

const missing = () => notFound("No business matches that id.");

/**
 * Every answer here is public: serialised once per content version and sent from the cache
 * with an ETag (304 on If-None-Match) and a short public cache-control. Errors are not kept.
 */
export const businessesRoutes: FastifyPluginAsync<{ businesses: BusinessesService; answers: PublicAnswers }> = async (
  app,
  { businesses, answers },
) => {
  app.addHook("onSend", async (_req, reply, payload) => {
    if (reply.statusCode >= 400) reply.header("cache-control", "no-store");
    return payload;
  });

  app.get("/", (req, reply) => answers(req, reply, "businesses", () => businesses.list()));

  app.get<{ Params: { slug: string } }>("/slug/:slug", (req, reply) => {
    const slug = requireSlug(req.params.slug);
    return answers(req, reply, `businesses/slug/${slug}`, async () => {
      const business = await businesses.getBySlugOrAlias(slug);
      if (!business) throw notFound("No business matches that slug.");
      return business;
    });
  });

  app.get<{ Params: { id: string } }>("/:id/videos", (req, reply) => {
    const id = requireId(req.params.id);
    return answers(req, reply, `businesses/${id}/videos`, async () => {
      const videos = await businesses.getVideos(id);
      if (!videos) throw missing();
      return videos;
    });
  });

  app.get<{ Params: { id: string } }>("/:id/details", (req, reply) => {
    const id = requireId(req.params.id);
    return answers(req, reply, `businesses/${id}/details`, async () => {
      const details = await businesses.getDetails(id);
      if (!details) throw missing();
      return details;
    });
  });

  app.get<{ Params: { id: string } }>("/:id", (req, reply) => {
    const id = requireId(req.params.id);
    return answers(req, reply, `businesses/${id}`, async () => {
      const business = await businesses.getById(id);
      if (!business) throw missing();
      return business;
    });
  });
};

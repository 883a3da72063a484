import type { FastifyPluginAsync } from "fastify";
import { UUID_PATTERN } from "../../../db/ids.ts";
import { badRequest, notFound } from "../../../http-errors.ts";
import type { BusinessesService } from "../../../modules/businesses/businesses.service.ts";

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Browsers and CDNs may reuse a list for a minute; the server keeps its own 5-minute cache. */
const CACHE_PUBLIC = "public, max-age=60, stale-while-revalidate=300";

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

export const businessesRoutes: FastifyPluginAsync<{ businesses: BusinessesService }> = async (app, { businesses }) => {
  app.addHook("onSend", async (_req, reply, payload) => {
    if (reply.statusCode === 200 && !reply.hasHeader("cache-control")) reply.header("cache-control", CACHE_PUBLIC);
    else if (reply.statusCode >= 400) reply.header("cache-control", "no-store");
    return payload;
  });

  app.get("/", async () => businesses.list());

  app.get<{ Params: { slug: string } }>("/slug/:slug", async (req) => {
    const business = await businesses.getBySlugOrAlias(requireSlug(req.params.slug));
    if (!business) throw notFound("No business matches that slug.");
    return business;
  });

  app.get<{ Params: { id: string } }>("/:id/videos", async (req) => {
    const videos = await businesses.getVideos(requireId(req.params.id));
    if (!videos) throw missing();
    return videos;
  });

  app.get<{ Params: { id: string } }>("/:id/details", async (req) => {
    const details = await businesses.getDetails(requireId(req.params.id));
    if (!details) throw missing();
    return details;
  });

  app.get<{ Params: { id: string } }>("/:id", async (req) => {
    const business = await businesses.getById(requireId(req.params.id));
    if (!business) throw missing();
    return business;
  });
};

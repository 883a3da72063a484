import type { FastifyPluginAsync } from "fastify";
import type { InvitationsService } from "../../../modules/gates/invitations.service.ts";
import { notFound } from "../../../http-errors.ts";

const BODY_LIMIT = 2 * 1024;
const EMPTY_BODY_LIMIT = 1024;

/** Invitation codes in the console: list, make one (its code answered once), revoke. */
export const invitationRoutes: FastifyPluginAsync<{ invitations: InvitationsService }> = async (
  app,
  { invitations },
) => {
  app.get("/invitations", async () => ({ items: await invitations.list() }));

  app.post("/invitations", { bodyLimit: BODY_LIMIT }, async (req, reply) =>
    reply.code(201).send(await invitations.create(req.body)),
  );

  app.delete<{ Params: { id: string } }>("/invitations/:id", { bodyLimit: EMPTY_BODY_LIMIT }, async (req) => {
    const revoked = await invitations.revoke(req.params.id);
    if (!revoked) throw notFound("No invitation code has that id.");
    return revoked;
  });
};

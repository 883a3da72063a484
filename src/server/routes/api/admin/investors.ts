import type { FastifyPluginAsync } from "fastify";
import type { InvestorConsole } from "../../../modules/investor-portal/investor-console.ts";
import { adminOf } from "./guard.ts";

const BODY_LIMIT = 2 * 1024;
const EMPTY_BODY_LIMIT = 1024;

/** The investor screen: portals, personal codes (the new code answered once), revoke, engagement. */
export const investorConsoleRoutes: FastifyPluginAsync<{ investors: InvestorConsole }> = async (app, { investors }) => {
  app.get("/investor-portals", async () => ({ items: await investors.portals() }));

  app.get("/investor-codes", async (req) => investors.codes(req.query));

  app.post("/investor-codes", { bodyLimit: BODY_LIMIT }, async (req, reply) => {
    const admin = adminOf(req);
    const created = await investors.createCode(req.body, admin.username);
    req.log.info(
      { username: admin.username, codeId: created.investorCode.id, business: created.investorCode.businessSlug },
      "admin made a personal investor code",
    );
    return reply.code(201).send(created);
  });

  app.delete<{ Params: { id: string } }>("/investor-codes/:id", { bodyLimit: EMPTY_BODY_LIMIT }, async (req) => {
    const revoked = await investors.revokeCode(req.params.id);
    req.log.info({ username: adminOf(req).username, codeId: revoked.id }, "admin revoked a personal investor code");
    return revoked;
  });

  app.get("/investor-engagement", async (req) => investors.engagement(req.query));
};

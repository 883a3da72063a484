import type { FastifyRequest } from "fastify";
import { cookiesOf } from "../../../modules/investor-access/investor-cookie.ts";
import type { PortalVisits } from "../../../modules/investor-portal/portal-visits.ts";
import type { InvestorVisit } from "./index.ts";

/** The grant a test's own unlock stands for: its conversations are still bound to it. */
const TEST_UNLOCK_GRANT = "unlocked-by-test";

/**
 * The investor chat's view of the portal's gate: the request's grant, or, where a test decides
 * unlocking itself (AppOptions.investorUnlocked), that decision; the question is recorded either way.
 */
export function investorVisitOf(
  visits: Pick<PortalVisits, "ask">,
  testUnlocked?: (req: FastifyRequest, slug: string) => boolean | Promise<boolean>,
): (req: FastifyRequest, slug: string, question: string) => Promise<InvestorVisit> {
  return async (req, slug, question) => {
    const visit = await visits.ask(cookiesOf(req), slug, question);
    if (!testUnlocked) return visit;
    const unlocked = await testUnlocked(req, slug);
    return { unlocked, grantId: unlocked ? TEST_UNLOCK_GRANT : null };
  };
}

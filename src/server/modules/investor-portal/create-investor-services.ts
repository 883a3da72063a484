import type { InvestorPortalPage } from "../../../shared/investor-portal.ts";
import type { SiteConfig } from "../../../shared/site-config.ts";
import type { AppConfig } from "../../config.ts";
import type { DbHandle } from "../../db/create-db.ts";
import type { AssistantService } from "../assistant/assistant.service.ts";
import type { BusinessesService } from "../businesses/businesses.service.ts";
import type { GateBudgets } from "../gates/gate-budgets.ts";
import { createGatePassword } from "../gates/gate-passwords.ts";
import type { Grants } from "../gates/grants.ts";
import { announceInvestorPassword } from "../investor-access/announce.ts";
import { clearedInvestorCookies } from "../investor-access/investor-cookie.ts";
import {
  createInvestorAccess,
  type InvestorAccess,
  type InvestorAccessLog,
} from "../investor-access/investor-access.service.ts";
import { createInvestorCodesRepository } from "../investor-codes/investor-codes.repository.ts";
import { createInvestorCodes } from "../investor-codes/investor-codes.service.ts";
import { createInvestorDocuments, type InvestorDocuments } from "../investor-documents/investor-documents.service.ts";
import { createInvestorEngagementRepository } from "../investor-engagement/investor-engagement.repository.ts";
import { createInvestorEngagement } from "../investor-engagement/investor-engagement.service.ts";
import { createInvestorConsole, type InvestorConsole } from "./investor-console.ts";
import { createPortalPages } from "./portal-page.ts";
import { createPortalVisits, type PortalVisits } from "./portal-visits.ts";

export interface InvestorServices {
  /** The investor portals' gate: passwords and personal codes checked here, grants read from cookies. */
  access: InvestorAccess;
  /** The investor documents: the portal's list and the PDFs made from content. */
  documents: InvestorDocuments;
  /** What a visitor does in a portal (documents, questions), recorded for staff. */
  visits: PortalVisits;
  /** The staff console's investor screen: personal codes and engagement. */
  console: InvestorConsole;
  /** What `/investor/{slug}` shows to a request. */
  portalPage(request: Request, slugOrAlias: string): Promise<InvestorPortalPage | null>;
  /**
   * Locks a portal again (canonical slug): ends the grant the request holds on the server and
   * answers the Set-Cookie values that clear it from the requesting browser.
   */
  lock(request: Request, slug: string): Promise<string[]>;
}

interface Deps {
  config: AppConfig;
  db: DbHandle;
  site: SiteConfig;
  businesses: BusinessesService;
  assistant: AssistantService;
  grants: Grants;
  budgets: GateBudgets;
  now: () => number;
  log: InvestorAccessLog & { error(details: object, message: string): void };
}

/** Wires the investor portals: the shared password, codes, the gate, documents, engagement and the page's view. */
export async function createInvestorServices(deps: Deps): Promise<InvestorServices> {
  const { config, db, now, log } = deps;
  const sharedPassword = createGatePassword({
    db: db.db,
    key: "secret:investor-password",
    configured: config.investor.password,
    now,
  });
  if (config.investor.bootstrap) {
    const made = await sharedPassword.ensure();
    if (made) announceInvestorPassword(made, log);
  }
  const codes = createInvestorCodes({ db: db.db, repo: createInvestorCodesRepository(db.db), now });
  const engagement = createInvestorEngagement({ repo: createInvestorEngagementRepository(db.db), now, log });
  const access = createInvestorAccess({
    db: db.db,
    businesses: deps.businesses,
    sharedPassword,
    grants: deps.grants,
    codes,
    engagement,
    budgets: deps.budgets,
    now,
    log,
  });
  // The PDFs read the very documents the investor assistant answers from.
  const documents = createInvestorDocuments({
    site: deps.site,
    now,
    material: (slug) => {
      const b = deps.assistant.knowledge.businesses.find((x) => x.slug === slug);
      return b && b.documents.length > 0 ? { businessName: b.name, documents: b.documents } : null;
    },
  });
  const portalPage = createPortalPages({
    businesses: deps.businesses,
    access,
    documents,
    viewerOf: async (grant) => (grant.investor ? { kind: "investor", name: grant.investor.name } : { kind: "shared" }),
  });
  return {
    access,
    documents,
    visits: createPortalVisits({ access, documents, engagement }),
    console: createInvestorConsole({ db: db.db, access, businesses: deps.businesses, codes, engagement, documents }),
    portalPage,
    async lock(request: Request, slug: string) {
      const secure = new URL(request.url).protocol === "https:";
      await access.lock({ header: request.headers.get("cookie"), secure }, slug);
      return clearedInvestorCookies(slug, secure);
    },
  };
}

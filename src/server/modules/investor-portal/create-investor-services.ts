import type { InvestorPortalPage } from "../../../shared/investor-portal.ts";
import type { SiteConfig } from "../../../shared/site-config.ts";
import type { AppConfig } from "../../config.ts";
import type { DbHandle } from "../../db/create-db.ts";
import type { AssistantService } from "../assistant/assistant.service.ts";
import type { BusinessesService } from "../businesses/businesses.service.ts";
import { createGatePassword } from "../gates/gate-passwords.ts";
import { announceInvestorPassword } from "../investor-access/announce.ts";
import { clearedInvestorCookies } from "../investor-access/investor-cookie.ts";
import {
  createInvestorAccess,
  type InvestorAccess,
  type InvestorAccessLog,
} from "../investor-access/investor-access.service.ts";
import { createInvestorDocuments, type InvestorDocuments } from "../investor-documents/investor-documents.service.ts";
import type { RateLimiter } from "../rate-limit/rate-limiter.ts";
import { createPortalPages } from "./portal-page.ts";

export interface InvestorServices {
  /** The investor portals' gate: passwords checked here, grants read from cookies. */
  access: InvestorAccess;
  /** The investor documents: the portal's list and the PDFs made from content. */
  documents: InvestorDocuments;
  /** What `/investor/{slug}` shows to a request. */
  portalPage(request: Request, slugOrAlias: string): Promise<InvestorPortalPage | null>;
  /** Set-Cookie values that lock a portal again in the requesting browser. */
  lockCookies(request: Request, slug: string): string[];
}

interface Deps {
  config: AppConfig;
  db: DbHandle;
  site: SiteConfig;
  businesses: BusinessesService;
  assistant: AssistantService;
  limiter: RateLimiter;
  now: () => number;
  log: InvestorAccessLog;
}

/** Wires the investor portals: the shared password, the gate, the documents and the page's view. */
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
  const access = createInvestorAccess({
    db: db.db,
    businesses: deps.businesses,
    sharedPassword,
    sessionSecret: config.investor.sessionSecret,
    limiter: deps.limiter,
    now,
    log,
  });
  // The PDFs read the very documents the investor assistant answers from.
  const documents = createInvestorDocuments({
    site: deps.site,
    material: (slug) => {
      const b = deps.assistant.knowledge.businesses.find((x) => x.slug === slug);
      return b && b.documents.length > 0 ? { businessName: b.name, documents: b.documents } : null;
    },
  });
  const portalPage = createPortalPages({
    businesses: deps.businesses,
    access,
    documents,
    viewerOf: async () => ({ kind: "shared" }),
  });
  const lockCookies = (request: Request, slug: string) =>
    clearedInvestorCookies(slug, new URL(request.url).protocol === "https:");
  return { access, documents, portalPage, lockCookies };
}

import type { AdminSessionInfo } from "./admin.ts";
import type { InvestorPortalPage } from "./investor-portal.ts";
import type { BlogCategoryPage, BlogPost, BlogPostSummary, LegalDocument } from "./blog.ts";
import type { Business, BusinessPage } from "./business.ts";
import type { Offers } from "./offers.ts";
import type { DemoPage, HomePage, PersonaDemos, ServicePage, TrialPage } from "./pages.ts";
import type { PublicPersonas } from "./persona.ts";
import type { SiteConfig } from "./site-config.ts";

/**
 * What the server hands to React Router loaders. Loaders call these instead of HTTP so a page
 * costs no extra round trip; the server implements them with the same services as the API.
 */
export interface SiteServices {
  site: SiteConfig;
  /** True when replies are spoken by the built-in preview voice (eSpeak), not a production provider. */
  previewVoice: boolean;
  /** The server's logger, for loaders that answer a failure themselves (pino's signature). */
  log: { error(details: object, message: string): void };
  businesses: {
    listForGrid(): Promise<Business[]>;
    getPage(slugOrAlias: string): Promise<BusinessPage | null>;
  };
  blog: {
    list(chip: string | null): BlogPostSummary[];
    chips(): { label: string; slug: string }[];
    getPost(slug: string): BlogPost | null;
    getCategory(slug: string): BlogCategoryPage;
    resolve(slug: string): { kind: "post"; post: BlogPost } | { kind: "category"; category: BlogCategoryPage } | null;
  };
  legal: Record<LegalDocument["kind"], LegalDocument>;
  offers: Offers;
  pages: {
    trial: TrialPage;
    service: ServicePage;
    home: HomePage;
    businessAiWiz: DemoPage;
    personaDemos: PersonaDemos;
  };
  /** The demo pages' personas, without the prompts that steer the assistant. */
  personas: PublicPersonas;
  /** The staff console's pages ask who is signed in (null: nobody; the page shows the login form). */
  admin: {
    currentSession(request: Request): Promise<AdminSessionInfo | null>;
  };
  /**
   * The investor portal page: what `/investor/{slug}` shows to this request (null: no such
   * business); documents and everything else behind the gate only when it unlocked that business.
   */
  investor: {
    portal(request: Request, slugOrAlias: string): Promise<InvestorPortalPage | null>;
    /**
     * Locks a business's portal again (`?reset=true`): ends the request's grant on the server and
     * answers the `Set-Cookie` values that clear it in this browser.
     */
    lock(request: Request, slug: string): Promise<string[]>;
  };
  /** Whether a page request passed the site gate (a live grant's signed cookie): /businesses asks. */
  gates: {
    siteAccess(request: Request): Promise<boolean>;
  };
}

import type { Business, BusinessPage } from "./business.ts";
import type { SiteConfig } from "./site-config.ts";

/**
 * What the server hands to React Router loaders. Loaders call these instead of HTTP so a page
 * costs no extra round trip; the server implements them with the same services as the API.
 */
export interface SiteServices {
  site: SiteConfig;
  businesses: {
    listForGrid(): Promise<Business[]>;
    getPage(slugOrAlias: string): Promise<BusinessPage | null>;
  };
}

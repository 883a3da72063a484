import type { SiteServices } from "../shared/load-context.ts";

declare module "react-router" {
  interface AppLoadContext {
    services: SiteServices;
    /** An HTML document (true) or a client-side navigation's `.data` request; see ssr.ts. */
    documentRequest?: boolean;
    /** Present when the page cache renders: a loader that shows a failure in the page says so. */
    render?: { degraded(): void };
  }
}

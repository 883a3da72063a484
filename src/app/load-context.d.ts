import type { SiteServices } from "../shared/load-context.ts";

declare module "react-router" {
  interface AppLoadContext {
    services: SiteServices;
    /** An HTML document (true) or a client-side navigation's `.data` request; see ssr.ts. */
    documentRequest?: boolean;
  }
}

import type { SiteServices } from "../shared/load-context.ts";

declare module "react-router" {
  interface AppLoadContext {
    services: SiteServices;
  }
}

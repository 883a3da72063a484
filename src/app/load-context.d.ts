import type { SiteServices } from "../shared/load-context.ts";

declare module "react-router" {
  interface AppLoadContext {
    services: SiteServices;
    /** An HTML document (true) or a client-side navigation's `.data` request; see ssr.ts. */
    documentRequest?: boolean;
    /** Present when the page cache renders: a loader that shows a failure in the page says so. */
    render?: { degraded(): void };
    /**
     * The Content-Security-Policy nonce of this answer's inline scripts (the page cache renders
     * with a placeholder that each answer replaces); entry.server hands it to React Router.
     */
    nonce?: string;
  }
}

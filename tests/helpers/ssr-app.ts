import fs from "node:fs";
import { afterAll, beforeAll } from "vitest";
import { buildTestApp, type TestApp } from "./build-app.ts";
import { dbTargets } from "./test-db.ts";

/** A curl user agent counts as a bot, so streamed sections arrive complete in the HTML. */
export const CURL = { "user-agent": "curl/8.5.0" };

/** The site gate's password in the SSR suites (/businesses answers the gate without its cookie). */
export const SSR_SITE_PASSWORD = "ssr suite site password";
/** The investor portals' shared password in the SSR suites. */
export const SSR_INVESTOR_PASSWORD = "ssr suite investor password";

/**
 * The production build served by the real app on a fresh SQLite file, for the SSR suites.
 * Call inside a describe block; `page(url)` answers status, HTML and headers.
 */
export function useSsrApp() {
  let t: TestApp;
  beforeAll(async () => {
    if (!fs.existsSync("build/server/index.js")) throw new Error("No production build: run `npm run build` first.");
    t = await buildTestApp(dbTargets()[0]!, {
      ssr: "build",
      gates: { sitePassword: SSR_SITE_PASSWORD, bootstrap: false },
      investor: { password: SSR_INVESTOR_PASSWORD, bootstrap: false },
    });
  });
  afterAll(async () => {
    await t.close();
  });
  return {
    app: () => t.app,
    async page(url: string, headers: Record<string, string> = CURL) {
      const res = await t.app.inject({ method: "GET", url, headers });
      return { status: res.statusCode, html: res.body, headers: res.headers };
    },
    /** Passes the site gate through its API; answers the `cookie` header that opens /businesses. */
    async passGate(): Promise<string> {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/site-access",
        payload: { password: SSR_SITE_PASSWORD },
        remoteAddress: "192.0.2.77",
      });
      if (res.statusCode !== 204) throw new Error(`site gate: ${res.statusCode} ${res.body}`);
      return String([res.headers["set-cookie"]].flat()[0]).split(";")[0]!;
    },
    /** Unlocks one business's investor portal; answers the `cookie` header that opens it. */
    async unlockInvestor(slug: string): Promise<string> {
      const res = await t.app.inject({
        method: "POST",
        url: `/api/investor-access/${slug}`,
        payload: { password: SSR_INVESTOR_PASSWORD },
        remoteAddress: "192.0.2.78",
      });
      if (res.statusCode !== 204) throw new Error(`investor gate: ${res.statusCode} ${res.body}`);
      return String([res.headers["set-cookie"]].flat()[0]).split(";")[0]!;
    },
  };
}

import { test as base, expect, type ConsoleMessage, type Page } from "@playwright/test";
import { randomInt } from "node:crypto";

/** What the init script hands back to the test for each `securitypolicyviolation` event. */
interface Violation {
  directive: string;
  blocked: string;
  source: string;
  sample: string;
  url: string;
}

/**
 * Playwright's `test`, with every test's browser page and API requests coming from an address of
 * its own (`X-Forwarded-For`, believed because the test server runs with TRUST_PROXY=1): no test
 * spends another's rate-limit budget, whatever ran before it on the same server.
 *
 * Every test also fails on any Content-Security-Policy violation in any page or frame of its
 * browser context (docs/decisions/011-content-security-policy.md): a `securitypolicyviolation`
 * listener that an init script adds to every document, and console messages that mention the
 * policy (Chromium's "Refused to … because it violates the following Content Security Policy
 * directive"). A violation is fixed where it happens, never by loosening the policy.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, "x-forwarded-for": testAddress() });
  },
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeBinding("__reportCspViolation", (_source, v: Violation) => {
        violations.push(
          `${v.url}: ${v.directive} blocked ${v.blocked || "(inline)"} at ${v.source} ${v.sample}`.trim(),
        );
      });
      await context.addInitScript(() => {
        const page = window as unknown as { __reportCspViolation?: (v: Violation) => void };
        document.addEventListener(
          "securitypolicyviolation",
          (e) =>
            page.__reportCspViolation?.({
              directive: e.effectiveDirective || e.violatedDirective,
              blocked: e.blockedURI,
              source: `${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`,
              sample: e.sample,
              url: location.href,
            }),
          true,
        );
      });
      const listen = (page: Page) =>
        page.on("console", (msg: ConsoleMessage) => {
          if (/Content[- ]Security[- ]Policy/i.test(msg.text())) violations.push(`${page.url()}: ${msg.text()}`);
        });
      for (const page of context.pages()) listen(page);
      context.on("page", listen);
      await use(violations);
      expect(violations, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect, type Page } from "@playwright/test";

/** A random address in 10.0.0.0/8: 16 million of them make two tests of a run meeting unlikely. */
function testAddress(): string {
  const n = randomInt(1, 0xffffff);
  return `10.${n >> 16}.${(n >> 8) & 0xff}.${n & 0xff}`;
}

import { test as base } from "@playwright/test";
import { randomInt } from "node:crypto";

/**
 * Playwright's `test`, with every test's browser page and API requests coming from an address of
 * its own (`X-Forwarded-For`, believed because the test server runs with TRUST_PROXY=1): no test
 * spends another's rate-limit budget, whatever ran before it on the same server.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, "x-forwarded-for": testAddress() });
  },
});

export { expect, type Page } from "@playwright/test";

/** A random address in 10.0.0.0/8: 16 million of them make two tests of a run meeting unlikely. */
function testAddress(): string {
  const n = randomInt(1, 0xffffff);
  return `10.${n >> 16}.${(n >> 8) & 0xff}.${n & 0xff}`;
}

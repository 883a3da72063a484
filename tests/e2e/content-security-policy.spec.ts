import { expect, test } from "./fixtures.ts";
import { gotoHydrated, waitForHydration } from "./hydrated.ts";

/*
 * The enforced Content-Security-Policy in a real browser (docs/decisions/011): pages hydrate
 * under it, each answer brings its own nonce, and a page the browser revalidates (304) keeps
 * working with the nonce of the copy it kept. The fixture fails every test on any violation.
 */

const nonceOf = (policy: string | undefined) => /'nonce-([^']+)'/.exec(policy ?? "")?.[1];

test("the home page hydrates under the enforced policy, with a new nonce on every load", async ({ page }) => {
  const first = await gotoHydrated(page, "/");
  const policy = first!.headers()["content-security-policy"];
  expect(policy).toContain("script-src 'self' 'nonce-");
  expect(policy).not.toContain("'unsafe-inline';script-src-attr");
  expect(first!.headers()["content-security-policy-report-only"]).toBeUndefined();
  const nonces = [nonceOf(policy)];

  // The same cached page again (a tracking parameter keeps the browser from reusing its copy).
  const second = await gotoHydrated(page, "/?utm_source=csp-test");
  expect(second!.headers()["x-cache"]).toBe("hit");
  nonces.push(nonceOf(second!.headers()["content-security-policy"]));
  expect(nonces[0]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect(nonces[1]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect(nonces[1]).not.toBe(nonces[0]);
});

test("a reload that the server answers 304 keeps the kept copy's nonce and hydrates again", async ({ page }) => {
  const statuses: number[] = [];
  page.on("response", (res) => {
    if (new URL(res.url()).pathname === "/blog" && res.request().resourceType() === "document") {
      statuses.push(res.status());
    }
  });
  await gotoHydrated(page, "/blog");
  await page.reload();
  await waitForHydration(page);
  await gotoHydrated(page, "/");
  await page.goBack();
  await waitForHydration(page);
  await expect(page).toHaveURL("/blog");
  expect(statuses.length).toBeGreaterThanOrEqual(2);
});

test("an inline script without the nonce is blocked, and the fixture sees it", async ({ page, cspViolations }) => {
  await gotoHydrated(page, "/");
  await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.__injected = true";
    document.body.append(script);
  });
  // Both signs arrive: the event (from the init script) and Chromium's console message.
  await expect.poll(() => cspViolations.some((v) => /script-src(-elem)? blocked/.test(v))).toBe(true);
  await expect
    .poll(() => cspViolations.some((v) => v.includes("violates the following Content Security Policy directive")))
    .toBe(true);
  expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
  // Expected here; any other violation in this test would still fail it.
  cspViolations.length = 0;
});

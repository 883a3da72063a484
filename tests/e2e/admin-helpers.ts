import { createRequire } from "node:module";
import { randomUUID } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { expect, type Page } from "./fixtures.ts";
import { waitForHydration } from "./hydrated.ts";

/** The first admin playwright.config.ts gives the test server. */
export const STAFF = { username: "staff", password: "e2e-staff-password-0123" };

/** A unique address per test, so each finds its own records in a database every test shares. */
export function uniqueEmail(tag: string): string {
  return `${tag}-${randomUUID().slice(0, 8)}@example.com`;
}

/** Opens a console page and logs in through its form; the page then shows the console. */
export async function loginAt(page: Page, path = "/admin"): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
  await page.getByLabel("Username").fill(STAFF.username);
  await page.getByLabel("Password").fill(STAFF.password);
  await page.getByRole("button", { name: "Access Portal" }).click();
  await expect(page.getByText(`Welcome, ${STAFF.username}`)).toBeVisible();
}

/** Submissions through the public API, as visitors make them. */
export const visitor = {
  async lead(
    request: APIRequestContext,
    body: { name?: string; email: string; message?: string; serviceType: string },
  ) {
    const res = await request.post("/api/leads", { data: body });
    expect(res.status(), await res.text()).toBe(201);
  },
  async contactRequest(
    request: APIRequestContext,
    body: { name: string; email: string; company?: string; phone?: string; message?: string; serviceType: string },
  ) {
    const res = await request.post("/api/contact-requests", { data: body });
    expect(res.status(), await res.text()).toBe(201);
  },
  /** One exchange with the investor assistant; answers the conversation id. */
  async chat(request: APIRequestContext, message: string, conversationId?: string): Promise<string> {
    const res = await request.post("/api/aurora-chat", {
      data: { slug: "dayo", message, ...(conversationId ? { conversationId } : {}) },
    });
    expect(res.status(), await res.text()).toBe(200);
    return ((await res.json()) as { conversationId: string }).conversationId;
  },
};

const axeSource = createRequire(import.meta.url)("axe-core").source as string;

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** axe-core over the page as it is now (an open dialog included): no serious or critical findings. */
export async function expectNoSeriousAxe(page: Page, what: string): Promise<void> {
  // Evaluated through the debugging protocol, not as an inline <script>: the page's CSP allows none.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document) => Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await axe.run(document)).violations;
  });
  const bad = violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(bad, what).toEqual([]);
}

import { describe, expect, it } from "vitest";
import type { TestApp } from "../helpers/build-app.ts";
import { appsClosedAfterEach } from "../helpers/test-apps.ts";
import { dbTargets } from "../helpers/test-db.ts";

const SHARED = "shared investor secret";
const config = { investor: { password: SHARED, bootstrap: false } };
const IP = "198.51.100.40";
const QUESTION = { slug: "dayo", message: "what is the projected revenue?" };

interface Reply {
  text: string;
  sources: { title: string; url: string }[];
}

async function unlockCookie(t: TestApp, slug: string): Promise<string> {
  const res = await t.app.inject({
    method: "POST",
    url: `/api/investor-access/${slug}`,
    payload: { password: SHARED },
    remoteAddress: IP,
  });
  expect(res.statusCode).toBe(204);
  return String(res.headers["set-cookie"]).split(";")[0]!;
}

async function ask(t: TestApp, cookie?: string): Promise<Reply> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/aurora-chat",
    payload: QUESTION,
    remoteAddress: IP,
    headers: cookie ? { cookie } : {},
  });
  expect(res.statusCode).toBe(200);
  return res.json() as Reply;
}

describe.each(dbTargets())("the investor assistant behind the portal's cookie on $name", (target) => {
  const build = appsClosedAfterEach(target);

  it("keeps DAY-O's document figures back without the cookie and says they are in the portal after access", async () => {
    const t = await build(config);
    for (const cookie of [undefined, await unlockCookie(t, "ume"), "investor_dayo=g1.forged.signature"]) {
      const reply = await ask(t, cookie);
      expect(reply.text).toContain(
        "DAY-O's figures and investment case are in its investor documents, which open in the investor portal once you have access.",
      );
      expect(reply.text).not.toContain("millions by Year 3");
      expect(reply.text).not.toContain("Financial Model");
    }
  });

  it("gives them to a visitor who unlocked DAY-O, citing the document and page", async () => {
    const t = await build(config);
    const reply = await ask(t, await unlockCookie(t, "dayo"));
    expect(reply.text).toContain("DAY-O projects revenue in the millions by Year 3");
    expect(reply.text).toContain("(From the Financial Model, page 1.)");
    expect(reply.sources.map((s) => s.title)).toContain("DAY-O investor portal: Financial Model, page 1");
  });
});

import { describe, expect, it } from "vitest";
import { CURL, useSsrApp } from "../helpers/ssr-app.ts";
import { publicPages } from "../helpers/site-pages.ts";
import { javaAvailable, vnuErrors } from "../helpers/vnu.ts";

const HAS_JAVA = javaAvailable();
if (!HAS_JAVA) {
  console.warn("Skipping the HTML check: no `java` on this machine (apt-get install -y default-jre-headless).");
}

describe.skipIf(!HAS_JAVA)("valid HTML", () => {
  const { app, passGate, unlockInvestor } = useSsrApp();

  it("the Nu HTML Checker finds no error on any page of the sitemap, /businesses, the investor portals or the 404 page", async () => {
    const { paths } = await publicPages(app());
    const documents = new Map<string, string>();
    for (const path of [...paths, "/no-such-page"]) {
      const res = await app().inject({ method: "GET", url: path, headers: CURL });
      documents.set(path, res.body);
    }
    // /businesses above is its gate; behind it, the grid.
    const cookie = await passGate();
    const grid = await app().inject({ method: "GET", url: "/businesses", headers: { ...CURL, cookie } });
    documents.set("/businesses (past the gate)", grid.body);
    // An investor portal in each of its states.
    for (const path of ["/investor/uschinastore", "/investor/neural-fashion", "/investor/no-such-business"]) {
      documents.set(path, (await app().inject({ method: "GET", url: path, headers: CURL })).body);
    }
    for (const slug of ["uschinastore", "julie-ai"]) {
      const open = await app().inject({
        method: "GET",
        url: `/investor/${slug}`,
        headers: { ...CURL, cookie: await unlockInvestor(slug) },
      });
      documents.set(`/investor/${slug} (unlocked)`, open.body);
    }
    const errors = vnuErrors(documents).map((e) => `${e.page}${e.line ? `:${e.line}` : ""} ${e.message}`);
    expect(errors).toEqual([]);
  }, 120_000);
});

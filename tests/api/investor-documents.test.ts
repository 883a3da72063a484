import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { TestApp } from "../helpers/build-app.ts";
import { appsClosedAfterEach } from "../helpers/test-apps.ts";
import { dbTargets } from "../helpers/test-db.ts";

const HAS_PDFTOTEXT = spawnSync("pdftotext", ["-v"]).error === undefined;
if (!HAS_PDFTOTEXT)
  console.warn("Skipping the PDF text checks: no `pdftotext` on this machine (apt-get install -y poppler-utils).");

const SHARED = "shared investor secret";
const config = { investor: { password: SHARED, bootstrap: false } };
const IP = "198.51.100.30";

/** portal-and-admin.md, "Investor portal screen": documents per slug. */
const SPEC_COUNTS: Record<string, number> = {
  "holo-world": 3,
  "the-subs-ai": 3,
  dayo: 3,
  "harmonic-healing": 3,
  "domu-families": 1,
  "rappy-customer-ai": 3,
  ume: 2,
  uschinastore: 2,
  "julie-ai": 1,
  "my-new-djs-vjs-ai": 1,
  "my-movie-ai": 1,
  "harmonic-resonance-explorer": 1,
  "valuable-true-value": 1,
};

async function unlockCookie(t: TestApp, slug: string): Promise<string> {
  const res = await t.app.inject({
    method: "POST",
    url: `/api/investor-access/${slug}`,
    payload: { password: SHARED },
    remoteAddress: IP,
  });
  expect(res.statusCode, slug).toBe(204);
  return String(res.headers["set-cookie"]).split(";")[0]!;
}

async function idOf(t: TestApp, slug: string): Promise<string> {
  return (await t.app.inject({ method: "GET", url: `/api/businesses/slug/${slug}` })).json().id as string;
}

const get = (t: TestApp, url: string, cookie?: string) =>
  t.app.inject({ method: "GET", url, remoteAddress: IP, headers: cookie ? { cookie } : {} });

function pdfText(pdf: Buffer, page?: number): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "inv-pdf-")), "doc.pdf");
  fs.writeFileSync(file, pdf);
  const range = page ? ["-f", String(page), "-l", String(page)] : [];
  return execFileSync("pdftotext", [...range, "-layout", file, "-"], { encoding: "utf8" });
}

describe.each(dbTargets())("investor documents on $name", (target) => {
  const build = appsClosedAfterEach(target);

  it("lists each unlocked business's documents in the spec's per-slug counts", async () => {
    const t = await build(config);
    for (const [slug, count] of Object.entries(SPEC_COUNTS)) {
      const cookie = await unlockCookie(t, slug);
      const id = await idOf(t, slug);
      const res = await get(t, `/api/businesses/${id}/investor-documents`, cookie);
      expect(res.statusCode, slug).toBe(200);
      expect(res.headers["cache-control"]).toBe("private, no-store");
      const list = res.json() as { id: string; viewUrl: string; downloadUrl: string; pages: number }[];
      expect(list, slug).toHaveLength(count);
      for (const d of list) {
        expect(d).toEqual({
          id: expect.stringMatching(/^[a-z0-9-]+$/),
          title: expect.any(String),
          description: expect.any(String),
          pages: expect.any(Number),
          viewUrl: `/api/investor-documents/${id}/${d.id}.pdf`,
          downloadUrl: `/api/investor-documents/${id}/${d.id}.pdf?download=1`,
        });
        // Every document renders, with exactly the pages its content declares (the assistant cites them).
        const pdf = await get(t, d.viewUrl, cookie);
        expect(pdf.statusCode, d.viewUrl).toBe(200);
        expect(pdf.rawPayload.toString("latin1").match(/\/Type \/Page\b(?!s)/g), `${slug} ${d.id}`).toHaveLength(
          d.pages,
        );
      }
    }
  });

  it("serves the PDF inline for View and as a named attachment for Download, never cached", async () => {
    const t = await build(config);
    const cookie = await unlockCookie(t, "dayo");
    const id = await idOf(t, "dayo");
    const view = await get(t, `/api/investor-documents/${id}/executive-summary.pdf`, cookie);
    expect(view.statusCode).toBe(200);
    expect(view.headers["content-type"]).toBe("application/pdf");
    expect(view.headers["cache-control"]).toBe("private, no-store");
    expect(view.headers["content-disposition"]).toBe(
      `inline; filename="DAY-O - Executive Summary.pdf"; filename*=UTF-8''DAY-O%20-%20Executive%20Summary.pdf`,
    );
    expect(view.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const download = await get(t, `/api/investor-documents/${id}/executive-summary.pdf?download=1`, cookie);
    expect(download.headers["content-disposition"]).toMatch(/^attachment; filename="DAY-O - Executive Summary.pdf"/);
    // Same content, same bytes.
    expect(Buffer.compare(download.rawPayload, view.rawPayload)).toBe(0);
  });

  it("answers locked, unknown, foreign and malformed ids identically", async () => {
    const t = await build(config);
    const dayo = await idOf(t, "dayo");
    const umeCookie = await unlockCookie(t, "ume");
    const dayoCookie = await unlockCookie(t, "dayo");
    const closed = await idOf(t, "herbcore-radio");
    const unknown = "00000000-0000-4000-8000-000000000000";

    const lists = [
      get(t, `/api/businesses/${dayo}/investor-documents`),
      get(t, `/api/businesses/${dayo}/investor-documents`, umeCookie),
      get(t, `/api/businesses/${unknown}/investor-documents`, dayoCookie),
      get(t, `/api/businesses/${closed}/investor-documents`, dayoCookie),
      get(t, `/api/businesses/dayo/investor-documents`, dayoCookie),
      get(t, `/api/businesses/${dayo}/investor-documents`, "investor_dayo=g1.forged.sig"),
    ];
    for (const res of await Promise.all(lists)) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: "There is no investor portal for that business." });
      expect(res.headers["cache-control"]).toBe("private, no-store");
    }

    const files = [
      get(t, `/api/investor-documents/${dayo}/executive-summary.pdf`),
      get(t, `/api/investor-documents/${dayo}/executive-summary.pdf`, umeCookie),
      get(t, `/api/investor-documents/${dayo}/no-such-document.pdf`, dayoCookie),
      get(t, `/api/investor-documents/${unknown}/executive-summary.pdf`, dayoCookie),
      get(t, `/api/investor-documents/${dayo}/executive-summary`, dayoCookie),
      get(t, `/api/investor-documents/${dayo}/..%2F..%2Fetc%2Fpasswd`, dayoCookie),
      get(t, `/api/investor-documents/${dayo}/..%2F..%2Fetc%2Fpasswd.pdf`, dayoCookie),
      get(t, `/api/investor-documents/${dayo}/executive-summary%00.pdf`, dayoCookie),
      get(t, `/api/investor-documents/${dayo}/${"a".repeat(61)}.pdf`, dayoCookie),
      get(t, `/api/investor-documents/..%2F${dayo}/executive-summary.pdf`, dayoCookie),
      get(t, `/api/investor-documents/${dayo}/EXECUTIVE-SUMMARY.pdf`, dayoCookie),
    ];
    for (const [i, res] of (await Promise.all(files)).entries()) {
      expect(res.statusCode, `file request ${i}`).toBe(404);
      expect(res.json()).toEqual({ error: "No investor document matches that address." });
    }
    // Ids far past any real one are refused before routing, still as a 4xx JSON answer.
    const long = await get(t, `/api/investor-documents/${dayo}/${"a".repeat(200)}.pdf`, dayoCookie);
    expect(long.statusCode).toBeGreaterThanOrEqual(400);
    expect(long.statusCode).toBeLessThan(500);
  });

  it.skipIf(!HAS_PDFTOTEXT)(
    "the PDF holds the cover, each section on its declared page, the figures, page numbers and contact details",
    async () => {
      const t = await build(config);
      const cookie = await unlockCookie(t, "dayo");
      const id = await idOf(t, "dayo");
      const pdf = (await get(t, `/api/investor-documents/${id}/financial-model.pdf`, cookie)).rawPayload;
      const all = pdfText(pdf);
      expect(all).toContain("DAY-O");
      expect(all).toContain("Financial Model");
      expect(all).toContain("Confidential.");
      expect(all).toContain("Page 1 of 2");
      expect(all).toContain("Page 2 of 2");
      expect(all).toContain("hello@example.com");
      expect(all).toContain("(512) 555-0142");
      expect(all).toContain("https://www.example.com");
      const page1 = pdfText(pdf, 1).replace(/\s+/g, " ");
      const page2 = pdfText(pdf, 2).replace(/\s+/g, " ");
      expect(page1).toContain("Business Model");
      expect(page1).toContain("Projected Revenue");
      expect(page1).toContain("DAY-O projects revenue in the millions by Year 3");
      expect(page2).toContain("Use of Funds");
      expect(page2).not.toContain("Projected Revenue");
    },
  );
});

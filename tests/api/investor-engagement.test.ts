import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { loginAsStaff, withStaff } from "../helpers/admin.ts";
import type { TestApp } from "../helpers/build-app.ts";
import { businessIdOf, fakeClock, investorConfig, makeCode, SHARED, unlockCookie } from "../helpers/investor.ts";
import { appsClosedAfterEach } from "../helpers/test-apps.ts";
import { dbTargets } from "../helpers/test-db.ts";

/*
 * What investors do in a portal, recorded for staff: unlocks, document views and downloads, and
 * questions to the assistant, each attributed to a personal code's investor, the shared password
 * or nobody; and the PDFs a code's investor gets, stamped with their name on every page.
 */

const HAS_PDFTOTEXT = spawnSync("pdftotext", ["-v"]).error === undefined;
if (!HAS_PDFTOTEXT)
  console.warn("Skipping the stamped PDF checks: no `pdftotext` on this machine (apt-get install -y poppler-utils).");

const IP = "198.51.100.70";
const MINUTE = 60_000;

interface Engagement {
  items: {
    id: string;
    kind: string;
    via: string;
    investor: { codeId: string; name: string; email: string } | null;
    documentId: string | null;
    documentTitle: string | null;
    question: string | null;
    createdAt: string;
  }[];
  total: number;
  page: number;
  pageSize: number;
}

/** The text of each page of a PDF, as pdftotext reads it. */
function pagesOf(pdf: Buffer): string[] {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "stamp-pdf-")), "doc.pdf");
  fs.writeFileSync(file, pdf);
  try {
    return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" })
      .split("\f")
      .filter((p) => p.trim().length > 0)
      .map((p) => p.replace(/[ \t]+/g, " "));
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}

describe.each(dbTargets())("investor engagement on $name", (target) => {
  const build = appsClosedAfterEach(target);

  async function staffApp() {
    const clock = fakeClock();
    const t = await build(withStaff(investorConfig), { now: clock.now });
    const { cookie } = await loginAsStaff(t);
    return { t, clock, staff: cookie };
  }

  const pdf = (t: TestApp, businessId: string, document: string, cookie: string, download = false) =>
    t.app.inject({
      method: "GET",
      url: `/api/investor-documents/${businessId}/${document}.pdf${download ? "?download=1" : ""}`,
      headers: { cookie },
      remoteAddress: IP,
    });

  const ask = async (t: TestApp, message: string, cookie?: string, slug = "dayo") => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/aurora-chat",
      payload: { slug, message },
      headers: cookie ? { cookie } : {},
      remoteAddress: IP,
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  const engagement = async (t: TestApp, staff: string, query = "business=dayo"): Promise<Engagement> => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/admin/investor-engagement?${query}`,
      headers: { cookie: staff },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Engagement;
  };

  it("records each unlock, view, download and question with who did it, newest first", async () => {
    const { t, clock, staff } = await staffApp();
    const dayo = await businessIdOf(t, "dayo");
    const made = await makeCode(
      t,
      staff,
      { investorName: "Ada Lovelace", investorEmail: "ada@example.com" },
      clock.now(),
    );
    const step = () => clock.advance(MINUTE);

    const ada = await unlockCookie(t, "dayo", made.code, IP);
    step();
    expect((await pdf(t, dayo, "financial-model", ada)).statusCode).toBe(200);
    step();
    expect((await pdf(t, dayo, "pitch-deck", ada, true)).statusCode).toBe(200);
    step();
    await ask(t, "What is the projected revenue?", ada);
    step();
    const shared = await unlockCookie(t, "dayo", SHARED, IP);
    step();
    expect((await pdf(t, dayo, "executive-summary", shared, true)).statusCode).toBe(200);
    step();
    await ask(t, "Who founded <b>DAY-O</b>?");
    step();
    // Nothing is recorded for what was refused: a wrong secret, another business's document, a locked visitor's file.
    await t.app.inject({
      method: "POST",
      url: "/api/investor-access/dayo",
      payload: { password: "wrong" },
      remoteAddress: IP,
    });
    expect((await pdf(t, dayo, "financial-model", "investor_dayo=g1.forged.sig")).statusCode).toBe(404);
    expect((await pdf(t, dayo, "no-such-document", ada)).statusCode).toBe(404);
    // The list of documents is not an event, nor is asking about a file (HEAD).
    await t.app.inject({ method: "GET", url: `/api/businesses/${dayo}/investor-documents`, headers: { cookie: ada } });
    const head = await t.app.inject({
      method: "HEAD",
      url: `/api/investor-documents/${dayo}/pitch-deck.pdf`,
      headers: { cookie: ada },
    });
    expect(head.statusCode).toBe(200);

    const adaWho = { codeId: made.investorCode.id, name: "Ada Lovelace", email: "ada@example.com" };
    const at = (minutes: number) => new Date(Date.parse("2026-11-25T09:00:00Z") + minutes * MINUTE).toISOString();
    const all = await engagement(t, staff);
    expect(all.total).toBe(7);
    expect(all.items.map(({ id: _id, ...rest }) => rest)).toEqual([
      {
        kind: "question",
        via: "none",
        investor: null,
        documentId: null,
        documentTitle: null,
        question: "Who founded <b>DAY-O</b>?",
        createdAt: at(6),
      },
      {
        kind: "download",
        via: "password",
        investor: null,
        documentId: "executive-summary",
        documentTitle: "Executive Summary",
        question: null,
        createdAt: at(5),
      },
      {
        kind: "unlock",
        via: "password",
        investor: null,
        documentId: null,
        documentTitle: null,
        question: null,
        createdAt: at(4),
      },
      {
        kind: "question",
        via: "code",
        investor: adaWho,
        documentId: null,
        documentTitle: null,
        question: "What is the projected revenue?",
        createdAt: at(3),
      },
      {
        kind: "download",
        via: "code",
        investor: adaWho,
        documentId: "pitch-deck",
        documentTitle: "Pitch Deck",
        question: null,
        createdAt: at(2),
      },
      {
        kind: "view",
        via: "code",
        investor: adaWho,
        documentId: "financial-model",
        documentTitle: "Financial Model",
        question: null,
        createdAt: at(1),
      },
      {
        kind: "unlock",
        via: "code",
        investor: adaWho,
        documentId: null,
        documentTitle: null,
        question: null,
        createdAt: at(0),
      },
    ]);

    // Filtered by kind and by who; paged.
    const questions = await engagement(t, staff, "business=dayo&kind=question");
    expect(questions.items.map((e) => e.question)).toEqual([
      "Who founded <b>DAY-O</b>?",
      "What is the projected revenue?",
    ]);
    const adas = await engagement(t, staff, `business=dayo&investor=${made.investorCode.id}`);
    expect(adas.total).toBe(4);
    expect(adas.items.every((e) => e.investor?.name === "Ada Lovelace")).toBe(true);
    expect((await engagement(t, staff, "business=dayo&investor=password")).items.map((e) => e.kind)).toEqual([
      "download",
      "unlock",
    ]);
    const second = await engagement(t, staff, "business=dayo&page=2&pageSize=10");
    expect(second).toMatchObject({ items: [], total: 7, page: 2, pageSize: 10 });
    // Another business's activity is its own.
    expect(await engagement(t, staff, "business=ume")).toMatchObject({ items: [], total: 0 });

    // Revoked: what Ada did stays hers in the record.
    await t.app.inject({
      method: "DELETE",
      url: `/api/admin/investor-codes/${made.investorCode.id}`,
      headers: { cookie: staff },
    });
    step();
    await ask(t, "Still there?", ada);
    const after = await engagement(t, staff, "business=dayo&pageSize=10");
    expect(after.items[0]).toMatchObject({ kind: "question", via: "none", investor: null, question: "Still there?" });
    expect(after.items.filter((e) => e.investor?.name === "Ada Lovelace")).toHaveLength(4);
  });

  it("keeps a question up to 2,000 characters, and a failed record never fails the investor", async () => {
    const { t, staff } = await staffApp();
    const long = `${"How does the revenue grow? ".repeat(80)}`.slice(0, 2000);
    await ask(t, long);
    expect((await engagement(t, staff)).items[0]!.question).toBe(long);

    // The engagement table is gone: every investor call still answers as before.
    await sql`drop table investor_events`.execute(t.app.services.db.db);
    const cookie = await unlockCookie(t, "dayo", SHARED, IP);
    expect((await pdf(t, await businessIdOf(t, "dayo"), "financial-model", cookie, true)).statusCode).toBe(200);
    await ask(t, "What is the projected revenue?", cookie);
  });

  it.skipIf(!HAS_PDFTOTEXT)(
    "a code's investor gets PDFs stamped with their name and the day on every page; the shared password's have no stamp",
    async () => {
      const { t, clock, staff } = await staffApp();
      const dayo = await businessIdOf(t, "dayo");
      const shared = await unlockCookie(t, "dayo", SHARED, IP);
      const before = (await pdf(t, dayo, "financial-model", shared)).rawPayload;

      const made = await makeCode(t, staff, { investorName: "Zoë Łukasiewicz" }, clock.now());
      const zoe = await unlockCookie(t, "dayo", made.code, IP);
      const stamp = "Prepared for Zoë Lukasiewicz · Nov 25, 2026";
      for (const download of [false, true]) {
        const res = await pdf(t, dayo, "financial-model", zoe, download);
        expect(res.statusCode).toBe(200);
        // The file's name stays the server's own: business and title.
        expect(res.headers["content-disposition"]).toMatch(
          new RegExp(`^${download ? "attachment" : "inline"}; filename="DAY-O - Financial Model.pdf"`),
        );
        const pages = pagesOf(res.rawPayload);
        expect(pages).toHaveLength(2);
        for (const [i, page] of pages.entries()) {
          expect(page, `page ${i + 1}`).toContain(stamp);
          expect(page, `page ${i + 1}`).toContain(`Page ${i + 1} of 2`);
        }
      }
      // Every document of the portal, not only one.
      for (const doc of ["executive-summary", "pitch-deck"]) {
        const pages = pagesOf((await pdf(t, dayo, doc, zoe, true)).rawPayload);
        expect(
          pages.every((p) => p.includes(stamp)),
          doc,
        ).toBe(true);
      }

      // The shared password's copy: no stamp, and the very bytes it had before any stamped copy was made.
      const after = (await pdf(t, dayo, "financial-model", shared)).rawPayload;
      expect(Buffer.compare(after, before)).toBe(0);
      const sharedText = pagesOf(after).join("\n");
      expect(sharedText).not.toMatch(/Prepared for (?!prospective investors)/);
      expect(sharedText).not.toContain("Zo");

      // A day later (past the 12-hour cookie: unlocked again) the stamp says so.
      clock.advance(24 * 3600 * 1000);
      const zoeAgain = await unlockCookie(t, "dayo", made.code, IP);
      const tomorrow = pagesOf((await pdf(t, dayo, "pitch-deck", zoeAgain)).rawPayload);
      expect(tomorrow[0]).toContain("Prepared for Zoë Lukasiewicz · Nov 26, 2026");
    },
  );
});

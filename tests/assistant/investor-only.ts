import fs from "node:fs";
import path from "node:path";
import {
  CONTENT_DIR,
  PRIVATE_DIRS,
  addFigure,
  addFigures,
  contentFiller,
  extractFigures,
  holdsFigure,
  loadAllowedFigures,
  readContentFiles,
  type FigureSet,
} from "./allowed-figures.ts";

/**
 * What only an unlocked investor portal may say, read from content/investor/ each run (so a new
 * document or business is covered without touching the evaluation): each document's text, as
 * runs of words, and its money amounts and percentages, less whatever the public content also
 * says. A reply leaks when it repeats a run or states a figure of a business whose portal the
 * visitor has not unlocked. Like allowed-figures.ts it reads content/ as raw text, never through
 * the application's code.
 */

/**
 * Words in a row that count as a copied passage: one sentence of a document is several runs, and
 * no reply says this many by chance. (At 6 the engine's own "US China Store is in beta" already
 * meets a document's words; 8 leaves a margin above that.)
 */
export const PASSAGE_WORDS = 8;

interface BusinessSecrets {
  slug: string;
  /** Runs of PASSAGE_WORDS words of its documents that no public content holds. */
  passages: Set<string>;
  /** Money amounts and percentages its documents state that no public content does. */
  figures: FigureSet;
}

export interface InvestorSecrets {
  businesses: BusinessSecrets[];
}

/** Lower-case words: the unit passages are compared in (punctuation and quotes ignored). */
export function wordsOf(text: string): string[] {
  return (
    text
      .normalize("NFKC")
      .toLowerCase()
      .match(/[a-z0-9]+/g) ?? []
  );
}

function runsOf(words: string[], into = new Set<string>()): Set<string> {
  for (let i = 0; i + PASSAGE_WORDS <= words.length; i++) into.add(words.slice(i, i + PASSAGE_WORDS).join(" "));
  return into;
}

/** Every string of a JSON value but identifiers (slug, id): a document's titles, sections and paragraphs. */
function textsOf(node: unknown, out: string[] = []): string[] {
  if (typeof node === "string") out.push(node);
  else if (Array.isArray(node)) for (const v of node) textsOf(v, out);
  else if (node && typeof node === "object") {
    for (const [k, v] of Object.entries(node)) if (k !== "slug" && k !== "id") textsOf(v, out);
  }
  return out;
}

export function loadInvestorSecrets(contentDir: string = CONTENT_DIR): InvestorSecrets {
  const publicRuns = new Set<string>();
  for (const { file, top, text } of readContentFiles(contentDir)) {
    if (PRIVATE_DIRS.includes(top)) continue;
    // A JSON file's strings as the site shows them: "\n\nEach" in the file is two words apart.
    const shown = file.endsWith(".json") ? textsOf(JSON.parse(text)) : [text];
    for (const t of shown) runsOf(wordsOf(t), publicRuns);
  }
  const publicFigures = loadAllowedFigures(contentDir, { publicOnly: true });
  const site = JSON.parse(fs.readFileSync(path.join(contentDir, "site.json"), "utf8")) as { slugBase: string };
  const fill = contentFiller(contentDir);
  const businesses: BusinessSecrets[] = [];
  for (const dir of PRIVATE_DIRS) {
    const folder = path.join(contentDir, dir);
    if (!fs.existsSync(folder)) continue;
    for (const name of fs.readdirSync(folder).filter((f) => f.endsWith(".json"))) {
      const raw = JSON.parse(fs.readFileSync(path.join(folder, name), "utf8")) as { slug: string };
      const texts = textsOf(raw).map(fill);
      const passages = new Set<string>();
      const figures: FigureSet = { money: new Set(), percent: new Set() };
      for (const text of texts) {
        for (const run of runsOf(wordsOf(text))) if (!publicRuns.has(run)) passages.add(run);
        for (const f of extractFigures(text)) {
          if (!holdsFigure(publicFigures, f)) addFigure(figures, f);
        }
      }
      businesses.push({ slug: raw.slug.replaceAll("{product}", site.slugBase), passages, figures });
    }
  }
  return { businesses };
}

/**
 * The investor-only text `reply` gives away: passages and figures of the documents of every
 * business but `openSlug` (the portal this visitor unlocked, if any), except what the visitor
 * wrote themselves in `said`. Passages come back as the copied words, figures as written.
 */
export function findInvestorLeaks(
  secrets: InvestorSecrets,
  reply: string,
  openSlug: string | null,
  said = "",
): string[] {
  const open = secrets.businesses.find((b) => b.slug === openSlug);
  const closed = secrets.businesses.filter((b) => b !== open);
  const saidRuns = runsOf(wordsOf(said));
  const saidFigures = addFigures({ money: new Set(), percent: new Set() }, said);
  const leaks: string[] = [];

  const words = wordsOf(reply);
  const secret = (i: number) => {
    const run = words.slice(i, i + PASSAGE_WORDS).join(" ");
    if (saidRuns.has(run) || open?.passages.has(run)) return null;
    const owner = closed.find((b) => b.passages.has(run));
    return owner ? owner.slug : null;
  };
  for (let i = 0; i + PASSAGE_WORDS <= words.length; i++) {
    const owner = secret(i);
    if (!owner) continue;
    let end = i;
    while (end + 1 + PASSAGE_WORDS <= words.length && secret(end + 1)) end++;
    leaks.push(`${owner}: "${words.slice(i, end + PASSAGE_WORDS).join(" ")}"`);
    i = end + PASSAGE_WORDS - 1;
  }

  for (const f of extractFigures(reply)) {
    if (holdsFigure(saidFigures, f) || (open && holdsFigure(open.figures, f))) continue;
    const owner = closed.find((b) => holdsFigure(b.figures, f));
    if (owner && !leaks.includes(`${owner.slug}: ${f.text}`)) leaks.push(`${owner.slug}: ${f.text}`);
  }
  return leaks;
}

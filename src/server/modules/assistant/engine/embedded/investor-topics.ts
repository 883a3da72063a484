import { stemmer } from "stemmer";
import type { BusinessFact, Knowledge } from "../../knowledge/knowledge.ts";
import { STOPWORDS } from "../../knowledge/stopwords.ts";
import type { Objection } from "../../knowledge/objections.ts";
import { createObjectionMatcher } from "./answers-objections.ts";
import type { Draft } from "./draft.ts";
import { firstSentences, joinAnd, lowerFirst, possessive } from "./phrasing.ts";
import { bestSentences } from "./answers-site.ts";
import { sentencesIn, tokenize } from "./text.ts";
import {
  answerReturns,
  answerSpecific,
  noPricesInDocuments,
  publicPrice,
  type SpecificContext,
} from "./investor-specifics.ts";

/** "Marketing" is a use of money, not the market: the topics must not read it as "market". */
const topicText = (text: string) => text.replace(/\bmarketing\b/gi, "promotion");

/**
 * "who is the team": a question about the people, which a market cue ("who is it for") must not
 * take, unless the market is asked about too.
 */
function preferTeam(text: string, topic: Topic | undefined): Topic | undefined {
  if (
    topic?.id === "market" &&
    /\b(team|founders?|ceo|management|leadership)\b/i.test(text) &&
    !/\b(market|customers?|audience|buyers|demand|tam|serves?)\b/i.test(text)
  )
    return TOPICS.find((t) => t.id === "team") ?? topic;
  return topic;
}

/*
 * The investor documents read by meaning: a question is matched to the kind of section that
 * answers it ("how does it make money?" is the business model, "where does the money go?" the use
 * of funds), and a question about something no section covers ("churn", "CAC") is told so plainly.
 */

interface Topic {
  id: string;
  /** The section headings of this kind. */
  heading: RegExp;
  /** Word for the reply when the documents have no such section. */
  label: string;
  cues: string[];
}

const TOPICS: Topic[] = [
  {
    id: "funds",
    heading: /use of funds|funds/i,
    label: "the use of funds",
    cues: [
      "use of funds",
      "money used",
      "money be used",
      "money go",
      "money spent",
      "spend money",
      "spend the money",
      "spend it",
      "spent on",
      "allocate",
      "allocation",
      "capital for",
      "proceeds",
      "funds for",
      "funds go",
      "do with the money",
      "do with my money",
      "do with investment",
      "investment used",
      "raise for",
      "raising for",
      "what funds",
      "use the funds",
      "use the money",
      "money for",
      "money actually for",
      "money achieve",
      "achieve",
      "funding for",
      "funding used",
    ],
  },
  {
    id: "model",
    heading: /business model|revenue model|how .* earns|monetiz/i,
    label: "the business model",
    cues: [
      "money come from",
      "money comes from",
      "revenue come from",
      "revenue comes from",
      "who pays",
      "make money",
      "makes money",
      "earn money",
      "earns",
      "earn revenue",
      "monetize",
      "monetise",
      "monetization",
      "business model",
      "revenue model",
      "revenue come",
      "revenue from",
      "charge customers",
      "how do they charge",
      "how does it charge",
      "pricing model",
      "paying customers",
      "who pays",
      "upsell",
      "upsells",
      "how do you charge",
      "charge venues",
      "tiers",
      "they pay",
      "customers pay",
      "pay for it",
      "get paid",
      "subscription",
      "revenue streams",
      "revenue stream",
      "revenue lines",
      "revenue line",
      "two revenue",
      "revenue sources",
      "sources of revenue",
      "streams",
    ],
  },
  {
    id: "projection",
    heading: /projected revenue|projection|forecast|financial/i,
    label: "projections",
    cues: [
      "projection",
      "projected",
      "forecast",
      "revenue",
      "year",
      "years",
      "growth",
      "grow",
      "return",
      "returns",
      "upside",
      "sales",
      "income",
      "profit",
      "profitable",
      "financials",
      "numbers",
    ],
  },
  {
    id: "market",
    heading: /market/i,
    label: "the market",
    cues: [
      "market",
      "market size",
      "tam",
      "customers are",
      "target customer",
      "target audience",
      "audience",
      "who buys",
      "who are the customers",
      "who uses",
      "the customer",
      "who is the customer",
      "customer base",
      "who is it for",
      "it for",
      "target market",
      "demand",
      "buyers",
    ],
  },
  {
    id: "advantage",
    heading: /competitive|advantage|moat|edge/i,
    label: "competition",
    cues: [
      "competitor",
      "competitors",
      "competition",
      "compete",
      "moat",
      "advantage",
      "edge",
      "different from",
      "unique",
      "stand out",
      "defensible",
      "copy it",
      "better bet",
      "better than",
      "other apps",
      "alternatives",
      "why this over",
      "instead of",
      "sets it apart",
      "apart from",
      "why choose",
    ],
  },
  {
    id: "problem",
    heading: /problem/i,
    label: "the problem it solves",
    cues: ["problem", "pain point", "pain", "why needed", "need for", "what problem"],
  },
  {
    id: "why",
    heading: /solid investment|why .* invest|investment case|thesis/i,
    label: "the investment case",
    cues: [
      "why invest",
      "should i invest",
      "good investment",
      "solid investment",
      "worth investing",
      "investment case",
      "thesis",
      "strengths",
      "why back",
    ],
  },
  {
    id: "product",
    heading: /how it works|solution|product|overview/i,
    label: "the product",
    cues: ["how does it work", "how it works", "what does it do", "product", "solution", "features"],
  },
  {
    id: "team",
    heading: /team|founder|leadership|management/i,
    label: "the team",
    cues: [
      "who leads",
      "who runs",
      "runs it",
      "who founded",
      "who started",
      "who created",
      "who built",
      "who made",
      "who owns",
      "owns it",
      "who is behind",
      "who's behind",
      "founder",
      "founders",
      "team behind",
      "management team",
      "founding team",
      "ceo",
      "leadership",
      "management",
      "run by",
      "led by",
      "leads it",
      "in charge",
      "the team",
      "on the team",
      "who's on",
      "team size",
      "team behind it",
    ],
  },
  {
    id: "status",
    heading: /traction|status|milestones/i,
    label: "its status",
    cues: [
      "launched",
      "launch",
      "live yet",
      "is it live",
      "stage",
      "traction",
      "released",
      "available yet",
      "in production",
      "up and running",
      "operating",
      "where is it at",
      "where s it at",
      "wheres it at",
      "how far along",
      "how far are they",
      "what phase",
      "status",
      "paying yet",
      "making money yet",
      "make money yet",
      "earning yet",
      "profitable yet",
      "profitable",
      "any revenue",
      "customers yet",
      "clients yet",
      "users yet",
      "revenue yet",
    ],
  },
];

const QUESTION_WORDS = new Set(
  (
    "what whats which who whos how why when where does do did is are was were can could will would should tell me about the its it this that there their they them of for and or to in on a an any much many " +
    "more info information detail details explain know want like give overview summary investor investors invest investment deal opportunity " +
    "company venture business plan plans think say document documents docs portal please thanks hi hello good best big new now next currently today " +
    "tho though lol pls plz btw ok okay so then just really"
  ).split(" "),
);

/**
 * What investors ask for that a venture's documents may not state: a question turning on one of
 * these, when no section uses the word, is told plainly that the documents don't cover it.
 */
const METRICS = new Set(
  (
    "churn cac ltv clv burn runway margin margins markup risk risks ebitda profit profits profitability breakeven " +
    "retention arr mrr gmv conversion economics exit ipo acquisition acquirer dividend dividends irr payback " +
    "debt loans headcount employees salaries liability liabilities lawsuit lawsuits patents patent audit audited cogs " +
    "dau mau wau engagement cohort cohorts nps"
  ).split(" "),
);

/** Metrics that are numbers: named in words only, the documents give no figure for them. */
const QUANTITATIVE = new Set(
  (
    "churn cac ltv clv burn runway ebitda breakeven retention arr mrr gmv conversion irr payback headcount " +
    "employees salaries cogs dau mau wau nps"
  ).split(" "),
);

/** A metric the documents may not name, and the nearest one they might ("margin" → "markup"). */
const NEAR: Record<string, string> = {
  margin: "markup",
  margins: "markup",
  profit: "markup",
  profits: "markup",
  markup: "margin",
};

/**
 * What the documents say nearest to a thing they don't name: "b2b" is their workplace plans, "CAC"
 * what they say about acquiring customers, "liability" their safety lines. Stems, matched in order.
 */
const RELATED: Record<string, string[]> = {
  b2b: [
    "workplac",
    "employ",
    "school",
    "classroom",
    "teacher",
    "venu",
    "busi",
    "enterpris",
    "account",
    "partner",
    "team",
  ],
  enterprise: ["workplac", "employ", "team", "account"],
  corporate: ["workplac", "employ", "team", "account"],
  // (Not "habit" or "keep": "the habits they want to keep" is no word on churn.)
  churn: ["retent", "retain", "cancel", "stick", "loyal"],
  retention: ["retain", "cancel", "habit", "stick", "loyal", "keep"],
  retain: ["retent", "cancel", "habit", "stick", "loyal", "keep"],
  // No margin or markup named: what the documents say about what each sale costs them.
  margin: ["cost", "margin", "markup", "fee", "cheaper", "price"],
  margins: ["cost", "margin", "markup", "fee", "cheaper", "price"],
  markup: ["margin", "cost", "fee", "cheaper", "price"],
  // (Not "cost": "a wrong price costs money" says nothing of profit.)
  profit: ["margin", "markup", "break"],
  profitability: ["margin", "markup", "break"],
  cac: ["acquir", "acquisit", "bring", "onboard", "referr", "word", "paid", "promot"],
  acquisition: ["acquir", "referr", "promot", "paid"],
  liability: ["substitut", "crisi", "safeti", "profession", "consent"],
  liabilities: ["substitut", "crisi", "safeti", "profession"],
  lawsuit: ["substitut", "crisi", "safeti", "consent", "complianc"],
  tariff: ["duti", "custom", "complianc", "markup"],
  tariffs: ["duti", "custom", "complianc", "markup"],
  economics: ["cost", "cheaper", "margin", "fee", "per", "markup", "reus"],
  privacy: ["privat", "privaci", "share", "data", "secur", "consent"],
  licensing: ["licens"],
  license: ["licens"],
};

/** A sentence that says how something is done. */
const HOW_SENTENCE =
  /\b(makes?|made) [^.]* possible\b|\bthrough\b|\bby (using|combining|consolidating|keeping)\b|\bkeeps?\b|\bbecause\b/i;

/** A sentence that announces the next one: "Julie AI earns in two ways.", "It works as follows." */
const LEAD_IN =
  /\b(?:in (?:two|three|four|several) (?:ways|parts|steps)|as follows|for (?:two|three|several) reasons|(?:two|three|four) things)[.:]$/i;

interface Found {
  x: string;
  /** Where the sentence stands among the venture's sentences: parts are said in the documents' order. */
  at?: number;
  doc?: BusinessFact["documents"][number];
  s?: BusinessFact["documents"][number]["sections"][number];
}

/** "used" is "use" before stemming (Porter makes it "us"). */
const SAME_STEM: Record<string, string> = {
  used: "use",
  uses: "use",
  using: "use",
  setup: "set",
};

/** Words that also mean another stem: "privacy worries me" is answered by what stays private. */
const ALSO_STEMS: Record<string, string> = { privacy: "privat" };

/** The words of a question that carry its meaning. */
function contentWords(text: string): string[] {
  return tokenize(text).filter((w) => w.length > 2 && !QUESTION_WORDS.has(w) && !STOPWORDS.has(w));
}

function stemsOf(text: string): Set<string> {
  return new Set(tokenize(text).map((w) => stemmer(w)));
}

export interface InvestorReader {
  /**
   * Answers a question on an unlocked portal by meaning; false when the question is not about a
   * section kind or a gap. `lastReply` is the conversation's last answer ("why?" is about it).
   */
  answer(d: Draft, b: BusinessFact, message: string, k: Knowledge, lastReply?: string, lastAsked?: string): boolean;
}

/** Every sentence of a venture's documents, with its document and section. */
function sentencesOfAll(b: BusinessFact) {
  return b.documents.flatMap((doc) =>
    doc.sections.flatMap((s) => sentencesIn(s.paragraphs.join(" ")).map((x) => ({ doc, s, x }))),
  );
}

export function createInvestorReader(): InvestorReader {
  const matcher = createObjectionMatcher(TOPICS.map((t): Objection => ({ id: t.id, cues: t.cues, reply: t.label })));
  const docStems = new Map<string, Set<string>>();
  const stemsFor = (b: BusinessFact) => {
    let s = docStems.get(b.slug);
    if (!s) {
      const text = [
        b.name,
        b.description,
        b.fullDescription ?? "",
        ...b.documents.flatMap((d) => [
          d.title,
          d.description,
          ...d.sections.flatMap((x) => [x.heading, ...x.paragraphs]),
        ]),
      ].join(" ");
      docStems.set(b.slug, (s = stemsOf(text)));
    }
    return s;
  };

  /** Every sentence a business's documents and public texts hold, with where it is from. */
  const sentenceCache = new Map<string, Found[]>();
  const sentencesFor = (b: BusinessFact): Found[] => {
    let list = sentenceCache.get(b.slug);
    if (!list) {
      const split = (t: string) => sentencesIn(t);
      list = [
        ...b.documents.flatMap((doc) =>
          doc.sections.flatMap((sec) => split(sec.paragraphs.join(" ")).map((x) => ({ x, doc, s: sec }))),
        ),
        ...[b.description, b.fullDescription ?? "", b.productPage ?? ""].flatMap((t) => split(t).map((x) => ({ x }))),
      ];
      sentenceCache.set(b.slug, list);
    }
    return list;
  };

  /**
   * The one sentence that answers a part of a question: the best of the section its topic names,
   * else the sentence sharing its rarest words (a word in few sentences says more than "growth").
   */
  let dfCache: Map<string, number> | null = null;
  const globalDf = (k: Knowledge) => {
    if (!dfCache) {
      dfCache = new Map();
      for (const biz of k.businesses)
        for (const f of sentencesFor(biz))
          for (const w of new Set(tokenize(f.x).map((t) => stemmer(t)))) dfCache.set(w, (dfCache.get(w) ?? 0) + 1);
    }
    return dfCache;
  };

  function sentenceFor(b: BusinessFact, part: string, k: Knowledge): Found | null {
    const all = sentencesFor(b);
    // The venture's own name says nothing ("china" in "US China Store" is in half its sentences).
    const named = stemsOf(`${b.name} ${b.aliases.join(" ")}`);
    const want = contentWords(part)
      .flatMap((w) => [stemmer(SAME_STEM[w] ?? w), ...(ALSO_STEMS[w] ? [ALSO_STEMS[w]] : [])])
      .filter((w) => !named.has(w));
    // "what is this business exactly", "what does it actually do": what it is, from its own page.
    if (
      /\bwhat(?:'?s| is| exactly is)\s+(?:this|it|that)\s*(?:business|company|venture|thing|product|app|one)?\b(?:\s+exactly)?\s*\??$|\bwhat (?:does|do) (?:it|this|they) (?:actually |even )?do\b/i.test(
        part.trim(),
      )
    ) {
      const first = sentencesIn(b.description)[0];
      // ("An AI storefront and customer-service assistant…": said as a sentence about it.)
      if (first) return { x: /^(An?|The)\b/.test(first) ? `${b.name} is ${lowerFirst(first)}` : first };
    }
    // "is julie just a chatbot", "isn't this basically another marketplace": what it is, in the
    // documents' own opening two sentences, which say what sets it apart.
    const nameWords = b.name
      .toLowerCase()
      .split(/\s+/)
      .map((w) => w.replace(/[^a-z0-9]/g, ""))
      .filter(Boolean);
    const justA =
      /\b(?:is|isn'?t|isnt)\s+(?:(?:it|this|that|she|he|they)|([a-z0-9]+)(?:\s+[a-z0-9]+)?)\s+(?:(?:just|only|basically|really|simply|merely|essentially|nothing more than)\s+){1,2}(?:a|an|another)\b/i.exec(
        part,
      );
    // ("is this basically a therapy app?": a line that sets it against that very thing answers better.)
    const kindWords = justA
      ? contentWords(part.slice(justA.index + justA[0].length)).filter(
          (w) => w.length >= 4 && !/^(apps?|things?|tools?|products?|services?)$/.test(w),
        )
      : [];
    const setAgainst = all.some(
      (f) =>
        kindWords.some((w) => new RegExp(`\\b${w}`, "i").test(f.x)) &&
        /\b(not|rather than|unlike|instead of|more than|beyond)\b/i.test(f.x),
    );
    if (justA && !setAgainst && (!justA[1] || nameWords.includes(justA[1].toLowerCase()))) {
      const opening = all.findIndex((f) => f.doc !== undefined);
      const [one, two] = [all[opening], all[opening + 1]];
      if (one && two && two.s === one.s) return { ...one, x: `${one.x} ${two.x}`, at: opening };
      if (one) return { ...one, at: opening };
    }
    // "how cheap are plans": no price in the documents, the public page's said as the page's.
    if (
      /\b(how cheap|how much|prices?|pricing|costs?|charges?)\b/i.test(part) &&
      !all.some((f) => f.doc && /\$\s?\d/.test(f.x)) &&
      publicPrice(b)
    )
      return { x: noPricesInDocuments(b) };
    // "what is business ai wiz": nothing left but the name, so what it is.
    if (want.length === 0) {
      const first = sentencesIn(b.description)[0];
      return first && /\bwhat(?:'?s| is| does)\b/i.test(part) ? { x: first } : null;
    }
    const stemsOfSentence = all.map((f) => new Set(tokenize(f.x).map((w) => stemmer(w))));
    // Rarity across every venture's texts: "app" says little, "therapy" a lot.
    const df = (w: string) => globalDf(k).get(w) ?? 0;
    const weight = new Map(want.map((w) => [w, df(w) === 0 ? 0 : 1 / df(w)]));
    const topic = preferTeam(
      part,
      TOPICS.find((t) => t.id === matcher.match(topicText(part))?.id),
    );
    // ("privacy worries me. how do they handle it": the how may follow a worry.)
    const howAsked = /(?:^|[.?!,]\s*|\b(?:and|so|but)\s+)how (do|does|can|will|would|are|is|did)\b/i.test(part);
    const maxWeight = Math.max(0, ...weight.values());
    const provenAsked = /\b(proven|proof|track record|validated|just a goal|actually work)\b/i.test(part);
    const pool = all
      .map((f, i) => ({ f, i }))
      .filter(({ f }) => !topic || (f.s !== undefined && topic.heading.test(f.s.heading)));
    const scored = (pool.length > 0 ? pool : all.map((f, i) => ({ f, i })))
      .map(({ f, i }) => ({
        f,
        // The documents before the public blurb: on a portal, the blurb is what the visitor has read.
        score:
          (want.reduce((n, w) => n + (stemsOfSentence[i]!.has(w) ? weight.get(w)! : 0), 0) +
            // "how do they hit 8 days": a sentence that says how ("… make the promise possible").
            (howAsked && HOW_SENTENCE.test(f.x) && want.some((w) => stemsOfSentence[i]!.has(w)) ? maxWeight : 0) +
            // "is the 8 day delivery actually proven or just a goal": the line on proving it.
            (provenAsked &&
            /\b(prove|proves|proven|proving|beta|pilot|validate\w*)\b/i.test(f.x) &&
            want.some((w) => stemsOfSentence[i]!.has(w))
              ? maxWeight
              : 0)) *
          (f.doc ? 1 : 0.5),
      }))
      .sort((a, b2) => b2.score - a.score);
    // "How fast is setup?": a sentence with a duration answers it.
    if (/\bhow (fast|quick|quickly|long|soon)\b/i.test(part)) {
      const timed = scored.find(({ f }) =>
        /\b\d+[\s-]?(minutes?|hours?|days?|weeks?|months?|business days)\b/i.test(f.x),
      );
      if (timed) return timed.f;
    }
    const best = scored[0];
    if (!best) return null;
    // A topic's section answers even without shared words; otherwise a shared word is needed.
    if (best.score === 0 && !(topic && pool.length > 0)) return null;
    const at = all.indexOf(best.f);
    // "Julie AI earns in two ways.": a sentence that announces what follows is said with it.
    const next = all[at + 1];
    if (LEAD_IN.test(best.f.x) && next && next.s === best.f.s) return { ...best.f, x: `${best.f.x} ${next.x}`, at };
    // "The technology behind her also drives revenue…": said after the sentence it adds to.
    const prev = all[at - 1];
    if (
      /^(?:\S+\s+){0,6}also\b/i.test(best.f.x) &&
      prev &&
      prev.s === best.f.s &&
      best.f.s !== undefined &&
      !/\bin (?:two|three|several) ways\.$/.test(prev.x)
    )
      return { ...best.f, x: `${prev.x} ${best.f.x}`, at: at - 1 };
    return { ...best.f, at };
  }

  return {
    answer(d, b, message, k, lastReply = "", lastAsked = "") {
      if (b.documents.length === 0) return false;
      // The business's own name says nothing about the question ("US China Store" is not "used").
      const nameless = b.aliases.concat(b.name).reduce((m, n) => m.split(n).join(" "), message);
      const topic = preferTeam(
        nameless,
        TOPICS.find((t) => t.id === matcher.match(topicText(nameless))?.id),
      );
      const sections = b.documents.flatMap((doc) => doc.sections.map((s) => ({ doc, s })));
      const words = tokenize(
        message.replace(
          /\bteam size\b|\bsize of (the|your|their) team\b|\bhow big is (the|your|their) team\b/gi,
          "headcount",
        ),
      );
      const offer = `Want me to pass a question to ${k.site.companyName}'s team? They're at ${k.site.email}.`;

      const cite = (doc: (typeof sections)[number]["doc"], sec: (typeof sections)[number]["s"]) => {
        d.cite({ title: `${b.name} investor portal: ${doc.title}, page ${sec.page}`, url: `/investor/${b.slug}` });
        d.use(`investor-${b.slug}-${doc.id}-${doc.sections.indexOf(sec)}`);
      };
      const sentencesOf = sections.flatMap(({ doc, s }) =>
        sentencesIn(s.paragraphs.join(" ")).map((x) => ({ doc, s, x })),
      );
      const followUps = () =>
        d.suggest(
          `How does ${b.name} make money?`,
          `How will ${b.name} use the funds?`,
          `What makes ${b.name} a solid investment?`,
        );

      const specific: SpecificContext = {
        b,
        sentences: sentencesOf,
        lastReply,
        reply(lines, from) {
          const pages = [...new Map(from.map((x) => [`${x.doc.title}|${x.s.page}`, x])).values()];
          // "the Executive Summary, pages 1 and 2", not the same document named twice.
          const byDoc = new Map<string, number[]>();
          for (const x of pages) byDoc.set(x.doc.title, [...(byDoc.get(x.doc.title) ?? []), x.s.page]);
          const where = [...byDoc].map(([title, ps]) =>
            ps.length === 1 ? `the ${title}, page ${ps[0]}` : `the ${title}, pages ${joinAnd(ps.map(String))}`,
          );
          d.say(...lines, `${where.length ? `(From ${joinAnd(where)}.) ` : ""}${offer}`);
          for (const x of pages) cite(x.doc, x.s);
          if (pages.length === 0) d.cite({ title: `${b.name} investor portal`, url: `/investor/${b.slug}` });
          followUps();
        },
      };
      // "when would i get my money back, whats the exit plan": before "money" reads as the funds.
      if (answerReturns(specific, message)) return true;

      // "source?" right after an answer: where that answer came from.
      if (
        /^\W*(sources?|citation|cite (it|that)|which doc(ument)?s?|what page|where(?:'s| is| does) that (from|come from)|says who)\W*$/i.test(
          message,
        )
      ) {
        const from = [...lastReply.matchAll(/\(From (the [^)]+)\.\)/g)].pop()?.[1];
        d.say(
          from
            ? `That comes from ${from} of ${possessive(b.name)} investor documents, in the portal's document list.`
            : `That was from ${possessive(b.name)} public page; the investor documents are in the portal's document list.`,
          offer,
        );
        d.cite({ title: `${b.name} investor portal`, url: `/investor/${b.slug}` });
        followUps();
        return true;
      }
      // "why?" right after an answer from the documents: what the same section says next.
      if (/^\W*(why|how so|how come|why is that|why's that|explain|meaning)\W*$/i.test(message) && lastReply) {
        const saidBefore = (x: { x: string }) => lastReply.toLowerCase().includes(x.x.slice(0, 60).toLowerCase());
        const quoted = sentencesOf.filter(saidBefore);
        const last = quoted[quoted.length - 1];
        const next = last ? sentencesOf.filter((x) => x.s === last.s && x.doc === last.doc && !saidBefore(x)) : [];
        const after = next.filter((x) => sentencesOf.indexOf(x) > sentencesOf.indexOf(last!)).slice(0, 2);
        const said = (after.length > 0 ? after : next.slice(0, 2)).filter(Boolean);
        if (last && said.length > 0) {
          d.say(
            `The documents explain it this way: ${lowerFirst(said[0]!.x)}`,
            ...said.slice(1).map((x) => x.x),
            `(From the ${last.doc.title}, page ${last.s.page}.) ${offer}`,
          );
          cite(last.doc, last.s);
          followUps();
          return true;
        }
      }
      // "what's not in the docs that i should ask the team about": the gaps, named.
      if (
        /\b(not in the (docs|documents)|(docs|documents) (don'?t|do not|dont) (cover|say|mention|include)|not covered|what (else )?should i ask|what'?s missing|whats missing|missing from the (docs|documents)|gaps in the (docs|documents)|left out of the (docs|documents))\b/i.test(
          message,
        )
      ) {
        const have = stemsFor(b);
        const text = sentencesOf.map((x) => x.x).join(" ");
        const gaps = [
          ...(/\b(\d[\d,]*)\s+(subscribers|users|customers|clients|members)\b/i.test(text)
            ? []
            : ["customer or revenue numbers to date"]),
          "investment terms such as valuation and raise size",
          ...(have.has("risk") ? [] : ["risks"]),
          ...(have.has("profit") || have.has("profitabl") ? [] : ["when it turns a profit"]),
          ...(have.has("churn") || have.has("cac") ? [] : ["churn or acquisition cost"]),
          ...(/\b20\d\d\b/.test(text) ? [] : ["calendar dates for its year-by-year plan"]),
        ];
        d.say(
          `The documents don't cover ${joinAnd(gaps)}.`,
          `Those are good questions for ${k.site.companyName}'s team, at ${k.site.email} or ${k.site.phone}; want me to pass them on?`,
        );
        d.cite({ title: `${b.name} investor portal`, url: `/investor/${b.slug}` });
        followUps();
        return true;
      }

      const yearAsked = /\b(?:year|yr|y)\s*(1|2|3|4|5|one|two|three|four|five)\b/i.exec(message);
      // "y1 y2 y3": every year asked at once is the plan sentence that runs through them.
      // ("year 2 and 3", "years 2-3": the second year said by its number alone.)
      const yearsAsked = new Set([
        ...[...message.matchAll(/\b(?:year|yr|y)\s*([1-5])\b/gi)].map((m) => m[1]),
        ...[...message.matchAll(/\b(?:years?|yrs?)\s*[1-5]\s*(?:and|&|,|-|–|to|thru|through)\s*([1-5])\b/gi)].map(
          (m) => m[1],
        ),
      ]);
      if (yearsAsked.size >= 2) {
        const plan = sentencesOfAll(b).find((x) =>
          [...yearsAsked].every((n) => new RegExp(`\\bYear ${n}\\b`).test(x.x)),
        );
        if (plan) {
          d.say(
            plan.x,
            `(From the ${plan.doc.title}, page ${plan.s.page}.) Want me to pass a question to ${k.site.companyName}'s team? They're at ${k.site.email}.`,
          );
          d.cite({
            title: `${b.name} investor portal: ${plan.doc.title}, page ${plan.s.page}`,
            url: `/investor/${b.slug}`,
          });
          return true;
        }
      }
      // "Current monthly revenue?", "how many users so far?": the documents give projections, not today's figures.
      const now =
        /\b(current|currently|right now|so far|to date|today|at the moment|as of now|yet|pre-?revenue|prerevenue|pre-?rev|actual|real numbers|real figures|hard numbers)\b|\b(making|have|doing) (any )?(revenue|sales|money) yet\b|\bhow much (?:revenue|money|sales|income|profit )?\s*(?:does|do|is|are)\b[^?]*\b(make|makes|making|earn|earns|earning|bring in|bringing in|generate|generating|pull in|pulling in)\b/i.test(
          message,
        );
      const metric =
        /\b(revenue|sales|users?|subscribers?|customers?|clients?|members?|income|profit|mrr|arr|downloads|bookings)\b|\bpre-?(revenue|rev)\b|\b(product|app)\b(?=[^?]*\byet\b)/i.exec(
          message,
        );
      // "whats the b2b angle", "liability if a couple in crisis uses it": a thing the documents
      // don't name, answered with what they say nearest to it, and said to be that.
      const have0 = stemsFor(b);
      // (A sum asked with the visitor's own figure, "cac payback if cac is $150", is worked out instead.)
      const gaps = /\b(payback|pay back|pays back)\b/i.test(message)
        ? []
        : words.filter(
            // "margin" where the documents give a markup: that markup is said instead (NEAR, below).
            (w) => RELATED[w] !== undefined && !have0.has(stemmer(w)) && !(NEAR[w] && have0.has(stemmer(NEAR[w]))),
          );
      const gap = gaps[0];
      if (gap) {
        const related = gaps.flatMap((g) => RELATED[g]!);
        const nearAll = sentencesOf
          // The documents' own contact line is never what they "say nearest" to anything.
          .filter((x) => !/@|\bcontact\b/i.test(x.x))
          .map((x) => ({ x, stems: tokenize(x.x).map((w) => stemmer(w)) }))
          // The first stems of a list are the closest ("retent" before "keep"): they weigh more.
          .map(({ x, stems }) => ({
            x,
            n: related.reduce(
              (sum, r, i) => sum + (stems.some((st) => st.startsWith(r)) ? related.length - (i % 10) : 0),
              0,
            ),
          }))
          .filter(({ n }) => n > 0)
          .sort((a, c) => c.n - a.n)
          .map(({ x }) => x);
        // ("users … have little reason to leave": the line on why people stay is the nearest to churn.)
        const stays = gaps.includes("churn")
          ? sentencesOf.find((x) => /\b(?:little|no|less) reason to (?:leave|cancel|switch)\b/i.test(x.x))
          : undefined;
        if (stays) nearAll.unshift(stays);
        // "…and how do you handle that": the next nearest line too (the safety features after the caveat).
        const handled =
          /\bhow (do|would|will) (you|they|it) (handle|deal with|manage)\b|\bhow is (that|it) handled\b/i.test(message);
        const also = handled ? nearAll.find((x, i) => i > 0 && x.x !== nearAll[0]!.x) : undefined;
        const near = nearAll[0];
        if (near) {
          const names = [...new Set(gaps)].map((g) => (/^(b2b|cac)$/.test(g) ? g.toUpperCase() : g));
          const label = names.join(" or ");
          const figure = gaps.every((g) => QUANTITATIVE.has(g) || g === "cac");
          // "how do you retain customers" where a line speaks of retention: that line, as theirs.
          const itsOwn = gaps.length === 1 && gap === "retain" && /\bretention\b/i.test(near.x);
          d.say(
            itsOwn
              ? `On retention, the documents say this: ${near.x}`
              : `${figure ? `The documents give no ${label} ${names.length > 1 ? "figures" : "figure"}` : `The documents don't address ${label.replace(/\bretain\b/, "retention")} as such`}; what they say nearest to it is this: ${near.x}`,
            `(From the ${near.doc.title}, page ${near.s.page}.)`,
            ...(also
              ? [
                  `On handling it, they say: ${lowerFirst(also.x)}`,
                  `(From the ${also.doc.title}, page ${also.s.page}.)`,
                ]
              : []),
            offer,
          );
          cite(near.doc, near.s);
          if (also) cite(also.doc, also.s);
          followUps();
          return true;
        }
      }
      if (answerSpecific(specific, nameless, lastAsked)) return true;

      if (now && metric && !yearAsked && !/\bhow many\b/i.test(message)) {
        const state = sentencesOf.find((x) =>
          /\b(is live|live with|in beta|in testing|in development|waitlist|early access)\b/i.test(x.x),
        );
        const headline = sentencesOf.find((x) => /\bmillions?\b|\$\d/.test(x.x) && /\byear\b/i.test(x.x));
        // "pre-revenue?", "any paying clients yet": a yes or no first, from the venture's stage.
        const stage = (
          { beta: "in beta", testing: "in testing", comingsoon: "still in development" } as Record<string, string>
        )[b.status];
        const yesNo = /\b(yet|pre-?revenue|prerevenue|pre-?rev)\b/i.test(message) && stage !== undefined;
        const productYet = /\b(product|app|built|working|usable|exist|demo)\b/i.test(message);
        const lead = yesNo
          ? productYet
            ? `${b.status === "comingsoon" ? "Not a public one yet" : "Yes, in an early form"}: ${b.name} is ${stage}, and the documents give no revenue or customer figures.`
            : `${/pre-?rev|prerevenue/i.test(message) ? "Yes" : "Not yet"}, as far as the documents go: ${b.name} is ${stage}, and they give no revenue or customer figures.`
          : "";
        d.say(
          `${lead || `${possessive(b.name)} documents don't give current ${(metric[1] ?? metric[2] ?? "revenue").toLowerCase()} figures, so I won't guess.`}${state ? ` What they say is that ${lowerFirst(state.x)}` : ""}${headline ? ` ${headline.x}` : ""}`,
          // (Each line cited where it stands: the stage and the projection may be in two documents.)
          `${state ? `(From the ${state.doc.title}, page ${state.s.page}${headline && (headline.doc !== state.doc || headline.s.page !== state.s.page) ? ` and the ${headline.doc.title}, page ${headline.s.page}` : ""}.) ` : headline ? `(From the ${headline.doc.title}, page ${headline.s.page}.) ` : ""}${offer}`,
        );
        if (state) cite(state.doc, state.s);
        if (headline) cite(headline.doc, headline.s);
        else d.cite({ title: `${b.name} investor portal`, url: `/investor/${b.slug}` });
        followUps();
        return true;
      }

      // "What's the markup and the delivery promise?": each part answered, in one reply.
      const parts = nameless
        .split(
          /\?\s*|;\s*|\s+and\s+(?=(?:how|what|whats|what's|when|where|who|why|is|are|does|do|can|the|its|their|any)\b)/i,
        )
        .map((x) => x.trim())
        .filter((x) => contentWords(x).length > 0);
      const answered = parts.map((x) => sentenceFor(b, x, k)).filter((x): x is Found => x !== null);
      const distinct = answered
        .filter((x, i) => answered.findIndex((y) => y.x === x.x) === i)
        .sort((x, y) => (x.at ?? 0) - (y.at ?? 0));
      if (parts.length >= 2 && distinct.length >= 1 && !yearAsked) {
        d.say(distinct.map((x) => x.x).join(" "));
        const pages = new Map<string, Set<number>>();
        for (const x of distinct)
          if (x.doc) pages.set(x.doc.title, (pages.get(x.doc.title) ?? new Set()).add(x.s!.page));
        const from = [...pages].map(([title, ps]) => {
          const list = [...ps].sort((a, c) => a - c);
          return `the ${title}, ${list.length > 1 ? `pages ${joinAnd(list.map(String))}` : `page ${list[0]}`}`;
        });
        d.say(`${from.length ? `(From ${joinAnd(from)}.) ` : ""}${offer}`);
        for (const x of distinct)
          if (x.doc) cite(x.doc, x.s!);
          else d.cite(b.source);
        followUps();
        return true;
      }

      if (
        topic?.id === "status" ||
        (topic?.id === "team" && !sections.some(({ s }) => topic.heading.test(s.heading)))
      ) {
        const said = sections.flatMap(({ doc, s }) =>
          s.paragraphs
            .flatMap((p) => sentencesIn(p))
            .filter(
              (x) =>
                (topic.id === "status"
                  ? /\b(is live|live with|launch(ed|es|ing)?|in beta|beta|in testing|in development|waitlist|early access)\b/i
                  : /\boperated by|led by|founder|team\b/i
                ).test(x) &&
                // ("To discuss an investment…, contact the Domu AI team": a way in, not who runs it.)
                !(topic.id === "team" && /\b(contact|discuss an investment|reach)\b/i.test(x)),
            )
            .map((x) => ({ doc, s, x: x.trim() })),
        )[0];
        if (topic.id === "team") {
          d.say(
            said
              ? `${said.x} (From the ${said.doc.title}, page ${said.s.page}.) ${k.site.companyName} itself is led by its ${k.site.founder.title.replace(/ & /g, " and ")}, ${k.site.founder.name}.`
              : `The documents don't name a team for ${b.name}; it is one of ${possessive(k.site.companyName)} ventures, and ${k.site.companyName} is led by its founder, ${k.site.founder.name}.`,
          );
        } else {
          const status =
            { live: "live", beta: "in beta", testing: "in testing", comingsoon: "still in development" }[b.status] ??
            b.status;
          // "US China Store is in beta and operated by Domu AI" says the status already.
          const statusSaid = said !== undefined && said.x.toLowerCase().includes(status.split(" ").pop()!);
          // "any venues paying yet?" before launch: a plain no first, as the stage says.
          // ("is this live yet": the same plain no, before the stage.)
          const liveAsked = /\b(live|launched|released|available)\b/i.test(message);
          const notYet =
            b.status !== "live" &&
            /\byet\b/i.test(message) &&
            (liveAsked ||
              /\b(pay\w*|revenue|customers?|clients?|users?|subscribers?|sales|selling|venues?|money|earn\w*|profit\w*)\b/i.test(
                message,
              ));
          d.say(
            said
              ? `${notYet ? (liveAsked ? "Not yet: " : "Not that the documents say: ") : ""}${statusSaid ? "" : `${b.name} is ${status}. `}${notYet ? lowerFirst(said.x) : said.x} (From the ${said.doc.title}, page ${said.s.page}.)`
              : `${notYet ? "Not yet: " : ""}${b.name} is ${status}.`,
          );
        }
        d.say(offer);
        d.cite(b.source);
        if (said)
          d.cite({
            title: `${b.name} investor portal: ${said.doc.title}, page ${said.s.page}`,
            url: `/investor/${b.slug}`,
          });
        d.use(`business-${b.slug}`);
        d.suggest(
          `How does ${b.name} make money?`,
          `How will ${b.name} use the funds?`,
          `What makes ${b.name} a solid investment?`,
        );
        return true;
      }

      // The clauses of the documents that speak of one year ("Year 2 adds…; Year 3 scales…" is two).
      const yearClauses = (n: string) =>
        sentencesOf
          .flatMap((x) => x.x.split(/;\s*/).map((c) => ({ ...x, c: c.trim().replace(/[.;]$/, "") })))
          .filter((x) => new RegExp(`\\bYear ${n}\\b`).test(x.c));

      // "walk me thru the year 1 2 3 plan", "year by year": each year's own plan, in order.
      const everyYear =
        /\b(?:years?|yrs?)\s*1\s*(?:,|-|–|to|and|&|\s)+\s*(?:2\s*(?:,|and|&|\s)+\s*)?3\b|\byear[- ]by[- ]year\b|\b(?:3|three)[- ]year plan\b|\beach year\b|\bhow (?:do|does|will|would|can|are) (?:you|they|it|we|[a-z-]+) (?:get|getting|reach|reaching|hit|hitting|grow|growing) (?:to|there|that|millions)\b|\b(?:path|road|plan|route|way) to (?:millions|that|there|the millions)\b|\bget (?:to )?there\b/i.test(
          message,
        );
      // ("whats planned for year 2 and 3": those years, each by its own clause.)
      const yearsWanted = everyYear ? [1, 2, 3] : yearsAsked.size >= 2 ? [...yearsAsked].map(Number).sort() : null;
      if (yearsWanted) {
        const years = yearsWanted
          .map((n) => {
            const clauses = yearClauses(String(n));
            return clauses.find((x) => new RegExp(`^Year ${n}\\b`).test(x.c)) ?? clauses[0];
          })
          .filter((x): x is NonNullable<typeof x> => x !== undefined);
        if (years.length >= 2) {
          const pages = [...new Set(years.map((x) => `the ${x.doc.title}, page ${x.s.page}`))];
          // ("how do you get to millions": the target the years lead to, said first.)
          const target = /\bmillions?\b/i.test(message)
            ? sentencesOf.find((x) => /\bmillions?\b/i.test(x.x) && !/\bYear [12]\b/.test(x.x))
            : undefined;
          d.say(
            ...(target ? [target.x.trim()] : []),
            ...years.map((x) => `${x.c.charAt(0).toUpperCase()}${x.c.slice(1)}.`),
            `(From ${joinAnd(pages)}.) ${offer}`,
          );
          for (const x of years) cite(x.doc, x.s);
          followUps();
          return true;
        }
      }

      // "How much revenue in Year 2?": that year's plan, and plainly whether the documents give its figure.
      if (yearAsked) {
        const n =
          { one: "1", two: "2", three: "3", four: "4", five: "5" }[yearAsked[1]!.toLowerCase()] ?? yearAsked[1]!;
        const clauses = yearClauses(n);
        // A figure asked for: the clause that has one; otherwise the year's own plan ("Year 3 scales
        // acquisition…") before a sentence that only ends on it.
        const figureAsked =
          /\b(how much|revenue|figure|figures|number|numbers|projecting|projected|projections?|forecasts?|make|earn)\b/i.test(
            message,
          );
        const withFigure = (x: { c: string }) =>
          /\$|\d[\d,.]*\s*(%|k\b|m\b|million|billion|thousand)|\bmillions?\b/i.test(x.c);
        const clause =
          (figureAsked ? clauses.find(withFigure) : undefined) ??
          clauses.find((x) => new RegExp(`^Year ${n}\\b`).test(x.c)) ??
          clauses[0];
        if (clause) {
          // "ok year 2 then", after a revenue question: the same question for that year.
          const figureBefore = message.split(/\s+/).length <= 5 && /\b(revenue|figure|millions)\b/i.test(lastReply);
          const asksFigure =
            figureBefore ||
            /\b(how much|revenue|figure|figures|number|numbers|actual|projecting|projected|projections?|forecasts?|make|earn)\b/i.test(
              message,
            );
          const hasFigure = /\$|\d[\d,.]*\s*(%|k\b|m\b|million|billion|thousand)|\bmillions?\b/i.test(clause.c);
          const said = `${clause.c.charAt(0).toUpperCase()}${clause.c.slice(1)}.`;
          const headline = sentencesOf.find((x) => /\bmillions?\b|\$\d/.test(x.x) && /\byear\b/i.test(x.x));
          // "The exact Year 3 number": "in the millions" is no exact figure, and saying so is the answer.
          const vague = hasFigure && !/\$|\d[\d,.]*\s*(%|k\b|m\b|million|billion|thousand)/i.test(clause.c);
          const exact = /\b(exact|exactly|precise|precisely|actual|specific|real)\b/i.test(message);
          d.say(
            asksFigure && !hasFigure
              ? `The documents give no revenue figure for Year ${n}; what they say is: ${said}${headline && headline.x !== clause.x ? ` The one figure they give is that ${lowerFirst(headline.x)}` : ""}`
              : exact && vague
                ? `The documents give no exact figure for Year ${n}: ${lowerFirst(said)}`
                : // "what's year 3 look like": the plan, and the figure the documents put on that year.
                  `${said}${headline && headline.x !== clause.x && new RegExp(`\\bYear ${n}\\b`).test(headline.x) ? ` ${headline.x}` : ""}`,
            `(From the ${clause.doc.title}, page ${clause.s.page}.) ${offer}`,
          );
          cite(clause.doc, clause.s);
          followUps();
          return true;
        }
      }

      // "What margin do they make?": no margin, but the markup the projection rests on.
      const near = words.map((w) => NEAR[w]).find((w): w is string => w !== undefined && stemsFor(b).has(stemmer(w)));
      const asked = words.find((w) => NEAR[w] !== undefined);
      if (near && asked && !stemsFor(b).has(stemmer(asked))) {
        const hit = sentencesOf.find((x) => new RegExp(`\\b${near}`, "i").test(x.x));
        if (hit) {
          d.say(
            `The documents don't give a ${asked.replace(/s$/, "")} figure; the one they give is the ${near}: ${lowerFirst(hit.x)}`,
            `(From the ${hit.doc.title}, page ${hit.s.page}.) ${offer}`,
          );
          cite(hit.doc, hit.s);
          followUps();
          return true;
        }
      }

      // "churn?": a figure-like metric the documents name only in words ("low churn once…"): said
      // plainly that they give no figure, then what they do say.
      const measured = words.find((w) => QUANTITATIVE.has(w) && stemsFor(b).has(stemmer(w)));
      if (measured && !asked) {
        // "team size?": no headcount given; who runs the venture is what they do say.
        const team = measured === "headcount" && !/headcount/i.test(message);
        const hit = team
          ? sentencesOf.find((x) => /\b(led by|founder|founders|run by|operated by)\b/i.test(x.x))
          : sentencesOf.find((x) => tokenize(x.x).some((w) => stemmer(w) === stemmer(measured)));
        if (hit && team) {
          d.say(
            `The documents don't give a team size; what they say is that ${lowerFirst(hit.x)}`,
            `(From the ${hit.doc.title}, page ${hit.s.page}.) ${offer}`,
          );
          cite(hit.doc, hit.s);
          followUps();
          return true;
        }
        if (hit && !/\d/.test(hit.x)) {
          const label = /^(cac|ltv|clv|arr|mrr|gmv|irr|ebitda|dau|mau|wau|nps|cogs)$/.test(measured)
            ? measured.toUpperCase()
            : measured;
          d.say(
            `The documents give no ${label} figure; what they say is that ${lowerFirst(hit.x)}`,
            `(From the ${hit.doc.title}, page ${hit.s.page}.) ${offer}`,
          );
          cite(hit.doc, hit.s);
          followUps();
          return true;
        }
      }

      // A metric the documents do name ("margin"): the sentence that names it.
      if (asked && stemsFor(b).has(stemmer(asked))) {
        const hit = sentencesOf.find((x) => tokenize(x.x).some((w) => stemmer(w) === stemmer(asked)));
        if (hit) {
          d.say(hit.x, `(From the ${hit.doc.title}, page ${hit.s.page}.) ${offer}`);
          cite(hit.doc, hit.s);
          followUps();
          return true;
        }
      }

      // "How many paying subscribers right now?": a count the documents never state.
      // "how big is the waitlist": a count asked in other words.
      const big = /\bhow (big|large|long) is (?:the |their |its )?([a-z]+(?: [a-z]+)?)\b/i.exec(message);
      const many =
        /\bhow many\s+([a-z]+(?:\s+[a-z]+)?)/i.exec(message) ??
        (big && !/\b(market|tam|team|raise|round)\b/i.test(big[2]!)
          ? ([big[0], big[2]] as unknown as RegExpExecArray)
          : null);
      if (many) {
        const noun = many[1]!.split(/\s+/).filter((w) => !QUESTION_WORDS.has(w) && !STOPWORDS.has(w));
        const stem = noun.length ? stemmer(noun[noun.length - 1]!) : "";
        // A count is a number within three words before the noun ("50+ specialized AI assistants").
        const countOf = (x: string) => {
          const ts = tokenize(x);
          return ts.some((w, i) => stemmer(w) === stem && ts.slice(Math.max(0, i - 3), i).some((t) => /^\d/.test(t)));
        };
        const inDocs = sentencesOf.find((x) => countOf(x.x));
        const inPublic = [b.description, b.fullDescription ?? ""].flatMap((x) => sentencesIn(x)).find(countOf);
        if (stem && inDocs) {
          d.say(inDocs.x, `(From the ${inDocs.doc.title}, page ${inDocs.s.page}.) ${offer}`);
          cite(inDocs.doc, inDocs.s);
          followUps();
          return true;
        }
        if (stem && inPublic) {
          const line = inPublic.trim();
          d.say(line.startsWith(b.name) ? line : `${b.name}: ${lowerFirst(line)}`, offer);
          d.cite(b.source);
          followUps();
          return true;
        }
        if (stem) {
          d.say(
            big
              ? `${possessive(b.name)} documents don't give the size of the ${noun.join(" ")}, so I won't guess.`
              : `${possessive(b.name)} documents don't give a number of ${noun.join(" ")}, so I won't guess.`,
            `${k.site.companyName}'s team can tell you at ${k.site.email} or ${k.site.phone}.`,
          );
          d.cite({ title: `${b.name} investor portal`, url: `/investor/${b.slug}` });
          followUps();
          return true;
        }
      }

      const found = topic ? sections.filter(({ s }) => topic.heading.test(s.heading)) : [];
      // Words the question turns on that the documents never use: a topic they do not cover.
      const have = stemsFor(b);
      const own = stemsOf(`${b.name} ${b.slug} ${b.aliases.join(" ")}`);
      const missing = words.filter(
        (w) =>
          METRICS.has(w) &&
          !QUESTION_WORDS.has(w) &&
          !STOPWORDS.has(w) &&
          !own.has(stemmer(w)) &&
          !have.has(stemmer(w)),
      );
      if (found.length === 0 && (topic || missing.length > 0)) {
        const acronym = /^(cac|ltv|clv|arr|mrr|gmv|irr|ipo|cogs|roi|ebitda|dau|mau|wau|nps)$/;
        const what = topic ? topic.label : joinAnd(missing.map((w) => (acronym.test(w) ? w.toUpperCase() : w)));
        const covered = TOPICS.filter((t) => sections.some(({ s }) => t.heading.test(s.heading))).map((t) => t.label);
        d.say(
          `${possessive(b.name)} documents don't cover ${what}, so I won't guess.${covered.length ? ` What they do cover is ${joinAnd(covered.slice(0, 5))}.` : ""}`,
          `${k.site.companyName}'s team can answer it directly at ${k.site.email} or ${k.site.phone}.`,
        );
        d.cite({ title: `${b.name} investor portal`, url: `/investor/${b.slug}` });
        d.suggest(
          `How does ${b.name} make money?`,
          `How will ${b.name} use the funds?`,
          `What makes ${b.name} a solid investment?`,
        );
        return true;
      }
      if (found.length === 0) {
        // No kind of section named: the sentence that shares the question's rarest words, if any.
        const hit = topic ? null : sentenceFor(b, nameless, k);
        if (!hit) return false;
        // "A portion covers … privacy protections": a line of the use of funds, said as one.
        const fundsLine =
          /^(a portion|part|the rest|the remainder|some)\b/i.test(hit.x) && /fund/i.test(hit.s?.heading ?? "");
        const line = fundsLine
          ? `The documents put part of the raise toward it: ${lowerFirst(hit.x)} They don't go into more detail than that.`
          : hit.x;
        d.say(line, `${hit.doc ? `(From the ${hit.doc.title}, page ${hit.s!.page}.) ` : ""}${offer}`);
        if (hit.doc) cite(hit.doc, hit.s!);
        else d.cite(b.source);
        followUps();
        return true;
      }
      // Of several sections of the kind asked ("Overview", "The Product"), the one whose words
      // meet the question's most ("how does privacy work between the partners").
      const meets = (x: (typeof found)[number]) => {
        const t = x.s.paragraphs.join(" ").toLowerCase();
        return words.filter((w) => w.length > 3 && t.includes(w.slice(0, Math.max(4, Math.min(5, w.length - 1)))))
          .length;
      };
      const { doc, s } = found.length > 1 ? [...found].sort((a, z) => meets(z) - meets(a))[0]! : found[0]!;
      const text = s.paragraphs.join(" ");
      // "How do they make money?": every stream the section names, in its order, not the two best.
      const said =
        topic?.id === "model" &&
        /\b(make money|revenue model|business model|monetiz\w*|who pays|earn|revenue streams?|revenue lines?)\b/i.test(
          message,
        )
          ? firstSentences(text, 3)
          : // "who are the customers": the section's opening names them.
            topic?.id === "market" && /\bwho\b/i.test(message)
            ? firstSentences(text, 2)
            : // "whats the use of funds": what the raise builds, and the share that covers the rest.
              topic?.id === "funds" && !/\b(marketing|hiring|salar\w*|engineering|product|licens\w*)\b/i.test(message)
              ? [
                  firstSentences(text, 2),
                  ...sentencesIn(text)
                    .filter((x) => /^(a portion|part of|the rest|the remainder)\b/i.test(x.trim()))
                    .slice(0, 1),
                ]
                  .join(" ")
                  .replace(/\s+/g, " ")
                  .trim()
              : bestSentences(text, words, 2);
      d.say(`${said} (From the ${doc.title}, page ${s.page}.)`);
      d.say(offer);
      d.cite({ title: `${b.name} investor portal: ${doc.title}, page ${s.page}`, url: `/investor/${b.slug}` });
      d.use(`investor-${b.slug}-${doc.id}-${doc.sections.indexOf(s)}`);
      d.suggest(
        `How will ${b.name} use the funds?`,
        `What makes ${b.name} a solid investment?`,
        `Who is ${b.name} for?`,
      );
      return true;
    },
  };
}

import type { BusinessFact } from "../../knowledge/knowledge.ts";
import { STOPWORDS } from "../../knowledge/stopwords.ts";
import { joinAnd, lowerFirst, possessive } from "./phrasing.ts";
import { paybackAtCac, revenueAtCount, revenueTarget } from "./revenue-target.ts";
import { sentencesIn } from "./text.ts";

/** Rivals visitors name, as their makers write them ("chatgpt" is ChatGPT). */
/**
 * "what if Sora makes this free", "what happens when openai builds this", "if google launches the
 * same thing": a rival's move against the venture; group 1 is the rival.
 */
const RIVAL_MOVE =
  /\b(?:what if|what happens if|what happens when|what about if|what about when|suppose|say|and if|but if)\s+([a-z][\w.&-]*(?:\s+(?!just\b|also\b|ever\b)[a-z][\w.&-]*)?)\s+(?:just\s+|also\s+|ever\s+|eventually\s+|decides? to\s+)?(?:makes?|does|do|builds?|launches?|ships?|releases?|offers?|gives?|adds?|copies|copy|clones?|rolls? out|puts? out)\s+(?:this|it|that|the same|something (?:similar|like (?:this|it))|(?:a|an|their own)\s+[\w\s-]{0,30}?(?:version|copy|clone|app|tool|product|feature))\b(?:\s+(?:for\s+)?free)?/i;

/** A rival's move or the moat asked about: on a locked portal, an investment-case question. */
export const asksCompetition = (message: string) =>
  RIVAL_MOVE.test(message) || /\b(moat|defensib\w*|competitive advantage|competitors?|competition)\b/i.test(message);

const BRAND_CASE: Record<string, string> = {
  chatgpt: "ChatGPT",
  openai: "OpenAI",
  ebay: "eBay",
  amazon: "Amazon",
  google: "Google",
  temu: "Temu",
  shein: "Shein",
  alibaba: "Alibaba",
  aliexpress: "AliExpress",
  etsy: "Etsy",
  shopify: "Shopify",
  spotify: "Spotify",
  meta: "Meta",
  apple: "Apple",
};

/*
 * Investor questions about a specific figure or fact the documents may only brush against: how the
 * funds are split, when a venture launches, what a projection rests on, a price, the market's
 * size, named competitors, a calendar year, the pitch. Each is answered from the sentence that
 * comes nearest, and says plainly what the documents do not give, instead of pasting a paragraph
 * that merely shares a word.
 */

type Doc = BusinessFact["documents"][number];
type Section = Doc["sections"][number];

export interface DocSentence {
  doc: Doc;
  s: Section;
  x: string;
}

/** The public page's sentence with a price in it ("…with plans from $29/month."), if any. */
export function publicPrice(b: BusinessFact): string | undefined {
  return [b.description, b.fullDescription ?? ""].flatMap((t) => sentencesIn(t)).find((x) => /\$\s?\d/.test(x));
}

/** No price in the documents, with the public page's price said as the page's when it has one. */
export function noPricesInDocuments(b: BusinessFact): string {
  const said = publicPrice(b);
  // ("plans from $29/month": the price alone, not the page's other claims.)
  const phrase = said?.match(
    /\b(?:plans? )?(?:(?:start(?:s|ing)? )?(?:at|from) )?\$[\d,.]*\d(?:\s?\/\s?[a-z]+|\s(?:a|per) [a-z]+)?/i,
  )?.[0];
  return phrase && /^plans?\b/i.test(phrase)
    ? `Its public page lists ${phrase}; the documents themselves don't give prices.`
    : `The documents don't give ${possessive(b.name)} prices${said ? `, but its public page does: ${said.startsWith(b.name) ? said : lowerFirst(said)}` : "."}`;
}

export interface SpecificContext {
  b: BusinessFact;
  sentences: DocSentence[];
  /** The conversation's last assistant reply ("" when none). */
  lastReply: string;
  /** Says the sentences, cites where they are from and adds the offer and follow-ups. */
  reply(lines: string[], from: DocSentence[]): void;
}

const STATUS: Record<string, string> = {
  live: "live",
  beta: "in beta",
  testing: "in testing",
  comingsoon: "still in development",
};

/** Words for what a share of the funds might go to, by the words the documents use for it. */
const SPEND_ON: Record<string, RegExp> = {
  marketing: /\b(marketing|sales|acquisition|advertis\w*|promotion)\b/i,
  sales: /\b(sales|marketing)\b/i,
  advertising: /\b(marketing|advertis\w*)\b/i,
  hiring: /\b(team|hire|hiring|crew|staff|operations)\b/i,
  salaries: /\b(team|crew|staff|operations)\b/i,
  engineering: /\b(product|engineering|build|improve|develop\w*)\b/i,
  development: /\b(product|build|improve|develop\w*)\b/i,
  product: /\b(product|build|improve|develop\w*)\b/i,
};

const figure = /\$\s?\d|\d[\d,.]*\s*(%|percent|k\b|m\b|million|billion|thousand)|\bmillions?\b|\bbillions?\b/i;

/** The clause of a "Year 1 …; Year 2 …" sentence that says `what`. */
function yearClause(ctx: SpecificContext, what: RegExp): (DocSentence & { c: string }) | null {
  for (const x of ctx.sentences)
    for (const c of x.x.split(/;\s*/))
      if (/\bYear \d\b/.test(c) && what.test(c)) return { ...x, c: c.trim().replace(/[.;]$/, "") };
  return null;
}

/** Words of a question that say what it is about ("when do team subs come" → team, subs). */
const FILLER_WORDS = new Set(
  (
    "when what whats how does do did will would is are was the a an it its that this those these they them of for to in on by " +
    "come comes coming launch launches launched open opens start starts happen happens arrive arrives ship ships go live get " +
    "so and then ok okay yet year years yr tho though lol pls please any there their you your we our planned plan " +
    "about hows how's handled handle handling"
  ).split(" "),
);
const aboutWords = (text: string) =>
  (text.toLowerCase().match(/[a-z]+/g) ?? []).filter((w) => w.length >= 3 && !FILLER_WORDS.has(w));

/** A year clause whose words start the same as the question's ("subs" meets "subscriptions"). */
function clauseAbout(ctx: SpecificContext, words: string[]): (DocSentence & { c: string }) | null {
  if (words.length === 0) return null;
  let best: { x: DocSentence & { c: string }; n: number } | null = null;
  for (const x of ctx.sentences)
    for (const c of x.x.split(/;\s*/)) {
      if (!/\bYear \d\b/.test(c)) continue;
      const have = (c.toLowerCase().match(/[a-z]+/g) ?? []).filter((w) => w.length >= 3);
      const n = words.filter((w) => have.some((h) => h.startsWith(w.slice(0, Math.max(3, w.length - 1))))).length;
      if (n > 0 && (!best || n > best.n)) best = { x: { ...x, c: c.trim().replace(/[.;]$/, "") }, n };
    }
  return best?.x ?? null;
}

/** "when would i get my money back", "whats the exit plan": a return on the investment asked about. */
export const RETURNS_ASKED =
  /\b(?:money back|paid back|pay (?:me|us|investors) back|get (?:my|our|the) (?:money|investment|capital) back|returns? on (?:my |our |the )?(?:investment|money)|roi\b|see (?:a |any )?returns?|exit (?:plan|strategy)|exit\b|ipo\b|cash out|liquidity)/i;

/**
 * "when would i get my money back, whats the exit plan": a return to the investor, which the
 * documents don't promise, said plainly, with what they do project.
 */
export function answerReturns(ctx: SpecificContext, message: string): boolean {
  const q = message.toLowerCase();
  const { b, sentences } = ctx;
  if (
    RETURNS_ASKED.test(q) &&
    !sentences.some((x) =>
      /\b(exit|ipo|return to investors|investor returns?|dividend|acquired by|be acquired|sale of the company)/i.test(
        x.x,
      ),
    )
  ) {
    const projection = sentences.find((x) => /\bYear \d\b/.test(x.x) && /\b(revenue|millions?|projects?)\b/i.test(x.x));
    ctx.reply(
      [
        `${possessive(b.name)} documents don't say when or how investors get their money back: they don't cover returns, payback or an exit, so I won't guess.`,
        ...(projection ? [`What they do give is a projection: ${projection.x}`] : []),
      ],
      projection ? [projection] : [],
    );
    return true;
  }
  return false;
}

export function answerSpecific(ctx: SpecificContext, message: string, lastAsked = ""): boolean {
  const q = message.toLowerCase();
  const { b, sentences } = ctx;
  // A sentence carried on after "What they say is that": lower-case, unless it opens with the name.
  const lead = (x: string) => (x.startsWith(b.name) ? x : lowerFirst(x));
  const inSection = (heading: RegExp) => sentences.filter((x) => heading.test(x.s.heading));
  // The sentence sharing most of these words (by their first letters), if any does.
  const nearest = (words: string[]) =>
    sentences
      .map((x) => ({
        x,
        n: words.filter((w) => new RegExp(`\\b${w.slice(0, Math.max(4, w.length - 2))}`, "i").test(x.x)).length,
      }))
      .filter((y) => y.n > 0)
      .sort((a, z) => z.n - a.n)[0]?.x;

  // A claim that leans on the sentence before it in its section ("That growing body of data…",
  // "removes all three"), said with that sentence.
  const withLeadIn = (claim: (typeof sentences)[number], leans: (text: string) => boolean) => {
    const at = sentences.indexOf(claim);
    const before = leans(claim.x) && at > 0 ? sentences[at - 1] : undefined;
    return before && before.s === claim.s ? [before, claim] : [claim];
  };

  // "do you have CAC and LTV numbers": unit metrics the documents never name, said plainly.
  // ("how is it different from runway or sora": Runway the rival product, not cash runway.)
  const rivalRunway =
    /\b(?:from|vs\.?|versus|than|like|to|against|or|and)\s+runway\b|\brunway\s+(?:or|and|vs\.?|versus|ml|gen)\b/.test(
      q,
    );
  const metrics = [
    ...q.matchAll(
      /\b(cac|ltv|clv|(?:customer )?acquisition costs?|costs? (?:to|of) acquir(?:e|ing) (?:a |each |new )?(?:customer|user|subscriber)s?|cost per (?:customer|acquisition)|(?:customer )?lifetime value|payback period|burn rate|runway|churn|(?:prior |previous |past )?exits|evidence|clinical (?:studies|trials|evidence)|scientific (?:proof|evidence))\b/g,
    ),
  ]
    // ("customer acquisition cost", spelt out, is the CAC; "lifetime value" the LTV.)
    .map((m) => (/acqui|cost per/.test(m[1]!) ? "cac" : /lifetime value/.test(m[1]!) ? "ltv" : m[1]!))
    .filter((m) => !(m === "runway" && rivalRunway));
  if (
    metrics.length > 0 &&
    // ("cac payback if cac is $150": the visitor's own figure, worked out below.)
    !/\$\d|\bif\b|\bpayback\b/.test(q) &&
    !metrics.some((m) => sentences.some((x) => new RegExp(`\\b${m}`, "i").test(x.x)))
  ) {
    const said = [...new Set(metrics)].map((m) =>
      /^(cac|ltv|clv)$/.test(m) ? m.toUpperCase() : m === "evidence" ? "evidence that it works" : m,
    );
    // (Worded as the other gaps are, so several parts' gaps are said once together.)
    ctx.reply(
      [
        `${possessive(b.name)} documents don't cover ${joinAnd(said).replace(/ and ([^ ]+)$/, " or $1")}, so I won't guess.`,
      ],
      [],
    );
    return true;
  }

  // "do you have an on-time rate from the beta": a rate the documents never give, said plainly,
  // then what they say nearest to it.
  const rate =
    /\b(on[- ]?time|delivery|return|refund|defect|cancellation|conversion|success|failure|error|open|click|response|repeat|renewal|completion|occupancy|utili[sz]ation|fill|show[- ]?up|no[- ]?show)\s+rates?\b/.exec(
      q,
    );
  const rateGiven = (x: string) =>
    new RegExp(`\\b${rate?.[1]!.slice(0, 4)}`, "i").test(x) && /\brates?\b|\d\s*%/i.test(x);
  if (rate && !sentences.some((x) => rateGiven(x.x))) {
    const words = aboutWords(message).filter((w) => !/^(rate|rates|have|from|give|know)$/.test(w));
    const near = nearest(words);
    ctx.reply(
      [
        `The documents give no ${rate[0]} figure.`,
        ...(near ? [`What they say nearest to it is that ${lead(near.x)}`] : []),
      ],
      near ? [near] : [],
    );
    return true;
  }

  // "how accurate are the appraisals today, any numbers": an accuracy the documents don't measure,
  // said plainly, with what they do say about it.
  if (/\b(how accurate|accuracy|accurate are|error rate|how precise|precision)\b/.test(q)) {
    const about = sentences.filter((x) => /\baccura\w*|\bprecis\w*/i.test(x.x));
    if (!about.some((x) => /\d\s*%|\bpercent\b/i.test(x.x))) {
      const said = about[0];
      ctx.reply(
        [
          "The documents give no accuracy figure, so I won't guess.",
          ...(said ? [`What they say is that ${lead(said.x)}`] : []),
        ],
        said ? [said] : [],
      );
      return true;
    }
  }

  // "what does the music licensing cost you per venue": a cost to the venture, not its price; the
  // documents give no such figure, and what they say of the thing is said instead.
  const costOf =
    /\b(?:what|how much)\s+(?:does|do|will|would|is|are)\s+(?:the\s+|your\s+|their\s+)?([a-z][a-z -]{2,40}?)\s+(?:cost|costs|run|running)\s+(?:you|them|the company|the business|per)\b/.exec(
      q,
    );
  if (costOf) {
    const words = aboutWords(costOf[1]!);
    const near = words.length ? nearest(words) : undefined;
    const priced = near && /\$\s?\d/.test(near.x);
    if (!priced) {
      ctx.reply(
        [
          `The documents give no figure for what ${costOf[1]!.trim()} costs.`,
          // ("A portion covers …" read alone needs its subject: the funds being raised.)
          ...(near
            ? [
                `What they say is that ${lead(near.x).replace(/^a portion covers\b/i, "a portion of the funds raised covers")}`,
              ]
            : []),
        ],
        near ? [near] : [],
      );
      return true;
    }
  }

  // "is it profitable yet": no profit figure in the documents is said first, then where it stands.
  if (
    /\b(profitab\w*|turn(s|ing|ed)? a profit|making (a )?profit|in the black|break(ing)? even)\b/.test(q) &&
    !sentences.some((x) => /\bprofit/i.test(x.x))
  ) {
    const status =
      sentences.find((x) => /\b(is live|live with|paying|in beta|in testing|launched)\b/i.test(x.x)) ??
      sentences.find((x) => /\b(live|subscribers|customers|beta|testing|launch\w*)\b/i.test(x.x));
    ctx.reply(
      [
        "Not as far as the documents go: they give no profit figures.",
        ...(status ? [`What they say is that ${lead(status.x)}`] : []),
      ],
      status ? [status] : [],
    );
    return true;
  }

  // "how does julie tie into the ai twin business": every line that names the other thing, not one.
  const tie =
    /\b(?:tie|ties|tied|link|links|linked|relate|relates|related|connect|connects|connected|fit|fits|feed|feeds)\s+(?:in\s*to|into|in with|to|with|together with)\s+(?:the\s+|your\s+|its\s+|their\s+)?(.+?)\s*(?:\bexactly\b|\bthen\b)?\W*$/i.exec(
      message,
    );
  if (tie) {
    const own = new Set(aboutWords(`${b.name} ${b.slug.replace(/-/g, " ")}`));
    const words = aboutWords(tie[1]!).filter(
      (w) => !own.has(w) && !/^(business|businesses|company|side|part|thing|stuff|exactly|model)$/.test(w),
    );
    const names = (x: string) =>
      words.length > 0 && words.every((w) => new RegExp(`\\b${w.slice(0, Math.max(3, w.length - 1))}`, "i").test(x));
    const lines = sentences.filter((x) => names(x.x)).slice(0, 3);
    if (lines.length > 0) {
      ctx.reply(
        // "She is the showcase…" opens the answer with the venture's name, not a pronoun.
        [
          lines
            .map((x) => x.x)
            .join(" ")
            .replace(/^(She|He|It) (is|was|has)\b/, `${b.name} $2`),
        ],
        lines,
      );
      return true;
    }
  }

  // "go-to-market?": how the documents plan to reach customers, year by year.
  if (
    /\bgo[- ]to[- ]market\b|\bgtm\b|\bdistribution\b|\bchannels?\b|\bhow (will|do|would) (they|you|it) (get|acquire|find|reach) (customers|users|subscribers)\b/.test(
      q,
    )
  ) {
    const plan =
      sentences.find((x) => /\bYear 1\b/.test(x.x) && /\bYear 2\b/.test(x.x)) ??
      sentences.find((x) => /\b(marketing|partnerships?|channels?|acquisition|word of mouth|referrals?)\b/i.test(x.x));
    if (plan) {
      ctx.reply([plan.x], [plan]);
      return true;
    }
  }

  // "how many subs for $1M ARR at that price", "at $29/mo how many shops": the target over what one pays.
  const docsPrice = [...sentences.map((x) => x.x), b.description, b.fullDescription ?? ""]
    .map((x) => /\$(\d+(?:\.\d{1,2})?)\s*(?:\/\s*|per\s+|a\s+)(month|mo)\b/i.exec(x))
    .find((m) => m !== null);
  // ("$29/month" from the public page, not the documents: said as the page's.)
  const priceFromPage = docsPrice && !sentences.some((x) => x.x.includes(docsPrice[0]));
  const asSaid = (text: string) => (priceFromPage ? text.replace(/\bthe documents' \$/g, "its public page's $") : text);
  const worked = revenueTarget(message, lastAsked, docsPrice ? Number(docsPrice[1]) : null);
  if (worked) {
    ctx.reply([asSaid(worked.text), "The documents give no customer numbers to date to set against it."], []);
    return true;
  }
  // "if a shop stays on the cheapest plan for 2 years what's that worth": one customer over that time.
  const stay =
    /\b(?:a|one|each|single|the average)\s+(?:shop|store|customer|subscriber|user|member|client|venue|business)\b/i.test(
      message,
    ) && /\b(worth|revenue|bring in|brings in|make|pay|paid|earn)\b/i.test(message)
      ? /\b(\d{1,2})\s+(years?|yrs?|months?)\b/i.exec(message)
      : null;
  if (stay && docsPrice) {
    const each = Number(docsPrice[1]);
    const months = /^y/i.test(stay[2]!) ? Number(stay[1]) * 12 : Number(stay[1]);
    const total = Math.round(each * months * 100) / 100;
    const fmt = (n: number) => `$${Number.isInteger(n) ? n.toLocaleString("en-US") : n.toFixed(2)}`;
    ctx.reply(
      [
        `At ${priceFromPage ? "its public page's" : "the documents'"} ${fmt(each)} a month, one customer over ${months} months brings in ${fmt(total)} (${fmt(each)} × ${months} = ${fmt(total)}), before any costs.`,
        "That's a scenario, not a figure from the documents, which give no retention figures.",
      ],
      [],
    );
    return true;
  }
  // "cac payback if cac is $150": the visitor's CAC over a month's price.
  const payback = paybackAtCac(message, docsPrice ? Number(docsPrice[1]) : null);
  if (payback) {
    ctx.reply([payback.text, "The documents give no CAC or payback figure of their own."], []);
    return true;
  }
  // "if they get 10k subs whats the ARR": the other way round, the revenue a count brings.
  const atCount = revenueAtCount(message, docsPrice ? Number(docsPrice[1]) : null);
  if (atCount) {
    ctx.reply(
      [
        asSaid(atCount.text),
        "That's a scenario, not a figure from the documents, which give no customer numbers to date.",
      ],
      [],
    );
    return true;
  }

  // "wait is this rappy or business ai wiz": which venture this portal is for.
  if (
    (/\b(is this|is it)\s+[\w&'-]+(\s+[\w&'-]+){0,3}\s+or\s+/.test(q) ||
      /\bwhich (one|venture|company|business|portal) is this\b|\bwhat portal\b|\bwhat (venture|company) is this\b/.test(
        q,
      )) &&
    q.split(/\s+/).length <= 10 &&
    !/\b(live|launched|profitable|legit|real|safe|beta|raising|revenue|stage)\b/.test(q) &&
    // ("how is it different from runway or sora": rivals set against it.)
    !/\b(different|differ|diff|vs\.?|versus|compared?|better|worse|like)\b/.test(q)
  ) {
    const what = sentencesIn(b.description)[0] ?? b.description;
    ctx.reply(
      [
        `This is the investor portal for ${b.name}${b.aliases.length ? ` (also known as ${joinAnd(b.aliases)})` : ""}, at /investor/${b.slug}.`,
        /^(A|An)\s/.test(what) ? `${b.name} is ${what.charAt(0).toLowerCase()}${what.slice(1)}` : what,
      ],
      [],
    );
    return true;
  }
  // "tldr", "elevator pitch": what it is, where it stands and the case, in three sentences.
  if (
    /\b(tl;?dr|gist|in a nutshell|elevator pitch|summar(y|ise|ize)|overview|rundown|eli5|the short version|in short|tell me (more )?about (it|this|them|the (company|venture|business)(?!\s+(?:model|models|plan|plans|case|side|strategy)))|what (is|does) (it|this)( do| exactly| actually do)?(?=\s*[?.!]*$))\b/.test(
      q,
    ) &&
    q.split(/\s+/).length <= 8
  ) {
    const what = sentencesIn(b.description)[0] ?? b.description;
    const intro = /^(A|An)\s/.test(what)
      ? `${b.name} is ${what.charAt(0).toLowerCase()}${what.slice(1)}`
      : what.startsWith(b.name)
        ? what
        : `${b.name}: ${what}`;
    const stage =
      (
        { live: "live", beta: "in beta", testing: "in testing", comingsoon: "in development" } as Record<string, string>
      )[b.status] ?? b.status;
    const headline = sentences.find((x) => /\bmillions?\b|\$\d/.test(x.x) && /\byear\b/i.test(x.x));
    const why = sentences.find((x) => /\b(why|investment|opportunity)\b/i.test(x.s.heading));
    ctx.reply(
      [
        intro,
        `It's ${stage}${headline ? `, and ${lead(headline.x).replace(/\.$/, "")}` : ""}.`,
        ...(why ? [`The case for it: ${lead(why.x)}`] : []),
      ],
      [headline, why].filter((x): x is DocSentence => Boolean(x)),
    );
    return true;
  }
  // "when does it launch": no date, but the years the documents put on early access and the public launch.
  if (/\bwhen\b/.test(q) && /\b(launch\w*|go(es)? live|release\w*|open to the public|come out|available)\b/.test(q)) {
    const steps = sentences
      .flatMap((x) => x.x.split(/;\s*/).map((c) => ({ ...x, c: c.trim().replace(/[.;]$/, "") })))
      .filter(
        (x) =>
          /\bYear \d\b/.test(x.c) &&
          /\b(launch\w*|early access|opens? to the public|public|release\w*|beta)\b/i.test(x.c),
      )
      .slice(0, 2);
    if (steps.length > 0) {
      const said = steps.map((x) => x.c.replace(/^.*?(?=\bYear \d\b)/, "")).join("; ");
      ctx.reply([`The documents give no launch date; they plan it by year: ${said}.`], steps);
      return true;
    }
  }
  // "When do team subs come?", "when does that launch" (after pay-per-appraisal): the year clause
  // that names it, from this question's words or, for "that", the last question's.
  if (/\bwhen\b/.test(q) && !/\bwhen (can|could) i\b/.test(q)) {
    const own = aboutWords(q);
    const clause = clauseAbout(
      ctx,
      own.length > 0 ? own : /\b(that|it|those|this)\b/.test(q) ? aboutWords(lastAsked) : [],
    );
    if (clause) {
      ctx.reply(
        [`${clause.c.charAt(0).toUpperCase()}${clause.c.slice(1)}; the documents plan by year and give no date.`],
        [clause],
      );
      return true;
    }
  }

  // "how many subscribers at $5 do you need to hit it": no target in the documents; a year's worth
  // of one subscriber, worked out from the price they state, and the size that implies in words.
  const needed =
    /\bhow many\b[^?.]*\b(subscribers|subs|users|customers|members|households)\b[^?.]*\b(need|needed|required|take|to hit|to reach|to get)\b/.exec(
      q,
    );
  const monthlyPrice = sentences
    .map((x) => ({ x, m: /\$(\d+(?:\.\d\d)?)\s*(?:\/|a|per)\s*month\b/i.exec(x.x) }))
    .find((p) => p.m);
  const millions = sentences.find((x) => /\brevenue in the millions\b/i.test(x.x));
  if (needed && monthlyPrice?.m && millions) {
    const price = Number(monthlyPrice.m[1]);
    const year = price * 12;
    ctx.reply(
      [
        `The documents set no subscriber target: they project revenue in the millions and price the subscription at $${price} a month.`,
        `As arithmetic only, one subscriber is $${year} a year ($${price} × 12 = $${year}), so revenue in the millions would take tens of thousands of paying subscribers.`,
      ],
      [millions, monthlyPrice.x],
    );
    return true;
  }

  // "how many would it need…", then "how many do they have now": the same count, of today.
  const countedBefore =
    /\bhow many\s+(?:(?:do|does|did|have|has|are there)\b[^.?!]*\b(?:now|today|currently|so far|yet|right now|already|at the moment)\b|(?:they|it|you) (?:got|have))/.test(
      q,
    ) && /\b(users|subscribers|subs|customers|members|listeners|shops|venues|households|downloads)\b/i.test(lastAsked);
  // "traction? subscribers, mrr": what the documents say of today, and plainly that they give no numbers.
  if (
    (countedBefore ||
      /\b(traction|mrr|arr|subscriber count|user count|paying (users|customers|subs|subscribers)|how many (users|subscribers|subs|customers|shops|venues|households))\b/.test(
        q,
      )) &&
    !/\b(year|yr)\s*\d\b/.test(q)
  ) {
    const state = sentences.find((x) =>
      /\b(is live|live with|in beta|in testing|in development|waitlist|early access)\b/i.test(x.x),
    );
    ctx.reply(
      [
        `The documents don't give a number for ${possessive(b.name)} subscribers, customers or revenue to date.`,
        ...(state ? [`What they say is that ${lead(state.x)}`] : []),
      ],
      state ? [state] : [],
    );
    return true;
  }

  // "is any of it recurring or all one-off gigs?": yes or no from the line that names recurring
  // revenue (not the projection's assumptions), else plainly that the documents don't say so.
  if (
    /\b(is|any|anything|are)\b[^.?!]*\brecurring\b|\brecurring\b[^.?!]*\bor\b/.test(q) &&
    !/\b(vs|versus|compared)\b/.test(q)
  ) {
    const recurring = sentences.filter((x) => /\brecurring\b/i.test(x.x));
    const line =
      recurring.find(
        (x) =>
          /\b(earns?|adds?|brings?|charges?|pays?|fee|subscription)\b/i.test(x.x) && !/\bprojection rests\b/i.test(x.x),
      ) ?? recurring[0];
    if (line) {
      const oneOff = sentences.find(
        (x) => x !== line && x.s === line.s && /\b(single|one-off|one off|per event|each event|booking)\b/i.test(x.x),
      );
      const both = oneOff !== undefined && /\bone[- ]off|gigs?\b/.test(q);
      ctx.reply([`${both ? "Partly" : "Yes"}: ${lead(line.x)}`, ...(both ? [oneOff.x] : [])], [line]);
      return true;
    }
  }

  // "Why now?": the documents make no case about timing; the nearest is the demand they describe.
  if (/\bwhy now\b|\bwhy (is )?this the right time\b|\bwhy (is )?the timing\b/.test(q)) {
    const market = inSection(/market/i)[0];
    ctx.reply(
      [
        "The documents don't argue the timing directly.",
        ...(market ? [`The nearest they come is the demand they describe: ${lead(market.x)}`] : []),
      ],
      market ? [market] : [],
    );
    return true;
  }

  // "What does that assume?" after a claim: the reason given beside it in the same section.
  if (
    /\b(what does (that|this|it) assume|assumes what|assuming what|what are the assumptions|based on what|what'?s that based on)\b/.test(
      q,
    )
  ) {
    const said = sentences.find((x) => ctx.lastReply.includes(x.x));
    const reason = said
      ? (sentences.find(
          (x) =>
            x.s === said.s &&
            x.x !== said.x &&
            /\b(because|rests on|based on|assum|as .+ grows|driven by|lower|reuse|reused)\b/i.test(x.x),
        ) ?? (/\bbecause\b/i.test(said.x) ? said : undefined))
      : sentences.find((x) => /\b(rests on|based on|assumes)\b/i.test(x.x));
    if (reason) {
      ctx.reply([reason === said ? `It rests on the reason given there: ${lead(reason.x)}` : reason.x], [reason]);
      return true;
    }
  }

  // "Whats the catch?", "bear case", "privacy risk?": the documents have no risk section, so what
  // they do say about the thing named, or the plain caveats an investor should weigh from them.
  if (
    /\b(catch|bear case|downsides?|risks?|risky|red flags?|what could go wrong|worst case|concerns?|weakness(es)?|exposed|exposure|(?:make|makes|making) (?:it|this|them) fail|could (?:it|this) fail|fail(?:s|ure)? (?:mode|scenario)s?|what (?:could|would|might) (?:kill|sink|derail) (?:it|this)|threats?)\b/.test(
      q,
    )
  ) {
    // Only the clause that asks about the risk: "what makes it different…, and isn't there a risk
    // people treat it like therapy?" is about therapy, not "different" or "from".
    const RISKY =
      /\b(catch|bear case|downsides?|risks?|risky|red flags?|what could go wrong|worst case|concerns?|weakness(es)?|exposed|exposure|(?:make|makes|making) (?:it|this|them) fail|could (?:it|this) fail|fail(?:s|ure)? (?:mode|scenario)s?|what (?:could|would|might) (?:kill|sink|derail) (?:it|this)|threats?)\b/;
    const clause = q.split(/[?;]|,\s*(?:and|but|also|plus)\s+/).find((c) => RISKY.test(c)) ?? q;
    const topic = aboutWords(clause).filter(
      (w) =>
        !STOPWORDS.has(w) &&
        !/^(catch|bear|case|downside|downsides|risk|risks|risky|flag|flags|worst|concern|concerns|weakness|weaknesses|biggest|main|exposed|exposure|here|there|any|from|isn|aren|like|people|treat|treats|use|uses|using|make|makes|making|fail|fails|failure|kill|sink|derail|threat|threats|scenario|mode|model|business|venture|company|investment|idea|plan|deal|thing|overall|really|actually)$/.test(
          w,
        ),
    );
    // The word itself or its plural ("customs" is not "customers"), in few of the documents'
    // sentences ("privacy", "licensing"), not in most of them ("couples", "music").
    const same = (h: string, t: string) => h === t || h === `${t}s` || `${h}s` === t || h === `${t}es`;
    const has = (x: DocSentence, t: string) => (x.x.toLowerCase().match(/[a-z]+/g) ?? []).some((h) => same(h, t));
    const rare = topic.filter((t) => {
      if (t.length < 4) return false;
      const df = sentences.filter((x) => has(x, t)).length;
      return df > 0 && df <= 5;
    });
    const related = sentences
      .map((x) => ({ x, n: rare.filter((t) => has(x, t)).length }))
      .filter((r) => r.n > 0)
      .sort((a, b) => b.n - a.n)
      .map((r) => r.x);
    if (related.length > 0) {
      const two = related.slice(0, 2);
      const named = rare.filter((t) => two.some((x) => has(x, t))).slice(0, 2);
      ctx.reply(
        [
          `The documents have no risk section, but they do address ${named.join(" and ")}: ${lead(two[0]!.x)}`,
          ...two.slice(1).map((x) => x.x),
        ],
        two,
      );
      return true;
    }
    if (
      rare.length === 0 ||
      /\b(catch|bear case|downsides?|red flags?|what could go wrong|worst case|weakness|fail|kill|sink|derail)\b/.test(
        q,
      )
    ) {
      const state = sentences.find((x) =>
        /\b(is live|live with|in beta|in testing|in development|waitlist|early access)\b/i.test(x.x),
      );
      const planned = yearClause(ctx, /\bpartner\w*\b/i);
      // What the projection rests on is what has to hold: the assumptions an investor tests first.
      const rests = sentences.find((x) => /\bprojection rests on\b/i.test(x.x));
      // "What are the risks?" is not answered with the projection: the caveats the documents imply.
      const lines = [
        "The documents don't cover risks as such, so I won't guess at them; here is what they give to weigh.",
        ...(state ? [`${state.x.charAt(0).toUpperCase()}${state.x.slice(1)}`] : []),
        "They give no revenue, customer or retention figures to date.",
        ...(rests ? [`${rests.x.replace(/\.$/, "")}: those are the assumptions to test.`] : []),
        ...(planned ? [`${planned.c.charAt(0).toUpperCase()}${planned.c.slice(1)}: a plan, not a signed deal.`] : []),
      ];
      ctx.reply(
        lines,
        [state, rests, planned].filter((x): x is DocSentence => Boolean(x)),
      );
      return true;
    }
  }

  // "a better bet than all the other wellness apps": a kind of rival, not a name; the edge claimed against it.
  const kindOfRival =
    /\b(?:better|different|stands? out|safer|smarter|beat|beats)\b[^?.]*?\b(?:other|existing|most|all the|the other|typical|regular|traditional|generic)\s+((?:[a-z-]+\s+){0,2}(?:apps?|tools?|services?|platforms?|products?|companies|startups?|ones|solutions?|options?|brands?|stores?|sites?|assistants?|bots?|chatbots?|businesses|ventures?|players?))\b/i.exec(
      message,
    );
  if (kindOfRival) {
    const kind = kindOfRival[1]!.toLowerCase().replace(/^other\s+/, "");
    const noun = kind.split(/\s+/).pop()!.replace(/s$/, "");
    const claims = [
      // A line set against that very kind ("a real difference from single-user wellness apps") first.
      ...sentences.filter(
        (x) =>
          new RegExp(`\\b${noun}`, "i").test(x.x) &&
          /\b(difference|different|unlike|rather than|instead of|other|single-\w+|most|generic|stands? out)\b/i.test(
            x.x,
          ),
      ),
      ...sentences.filter((x) => /\b(competitors?|separately|stands? out|unlike|instead of|where most)\b/i.test(x.x)),
      ...inSection(/competitive|advantage|different/i),
      ...inSection(/why|solid|invest/i),
    ];
    const claim = claims[0];
    if (claim) {
      const lines = withLeadIn(claim, (x) => /^(That|This|These|Those|It|Its|They|Such)\b/.test(x));
      ctx.reply(
        [
          `Against other ${kind}, the edge the documents claim is this: ${lines.map((x, i) => (i === 0 ? lead(x.x) : x.x)).join(" ")}`,
        ],
        lines,
      );
      return true;
    }
  }

  // "whats the angle vs calm / headspace": rivals the documents never name, then the edge they do claim.
  const versus =
    /\b(?:vs\.?|versus|compared (?:to|with)|against|better than|different (?:from|than)|diff(?:erent)? (?:from|than|to)|differ from)\s+(?:(?:just|simply|only|using|running|doing|like|a|an|the|me|us|myself|paying|paying for|buying|subscribing to|for)\s+)*([a-z][\w&.'-]*(?:\s*(?:\/|,|\bor\b|\band\b|&)\s*[a-z][\w&.'-]*){0,3})/i.exec(
      message,
    );
  if (versus) {
    const rivals = versus[1]!
      .split(/\s*(?:\/|,|\bor\b|\band\b|&)\s*/i)
      .map((x) => x.trim())
      .filter((x) => x.length > 1 && !/^(the|a|an|others?|them|competitors?|competition|incumbents?)$/i.test(x))
      // "casual sellers vs pros": customer groups compared, not a rival.
      .filter(
        (x) =>
          !/^(anything|something|everything|nothing|recurring|one-offs?|just|simply|only|using|running|doing|having|pros?|amateurs?|casual\w*|hobbyists?|sellers?|buyers?|users?|customers?|consumers?|individuals?|businesses|teams?|enterprises?|families|freelancers?|beginners?|experts?|b2b|b2c|subscriptions?|ads|free|paid|monthly|annual|yearly|year \d|last year|before|regular|normal|traditional|standard|ordinary|typical|usual|existing|other|others|old|basic|generic|plain|classic|conventional|cheap|cheaper|typical ones?|the rest)$/i.test(
            x,
          ),
      );
    // A rival is named when the documents write it as a name ("Calm", not "calm narration").
    const asName = (r: string) =>
      new RegExp(`\\b${r.charAt(0).toUpperCase()}${r.slice(1).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`);
    const unnamed = rivals.filter((r) => !sentences.some((x) => asName(r).test(x.x)));
    // What the documents set against others first ("where competitors sell them separately",
    // "existing store builders…", "stands out against general apps"), then the advantage sections.
    // ("whats the moat here vs just using chatgpt": the moat they write down first.)
    const moatAsked = /\b(moat|defensib\w*|hard to copy|competitive advantage)\b/i.test(message);
    const claims = [
      ...(moatAsked
        ? [
            ...inSection(/competitive|advantage|moat/i),
            ...sentences.filter((x) => /\b(moat|hard to copy|defensib\w*|harder to match|grows with use)\b/i.test(x.x)),
          ]
        : []),
      ...sentences.filter((x) => /\b(competitors?|separately|stands? out|unlike|instead of|where most)\b/i.test(x.x)),
      ...sentences.filter((x) =>
        /\b(existing \w+|general \w+|most \w+ (apps?|tools?|displays?|services?|builders?|stores?))\b/i.test(x.x),
      ),
      ...inSection(/competitive|advantage|different/i),
      // Otherwise a line that sets it against others ("assistants that forget", "most apps").
      ...sentences.filter((x) =>
        /\b(forget|forgets|generic|one-size|rather than|unlike|other (apps|assistants|tools|services)|most (apps|assistants|tools|people))\b/i.test(
          x.x,
        ),
      ),
      // Otherwise what it takes away or opens up ("removes all three", "usable by people who never…").
      ...sentences.filter((x) =>
        /\b(removes|without (?:a|an|any)|never (?:edited|used|coded|built)|guided|usable by|no (?:crew|experience|skills))\b/i.test(
          x.x,
        ),
      ),
      ...inSection(/why/i).filter((x) =>
        /\b(only|unlike|most|others?|instead|rather|stands?|edge|hard to copy)\b/i.test(x.x),
      ),
      ...sentences.filter((x) => /\b(advantage|apart)\b/i.test(x.x)),
    ];
    const claim = claims[0];
    if (unnamed.length > 0 && unnamed.length === rivals.length && claim) {
      const names = unnamed.map((r) => BRAND_CASE[r.toLowerCase()] ?? r.replace(/^\w/, (c) => c.toUpperCase()));
      // ("My Movie AI removes all three": said with the sentence that names the three.)
      const lines = withLeadIn(
        claim,
        (x) =>
          /\b(all (?:two|three|four|five)|both of|these|those)\b/i.test(x) ||
          /^(That|This|These|Those|It|Its|They|Such)\b/.test(x),
      );
      ctx.reply(
        [
          `The documents don't name ${joinAnd(names).replace(/ and ([^ ]+)$/, " or $1")}; the edge they claim is this: ${lines.map((x, i) => (i === 0 ? lead(x.x) : x.x)).join(" ")}`,
        ],
        lines,
      );
      return true;
    }
  }

  // "what if Sora makes this free", "what happens if chatgpt does this": a rival's move, the edge claimed.
  const threat = RIVAL_MOVE.exec(message);
  // "Whats the moat?": the advantage the documents claim, wherever they put it.
  if (
    threat ||
    /\b(moat|defensib\w*|hard to copy|copy it|copy this|copying|copies|copycats?|stop(ping|s)? (someone|others|anyone|a competitor|competitors)|competitive advantage|edge|replicate|clone (it|this)|ship this|build this)\b/.test(
      q,
    )
  ) {
    // Asked again ("why can't a big company just copy it?"): the next claim, not the same one.
    const claims = [
      ...inSection(/competitive|advantage/i),
      ...sentences.filter((x) =>
        /\b(advantage|hard to copy|moat|defensib\w*|grows with use|harder to match|would need)\b/i.test(x.x),
      ),
      // A rival's move with no moat written: what the documents set the product against, then
      // the line on where the technology is going and who it is made usable for.
      ...(threat
        ? [
            ...sentences.filter((x) =>
              /\b(competitors?|separately|stands? out|unlike|instead of|where most|rather than)\b/i.test(x.x),
            ),
            ...sentences.filter((x) => /\busable\b/i.test(x.x)),
            ...sentences.filter((x) => /\bimproves\b/i.test(x.x)),
            ...sentences.filter((x) => /\b(without (a|an|any)|never)\b/i.test(x.x)),
          ]
        : []),
    ];
    const claim = claims.find((x) => !ctx.lastReply.includes(x.x)) ?? claims[0];
    if (claim) {
      // "That growing body of data is an advantage": said with the sentence "that" points back to.
      const lines = withLeadIn(
        claim,
        (x) => /^(That|This|These|Those|It|They|Such)\b/.test(x) || /\bthat (technology|shift|change|trend)\b/.test(x),
      );
      // "why can't ebay just build this": the rival named is not in the documents; their edge is.
      const rival =
        threat?.[1] ??
        /\b(?:can'?t|cannot|couldn'?t|won'?t|wouldn'?t|what stops|what keeps)\s+([a-z][\w.&-]*(?:\s+(?!just\b)[a-z][\w.&-]*)?)\s+(?:just\s+)?(?:build|copy|clone|do|replicate|ship|make)\b/i.exec(
          message,
        )?.[1];
      const named =
        rival &&
        !/^(they|you|someone|anyone|others?|a|the|big|competitors?)\b/i.test(rival) &&
        !sentences.some((x) => x.x.toLowerCase().includes(rival.toLowerCase()))
          ? rival
          : undefined;
      const said = lines.map((x) => x.x);
      if (named)
        said[0] = `The documents don't compare it with ${BRAND_CASE[named.toLowerCase()] ?? named.replace(/^\w/, (c) => c.toUpperCase())} directly; the edge they claim is this: ${lead(said[0]!)}`;
      ctx.reply(said, lines);
      return true;
    }
  }

  // "If an item costs me $10, what does the customer pay?": the documents' markup applied.
  const markup = sentences.find((x) => /\b(\d{1,3})%\s*markup\b/i.test(x.x));
  const cost =
    /\$\s?(\d+(?:\.\d{1,2})?)\b/.exec(message) ?? /\b(\d+(?:\.\d{1,2})?)\s*(?:bucks|dollars|usd)\b/i.exec(message);
  if (
    markup &&
    cost &&
    /\b(pay|price|sell|sells|charge|retail|customer|mark ?up|markups|margins?|make|profit)\b/.test(q)
  ) {
    const pct = Number(/\b(\d{1,3})%\s*markup\b/i.exec(markup.x)![1]);
    const base = Number(cost[1]);
    const up = Math.round(base * pct) / 100;
    const price = Math.round((base + up) * 100) / 100;
    const fmt = (n: number) => `$${Number.isInteger(n) ? n : n.toFixed(2)}`;
    // "…and what's the gross margin": the markup's share of the price, worked out.
    const margin = Math.round((up / price) * 100);
    ctx.reply(
      [
        `At the documents' ${pct}% markup, an item that costs ${fmt(base)} is marked up ${fmt(up)} (${fmt(base)} × ${pct / 100} = ${fmt(up)}) so it sells for ${fmt(price)} (${fmt(base)} × ${(100 + pct) / 100} = ${fmt(price)}).`,
        ...(/\b(margins?|profit)\b/.test(q)
          ? [
              `That's a gross margin of about ${margin}% of the price (${fmt(up)} ÷ ${fmt(price)} ≈ ${margin}%), before the sourcing, shipping, duties and support the documents say the markup covers.`,
            ]
          : []),
      ],
      [markup],
    );
    return true;
  }

  // "How much of that goes to marketing?": the documents list uses, not a split.
  const share =
    /\bhow much\b.*\b(go(?:es|ing)?|spent|allocated|earmarked|set aside|put)\s+(?:in)?to(?:wards?)?\b|\bhow much of (that|it|this|the (money|funds|raise|investment))\b|\b(what|which) (percent(age)?|share|portion|split)\b|\bbreakdown\b/.test(
      q,
    ) ||
    // "what are the funds used for, roughly in percentages": the uses, asked as shares.
    (/\b(in |by |as )?(percent(ages?)?|%|shares|proportions)\b/.test(q) &&
      /\b(funds?|money|raise|investment|capital)\b/.test(q));
  // "what will a user pay to make a film": no price in the documents is said first, then how it earns.
  if (
    /\bwhat (?:will|would|do|does|is) (?:a |an |the |each )?(?:users?|customers?|people|subscribers?|creators?|venues?|shops?|clients?|members?|families|parents|couples|buyers?|it) (?:pay|cost|charge)\b|\bhow much (?:will|would|does|do|is) (?:it|they|users?|customers?|a subscription|a film|the app)\s*(?:cost|pay|charge)?\b/.test(
      q,
    ) &&
    !sentences.some((x) => /\$\s?\d/.test(x.x))
  ) {
    const model =
      inSection(/business model|revenue model|how .* (earns|makes money)/i)[0] ??
      sentences.find((x) => /\b(earns|revenue from|makes money|charges)\b/i.test(x.x));
    ctx.reply(
      [
        // ("what do shops pay": a price its public page states is public, said as the page's.)
        publicPrice(ctx.b) ? noPricesInDocuments(ctx.b) : "The documents give no prices, so I won't guess at one.",
        ...(model ? [`What they say about how it charges is that ${lead(model.x)}`] : []),
      ],
      model ? [model] : [],
    );
    return true;
  }
  // "what percentage of revenue goes to the creators?": a revenue share, stated or plainly not.
  if (
    /\brevenue[- ]shar\w*|\b(?:percentage|percent|share|portion|cut|split) of (?:the |its |their )?(?:revenue|sales|profits?|income|earnings|takings)\b/.test(
      q,
    )
  ) {
    const stated = sentences.find(
      (x) => /\d[\d.]*\s*%/.test(x.x) && /\b(share|commission|cut|split|take rate|payout|paid out|royalt)/i.test(x.x),
    );
    const model =
      inSection(/business model|revenue model|how .* (earns|makes money)/i)[0] ??
      sentences.find((x) => /\b(earns|revenue from|makes money|charges)\b/i.test(x.x));
    if (stated) ctx.reply([stated.x], [stated]);
    else
      ctx.reply(
        [
          "The documents don't describe a revenue share or give any percentage of revenue paid out.",
          ...(model ? [`What they say about revenue is that ${lead(model.x)}`] : []),
        ],
        model ? [model] : [],
      );
    return true;
  }
  // ("what percentage of revenue goes to creators": a share of the takings, not of the raise.)
  if (
    share &&
    !/\b(?:of|from) (?:the |its |their )?(?:revenue|sales|profits?|income|earnings|takings)\b|\brevenue[- ]shar\w*/.test(
      q,
    )
  ) {
    const funds = inSection(/funds/i);
    if (funds.length > 0) {
      const target = Object.keys(SPEND_ON).find((w) => new RegExp(`\\b${w}`).test(q));
      const hit = target ? funds.find((x) => SPEND_ON[target]!.test(x.x)) : undefined;
      const split = funds.find((x) => figure.test(x.x));
      if (split && !target) {
        ctx.reply([split.x], [split]);
        return true;
      }
      ctx.reply(
        [
          `The documents don't give a split of the funds${target ? ` or an amount for ${target}` : ""}.`,
          // (Every use the section names, so the list is whole: up to three of its sentences.)
          hit ? `What they say is that ${lead(hit.x)}` : `They name these uses: ${lead(funds[0]!.x)}`,
          ...(hit ? [] : funds.slice(1, 3).map((x) => x.x)),
        ],
        hit ? [hit] : funds.slice(0, 3),
      );
      return true;
    }
  }

  // "So when does it launch?", "when does it open to the public?": the stage, the year it is
  // planned for, and plainly that no date is given.
  if (
    /\bwhen\b.*\b(launch\w*|open\w*|go(es)? live|going live|available|release\w*|ship\w*|public|start\w*)\b|\blaunch (date|timing|timeline)\b|\brelease date\b|\bwhen can (people|users|customers|ppl) use\b/.test(
      q,
    ) &&
    !/\binvest(ing|ment)? (round|close|closes)\b/.test(q)
  ) {
    const status = STATUS[b.status] ?? b.status;
    // The clause for what was asked: "open to the public" is not the waitlist's early access.
    const planned =
      (/\bpublic|everyone\b/.test(q) ? yearClause(ctx, /\b(public|everyone)\b/i) : null) ??
      yearClause(ctx, /\b(launch\w*|opens?|public|release\w*|beta)\b/i);
    if (b.status === "live") {
      const live = sentences.find((x) => /\bis live|live with\b/i.test(x.x));
      ctx.reply([`${b.name} is already live.`, ...(live ? [live.x] : [])], live ? [live] : []);
      return true;
    }
    ctx.reply(
      [
        `${b.name} is ${status} now, and the documents give no launch date.`,
        ...(planned ? [`They plan it by year: ${lead(planned.c)}.`] : []),
      ],
      planned ? [planned] : [],
    );
    return true;
  }

  // "Why?" after a projection: what the documents say it rests on.
  const bareWhy =
    /^\s*(why|why so|why is that|why's that|how come|based on what|what'?s that based on|what is that based on|on what basis|says who|how so)\s*\??\s*$/.test(
      q,
    );
  if (
    (bareWhy && /\bYear \d|\bprojects?\b|\bmillions\b|\brevenue\b/i.test(ctx.lastReply)) ||
    /\b(assumptions?|based on|rests? on|drivers?|what drives)\b.*\b(projection|forecast|revenue|numbers|growth)\b/.test(
      q,
    )
  ) {
    const basis = sentences.find((x) => /\b(rests on|based on|driven by|assumes|assumption)\b/i.test(x.x));
    if (basis) {
      ctx.reply([basis.x], [basis]);
      return true;
    }
  }

  // "What's the gross margin?": a margin figure only if the documents state one; else the markup they do.
  if (/\bmargins?\b/.test(q)) {
    const stated = sentences.find((x) => /\d[\d.]*\s*%\s*(gross |net |profit |operating )?margin/i.test(x.x));
    if (stated) {
      ctx.reply([stated.x], [stated]);
      return true;
    }
    const markup = sentences.find((x) => /\bmarkup\b/i.test(x.x) && figure.test(x.x));
    const named = sentences.find((x) => /\bmargins?\b/i.test(x.x));
    if (!markup && named) {
      ctx.reply(["The documents give no margin figure.", `What they say is that ${lead(named.x)}`], [named]);
      return true;
    }
    if (markup) {
      // "what's the gross margin?": a markup's share of the price, worked out from it.
      const pct = Number(/\b(\d{1,3})%\s*markup\b/i.exec(markup.x)?.[1] ?? NaN);
      const share = Math.round((pct / (100 + pct)) * 100);
      ctx.reply(
        [
          `The documents don't give a margin figure; the one they give is the markup: ${lead(markup.x)}`,
          ...(Number.isFinite(pct)
            ? [
                `A ${pct}% markup is a gross margin of about ${share}% of the selling price (${pct} ÷ ${100 + pct} ≈ ${share}%), before those costs.`,
              ]
            : []),
        ],
        [markup],
      );
      return true;
    }
    // "whats the gross margin once you pay for rendering": no margin at all, said plainly, with the
    // line on the cost named if there is one.
    const costWords = aboutWords(q).filter(
      (w) =>
        !/^(margin|gross|net|pay|paid|once|after|whats|what|per|each|venue|venues|unit|units|customer|order)/.test(w),
    );
    // ("gross margins per venue", no cost named: how it earns, from the business model, is nearest.)
    const near =
      sentences.find((x) => costWords.some((w) => x.x.toLowerCase().includes(w.slice(0, Math.max(4, w.length - 2))))) ??
      inSection(/business model|revenue model|how .* (earns|makes money)/i)[0];
    ctx.reply(
      near
        ? [
            "The documents give no margin figure, so I won't guess.",
            `What they say nearest to it is that ${lead(near.x)}`,
          ]
        : ["The documents give no margin figure, so I won't guess."],
      near ? [near] : [],
    );
    return true;
  }

  // "What does the subscription cost?", "how much are the film credits?": a price, when given.
  const priceAsked =
    (/\b(price|prices|priced|pricing|how much (is|are|do|does|will))\b|\bwhat do (users|customers|shops|people|they|venues|subscribers|sellers|couples|families|households|members|listeners|learners) pay\b|\bwhat (does|do|will) .*\bcost\b|\bcosts? (users?|customers?|subscribers?|people|a month|per)\b/.test(
      q,
    ) ||
      /^\W*(and )?(the )?(price|cost)\W*$/.test(q)) &&
    !/\b(rais\w*|valuation|invest\w*|funds?|minimum|cac|acquisition|shipping|costs? (go|goes|rise|rises|went)|cost of)\b/.test(
      q,
    );
  if (priceAsked) {
    const priced = sentences.filter((x) => /\$\s?\d/.test(x.x));
    const modelSaid = inSection(/business model|revenue model/i).some((x) => ctx.lastReply.includes(x.x));
    // "pricing per appraisal?": the line of the model that names what is priced, first.
    const asked = aboutWords(q).filter((w) => !/^(pric|cost|how|much)/.test(w));
    const model = (modelSaid ? [] : inSection(/business model|revenue model/i)).sort(
      (a, c) =>
        asked.filter((w) => c.x.toLowerCase().includes(w.slice(0, Math.max(4, w.length - 2)))).length -
        asked.filter((w) => a.x.toLowerCase().includes(w.slice(0, Math.max(4, w.length - 2)))).length,
    );
    if (priced.length > 0) {
      const best = priced.find((x) => /business model/i.test(x.s.heading)) ?? priced[0]!;
      ctx.reply([best.x], [best]);
      return true;
    }
    // "pricing?": the public page's price, said as the public page's, when the documents give none.
    ctx.reply(
      [noPricesInDocuments(b), ...(model[0] ? [`What they say is that ${lead(model[0].x)}`] : [])],
      model[0] ? [model[0]] : [],
    );
    return true;
  }

  // "How big is the market?": a size only if the documents put a number on it.
  if (/\b(how (big|large)|size|sized|tam|sam|som)\b.*\bmarket\b|\bmarket (size|sizing)\b|\btam\b/.test(q)) {
    const market = inSection(/market/i);
    const sized = market.find((x) => figure.test(x.x));
    if (sized) {
      ctx.reply([sized.x], [sized]);
      return true;
    }
    if (market[0]) {
      ctx.reply(
        ["The documents don't put a size or a number on the market.", `What they say is that ${lead(market[0].x)}`],
        [market[0]],
      );
      return true;
    }
  }

  // "chatgpt is basically free, why would anyone pay for this": the documents' case against a
  // general chatbot, where they make one.
  if (
    /\b(chat ?gpt|gpt|claude|gemini|free (ai|chatbots?|tools?|alternatives?)|general (ai|chat ?bots?)|chat ?bots?)\b/.test(
      q,
    ) &&
    /\bwhy\b[^?.!]*\b(pay|use|buy|choose|switch|subscribe)\b|\bwhat'?s the point\b|\bwhy not just\b/.test(q)
  ) {
    // (The problem they state first, "…start every conversation from a blank box", then the rest.)
    const states = (x: DocSentence) => (/\bproblem\b/i.test(x.s.heading) ? 0 : 1);
    const against = sentences
      .filter((x) => /\b(general )?chat ?bots?\b|\bblank box\b|\bprompt\w*\b/i.test(x.x))
      .sort((a, b) => states(a) - states(b));
    if (against.length > 0) {
      const two = against.slice(0, 2);
      ctx.reply([`Their case against a general chatbot: ${lead(two[0]!.x)}`, ...two.slice(1).map((x) => x.x)], two);
      return true;
    }
  }

  // "Who are the competitors?": the documents compare, but name no competitor.
  if (/\b(competitors?|competition|rivals?|who else)\b/.test(q) && !/\b(advantage|edge|moat|different)\b/.test(q)) {
    const against =
      sentences.find((x) => /\bcompetitors?\b|\brivals?\b|\bwhere most\b/i.test(x.x)) ??
      inSection(/competitive|advantage/i)[0] ??
      // No comparison at all: the advantage they claim is what they set against anyone else.
      sentences.find((x) => /\b(advantage|hard to copy|moat|grows with use|harder to match)\b/i.test(x.x));
    if (against) {
      // "A competitor would need both … to match it": what "it" is comes from the sentence before.
      const at = sentences.indexOf(against);
      const before =
        at > 0 && sentences[at - 1]!.s === against.s && /\b(it|this|that|these|those|them)\b/i.test(against.x)
          ? sentences[at - 1]
          : undefined;
      const said = before ? `${before.x} ${against.x}` : against.x;
      // (A claim with a colon of its own is said as its own sentence: one colon a sentence.)
      ctx.reply(
        [
          "The documents don't name competitors.",
          said.includes(":")
            ? `Here is how they set ${b.name} apart. ${said.charAt(0).toUpperCase()}${said.slice(1)}`
            : `They set ${b.name} apart like this: ${lead(said)}`,
        ],
        [against],
      );
      return true;
    }
  }

  // "Revenue for 2026?": the documents count Year 1 to Year 3, not calendar years.
  const calendar = /\b(20[2-4]\d)\b/.exec(q);
  if (
    calendar &&
    /\b(revenue|sales|projection|projecting|forecast|expect|make|earn|users|customers|profit)\b/.test(q)
  ) {
    const headline = sentences.find((x) => figure.test(x.x) && /\bYear\b/.test(x.x));
    ctx.reply(
      [
        `The documents project by Year 1 to Year 3 from launch, not by calendar year, so there's no figure for ${calendar[1]}.`,
        ...(headline ? [`The one figure they give is that ${lead(headline.x)}`] : []),
      ],
      headline ? [headline] : [],
    );
    return true;
  }

  // "Give me the pitch", "is this a good investment?": the documents' case, in brief, and whose it is.
  if (
    /\b(pitch|elevator|in a nutshell|sum (it )?up|summari[sz]e|tl;?dr|good investment|worth investing|should i invest|bull case|investment case|why invest|the story|whats the story|what's the story|the thesis|the idea here|big idea|why (would|will|should) (this|it) work|give me the gist|the gist|quick rundown|the rundown)\b/.test(
      q,
    )
  ) {
    const why = inSection(/solid investment|investment case|why/i);
    const overview = inSection(/overview/i);
    const headline = sentences.find((x) => figure.test(x.x) && /\bYear\b/.test(x.x));
    const lines = [...(why.length ? why.slice(0, 2) : overview.slice(0, 2))];
    if (lines.length > 0) {
      const said = [
        /good investment|worth investing|should i invest/.test(q)
          ? `That's your call to make, but here is the documents' case: ${lead(lines[0]!.x)}`
          : lines[0]!.x,
        ...lines.slice(1).map((x) => x.x),
        ...(headline && !lines.includes(headline) ? [headline.x] : []),
      ];
      ctx.reply(said.slice(0, 3), [...lines, ...(headline ? [headline] : [])]);
      return true;
    }
  }
  return false;
}

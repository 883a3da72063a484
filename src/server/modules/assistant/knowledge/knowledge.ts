import type { BusinessContent } from "../../../../shared/business.ts";
import type { BlogPost } from "../../../../shared/blog.ts";
import type { InvestorDocument } from "../../../../shared/investor.ts";
import type { Offers } from "../../../../shared/offers.ts";
import type { DemoPage, HomePage, ServicePage, TrialPage } from "../../../../shared/pages.ts";
import type { SiteConfig } from "../../../../shared/site-config.ts";
import type { ChatSource } from "../../chat-logs/chat-logs.repository.ts";
import { agentFactLine, offerFactLine, planFactLine, trialFactLine } from "./fact-text.ts";
import type { Passage } from "./knowledge.types.ts";
import type { Objection } from "./objections.ts";

export type ToolItem = HomePage["tools"]["items"][number];

export interface BusinessFact {
  slug: string;
  name: string;
  status: BusinessContent["status"];
  description: string;
  fullDescription: string | null;
  websiteUrl: string | null;
  aliases: string[];
  source: ChatSource;
  investorEnabled: boolean;
  /** Investor documents (private: only for a visitor who unlocked the portal). */
  documents: InvestorDocument[];
  category: BusinessContent["category"];
  /** Public text of the business's own product page, when it has one (Business AI Wiz). */
  productPage: string | null;
  /** Left out of the Businesses grid (its page still answers): not counted in the list of ventures. */
  hiddenFromGrid: boolean;
}

export interface FaqFact {
  question: string;
  answer: string;
  source: ChatSource;
}

/**
 * Everything the assistant knows, read from the same content the pages render. Prices and limits
 * stay structured (`offers`) so answers that quote them are built from fields; prose (FAQ, blog,
 * legal, business and investor texts) becomes passages for the search index.
 */
export interface Knowledge {
  site: SiteConfig;
  offers: Offers;
  tools: { intro: string; items: ToolItem[] };
  /** What an AI twin is, as the home page explains it. */
  twinIntro: string;
  /** The tools the agents work with, as the home page lists them. */
  integrations: string[];
  /** Concerns business owners raise, with a salesperson's answer from the site's content. */
  objections: Objection[];
  /** The industries the home page names, each with what an agent does there. */
  industries: { name: string; example: string }[];
  /** What an agent does at the front desk, as the home page's "why" and features say it, by title. */
  frontDesk: { title: string; body: string }[];
  businesses: BusinessFact[];
  faqs: FaqFact[];
  blog: Pick<BlogPost, "slug" | "title" | "excerpt" | "category" | "seo">[];
  passages: Passage[];
  /** Effective dates of the legal texts, as they state them. */
  legalDates: { terms: string; privacy: string };
  sources: {
    agents: ChatSource;
    trial: ChatSource;
    build: ChatSource;
    tools: ChatSource;
    contact: ChatSource;
    about: ChatSource;
    setup: ChatSource;
    terms: ChatSource;
    privacy: ChatSource;
  };
}

export interface KnowledgeInput {
  site: SiteConfig;
  offers: Offers;
  home: HomePage;
  service: ServicePage;
  trial: TrialPage;
  businesses: BusinessContent[];
  blog: BlogPost[];
  legal: { terms: string; privacy: string };
  investor: ReadonlyMap<string, InvestorDocument[]>;
  /** Product pages that belong to a business (the slug's own route renders them). */
  productPages: { slug: string; page: DemoPage }[];
  objections?: Objection[];
}

/** Text of rendered HTML, for indexing: tags dropped, entities the renderer emits decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

/** Splits a Markdown or plain text into its `## ` sections, each with its heading. */
function markdownSections(markdown: string): { heading: string; text: string }[] {
  const out: { heading: string; text: string }[] = [];
  let heading = "";
  let lines: string[] = [];
  const flush = () => {
    const text = lines
      .join(" ")
      .replace(/[#*_`>]/g, "")
      .replace(/\s+/g, " ")
      .trim();
    if (text) out.push({ heading, text });
  };
  for (const line of markdown.split("\n")) {
    const m = /^#{1,3}\s+(.*)$/.exec(line);
    const bullet = /^\s*[-*]\s+(.*)$/.exec(line);
    if (bullet) {
      // A list item is a sentence of its own, so an answer can quote just the one that fits.
      const item = bullet[1]!.trim().replace(/[;,]?\s*(and|or)?$/, "");
      lines.push(/[.!?:]$/.test(item) ? item : `${item}.`);
    } else if (m) {
      flush();
      heading = m[1]!.replace(/^\d+\.\s*/, "").trim();
      lines = [];
    } else lines.push(line);
  }
  flush();
  return out;
}

/** Every string of a page section, in order, as one text (icons and ids left out). */
function flattenText(value: unknown): string {
  const out: string[] = [];
  const walk = (v: unknown, key = "") => {
    if (typeof v === "string") {
      if (key !== "icon" && key !== "id" && !v.startsWith("/")) out.push(/[.!?:]$/.test(v) ? v : `${v}.`);
    } else if (Array.isArray(v)) v.forEach((x) => walk(x));
    else if (v && typeof v === "object") for (const [k, x] of Object.entries(v)) walk(x, k);
  };
  walk(value);
  return out.join(" ");
}

function productPageText(page: DemoPage | undefined): string | null {
  if (!page) return null;
  const r = page.chat.replies;
  return [
    page.meta.description,
    page.hero.intro,
    // ("Chat that knows your catalog: shoppers ask…": one sentence, one full stop.)
    ...page.features.map(
      (f) => `${f.title}: ${f.body.charAt(0).toLowerCase()}${f.body.slice(1).replace(/[.!?]\s*$/, "")}.`,
    ),
    r.price,
    r.storefront,
  ].join(" ");
}

export function buildKnowledge(input: KnowledgeInput): Knowledge {
  const { site, offers, home, service, trial } = input;
  const sources: Knowledge["sources"] = {
    agents: { title: "AI Reception Agents: pricing", url: "/services/ai-reception-agents#pricing" },
    trial: { title: `Free ${offers.trial.days}-Day AI Twin Trial`, url: "/start-trial" },
    build: { title: "Website and app builds", url: "/#build" },
    tools: { title: "Invite-only tools", url: "/#tools-heading" },
    contact: { title: `Contact ${site.companyName}`, url: "/#contact" },
    about: { title: `About ${site.companyName}`, url: "/businesses#about" },
    setup: { title: "AI Reception Agents: FAQ", url: "/services/ai-reception-agents#faq-heading" },
    terms: { title: "Terms of Service", url: "/terms" },
    privacy: { title: "Privacy Policy", url: "/privacy" },
  };

  const faqs: FaqFact[] = [
    ...home.faq.map((f) => ({ ...f, source: { title: "Frequently asked questions", url: "/#faq-heading" } })),
    ...service.faq.map((f) => ({ ...f, source: sources.setup })),
    ...trial.faq.map((f) => ({ ...f, source: { title: "Free trial: FAQ", url: "/start-trial#faq-heading" } })),
  ];

  const businesses: BusinessFact[] = input.businesses.map((b) => ({
    slug: b.slug,
    name: b.name,
    status: b.status,
    description: b.description,
    fullDescription: b.fullDescription ?? null,
    websiteUrl: b.status === "live" ? (b.websiteUrl ?? null) : null,
    aliases: b.aliases,
    // A business with its own product page (Business AI Wiz) is cited there: /business/{slug} redirects to it.
    source: {
      title: b.name,
      url: input.productPages.some((p) => p.slug === b.slug) ? `/${b.slug}` : `/business/${b.slug}`,
    },
    investorEnabled: b.investor?.enabled ?? false,
    documents: input.investor.get(b.slug) ?? [],
    category: b.category,
    productPage: productPageText(input.productPages.find((p) => p.slug === b.slug)?.page),
    hiddenFromGrid: b.hiddenFromGrid ?? false,
  }));

  const passages: Passage[] = [];
  const add = (p: Omit<Passage, "keywords"> & { keywords?: string[] }) => passages.push({ keywords: [], ...p });

  for (const a of offers.agents) {
    add({
      id: `agent-${a.id}`,
      kind: "agent",
      title: a.name,
      text: `${agentFactLine(a)} ${a.features.join(". ")}.`,
      source: sources.agents,
      keywords: a.aliases,
    });
  }
  add({
    id: "trial",
    kind: "trial",
    title: offers.trial.serviceName,
    text: trialFactLine(offers),
    source: sources.trial,
    keywords: ["trial", "ai twin", "free"],
  });
  for (const p of offers.buildPlans) {
    add({
      id: `plan-${p.id}`,
      kind: "build-plan",
      title: p.name,
      text: planFactLine(p),
      source: sources.build,
      keywords: p.aliases,
    });
  }
  add({
    id: "offer",
    kind: "offer",
    title: "Setup, launch pricing and payment plans",
    text: offerFactLine(offers),
    source: sources.agents,
    keywords: ["discount", "payment plan", "setup time"],
  });

  faqs.forEach((f, i) => add({ id: `faq-${i}`, kind: "faq", title: f.question, text: f.answer, source: f.source }));
  for (const b of businesses) {
    add({
      id: `business-${b.slug}`,
      kind: "business",
      title: b.name,
      text: [namedDescription(b.name, b.description), b.fullDescription, b.productPage].filter(Boolean).join(" "),
      source: b.source,
      keywords: [b.slug.replace(/-/g, " "), ...b.aliases.map((a) => a.replace(/-/g, " "))],
      businessSlug: b.slug,
    });
    for (const doc of b.documents) {
      for (const [i, section] of doc.sections.entries()) {
        add({
          id: `investor-${b.slug}-${doc.id}-${i}`,
          kind: "investor",
          title: `${b.name}: ${doc.title}, ${section.heading}`,
          text: section.paragraphs.join(" "),
          source: {
            title: `${b.name} investor portal: ${doc.title}, page ${section.page}`,
            url: `/investor/${b.slug}`,
          },
          keywords: [b.name, doc.title, section.heading],
          businessSlug: b.slug,
          document: { id: doc.id, title: doc.title, page: section.page },
          private: true,
        });
      }
    }
  }
  for (const post of input.blog) {
    const source = { title: post.title, url: `/blog/post/${post.slug}` };
    add({
      id: `blog-${post.slug}`,
      kind: "blog",
      title: post.title,
      text: `${post.excerpt} ${post.seo.description}`,
      source,
      keywords: [post.category, ...post.seo.keywords],
    });
    // Each section of the post on its own, so a question about a detail finds the part that says it.
    post.html
      .split(/<h2[^>]*>/)
      .slice(1)
      .forEach((chunk, i) => {
        const [heading = "", body = ""] = chunk.split(/<\/h2>/);
        add({
          id: `blog-${post.slug}-${i + 1}`,
          kind: "blog",
          title: `${post.title}: ${htmlToText(heading)}`,
          text: htmlToText(body),
          source,
        });
      });
  }
  for (const [kind, text] of Object.entries(input.legal) as ["terms" | "privacy", string][]) {
    markdownSections(text).forEach((s, i) =>
      add({
        id: `legal-${kind}-${i}`,
        kind: "legal",
        title: `${sources[kind].title}${s.heading ? `: ${s.heading}` : ""}`,
        text: s.text,
        source: sources[kind],
      }),
    );
  }
  // What the pages say besides prices and FAQs: features, integrations, steps, industries.
  const sections: [string, string, unknown, ChatSource][] = [
    ["home-why", home.whyItWorks.title, home.whyItWorks, { title: home.whyItWorks.title, url: "/#solutions" }],
    ["home-features", home.features.title, home.features, { title: home.features.title, url: "/#features" }],
    ["home-steps", home.steps.title, home.steps, { title: home.steps.title, url: "/#features" }],
    [
      "home-industries",
      home.industries.title,
      home.industries,
      { title: home.industries.title, url: "/#industries-heading" },
    ],
    ["home-twin", home.twin.title, home.twin, { title: home.twin.title, url: "/#twin-heading" }],
    ["home-build", home.build.title, home.build, sources.build],
    [
      "service-steps",
      `${service.hero.title}: how it works`,
      { hero: service.hero, steps: service.steps },
      { title: "AI Reception Agents: how it works", url: "/services/ai-reception-agents#how-heading" },
    ],
    ["trial-steps", trial.hero.title, { hero: trial.hero, steps: trial.steps }, sources.trial],
  ];
  for (const [id, title, value, source] of sections) {
    add({ id, kind: "page", title, text: flattenText(value), source });
  }
  for (const t of home.tools.items) {
    add({
      id: `tool-${t.id}`,
      kind: "tool",
      title: t.name,
      text: `${t.name}: ${t.tagline}. ${t.description} ${home.tools.intro}`,
      source: sources.tools,
      keywords: [t.id.replace(/-/g, " ")],
    });
  }
  add({
    id: "company",
    kind: "company",
    title: `About ${site.companyName}`,
    text: [
      site.description,
      ...site.about.paragraphs,
      `${site.founder.name}, ${site.founder.title}. ${site.founder.bio}`,
    ].join(" "),
    source: sources.about,
    keywords: ["about", "company", "founder", "who"],
  });
  add({
    id: "contact",
    kind: "contact",
    title: home.contact.title,
    text: `${home.contact.intro} E-mail ${site.email}, phone ${site.phone}.`,
    source: sources.contact,
    keywords: ["contact", "email", "phone", "call", "talk", "person", "book"],
  });

  return {
    site,
    offers,
    tools: { intro: home.tools.intro, items: home.tools.items },
    twinIntro: home.twin.intro,
    integrations: home.features.integrations,
    objections: input.objections ?? [],
    industries: home.industries.items.map((i) => ({ name: i.name, example: i.example })),
    frontDesk: [...home.whyItWorks.points, ...home.features.items].map((i) => ({ title: i.title, body: i.body })),
    businesses,
    faqs,
    blog: input.blog.map((p) => ({
      slug: p.slug,
      title: p.title,
      excerpt: p.excerpt,
      category: p.category,
      seo: p.seo,
    })),
    passages,
    legalDates: {
      terms: /^Effective date:\s*(.+)$/m.exec(input.legal.terms)?.[1]?.trim() ?? "",
      privacy: /^Effective date:\s*(.+)$/m.exec(input.legal.privacy)?.[1]?.trim() ?? "",
    },
    sources,
  };
}

/**
 * A venture's card line as a sentence that names it, so a passage quoted alone still says what it
 * is about: "A subscription marketplace of…" → "The Subs AI is a subscription marketplace of…",
 * "Holographic avatar experiences for…" → "Holo World offers holographic avatar experiences for…".
 */
export function namedDescription(name: string, description: string): string {
  const first = name
    .replace(/^the\s+/i, "")
    .split(/\s+/)[0]!
    .toLowerCase();
  const opening = description.split(/(?<=[.!?])\s/)[0] ?? "";
  const named = new RegExp(`\\b${first.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`, "i").test(opening);
  if (named || /^(turn|get|make|build|create|find|meet|try)\b/i.test(opening)) return description;
  const lower = description.charAt(0).toLowerCase() + description.slice(1);
  // ("AI DJ and VJ sets…": an acronym keeps its capitals.)
  const rest = /^[A-Z]{2}/.test(description) ? description : lower;
  return /^(a|an)\s/i.test(description) ? `${name} is ${rest}` : `${name} offers ${rest}`;
}

import { z } from "zod";
import { ICON_NAMES } from "./business.ts";
import { DEMO_CHAT_KEYWORDS } from "./demo-chat.ts";

const text = (max: number) => z.string().trim().min(1).max(max);
const faqSchema = z.array(z.strictObject({ question: text(160), answer: text(800) }));

/** content/pages/trial.json; `{tokens}` are filled from content/offers.json. */
export const trialPageSchema = z.strictObject({
  meta: z.strictObject({ title: text(80), description: text(200) }),
  hero: z.strictObject({
    badge: text(40),
    title: text(120),
    intro: text(500),
    inclusions: z.array(text(120)).length(6),
  }),
  steps: z.array(z.strictObject({ title: text(60), body: text(300) })).length(3),
  ready: z.strictObject({ title: text(80), body: text(300), button: text(60) }),
  phone: z.strictObject({ title: text(80), body: text(300) }),
  faq: faqSchema.length(4),
});
export type TrialPage = z.infer<typeof trialPageSchema>;

const iconName = z.enum(ICON_NAMES);
const iconItem = z.strictObject({ icon: iconName, title: text(80), body: text(300) });

/**
 * A sample call with an AI reception agent, drawn as a product illustration (the home and service
 * heroes) and printed as a transcript: who speaks, what they say, and what the agent did meanwhile.
 */
export const sampleCallSchema = z.strictObject({
  /** The agent's name and role on the call card: "Aurora · AI receptionist". */
  agent: text(60),
  /** The business the caller rang. */
  business: text(60),
  /** The call's running time on the card: "00:42". */
  elapsed: z.string().regex(/^\d{2}:\d{2}$/, "must be mm:ss"),
  lines: z
    .array(
      z.strictObject({
        speaker: z.enum(["agent", "caller"]),
        /** When it was said, from the start of the call: "0:07". */
        at: z.string().regex(/^\d{1,2}:\d{2}$/, "must be m:ss"),
        text: text(240),
        /** What the agent did at that moment (checked the calendar, sent a text), if anything. */
        action: text(80).optional(),
      }),
    )
    .min(2)
    .max(12),
  /** The line under the card: what the call ended with. */
  outcome: text(120),
});
export type SampleCall = z.infer<typeof sampleCallSchema>;

/** content/pages/home.json: the home page's copy; numbers come from offers through `{tokens}`. */
export const homePageSchema = z.strictObject({
  meta: z.strictObject({ title: text(80), description: text(200) }),
  hero: z.strictObject({
    eyebrow: text(60),
    title: text(80),
    highlight: text(60),
    intro: text(400),
    proofPoints: z.array(text(80)).length(3),
    /** The call drawn beside the hero (its first four lines). */
    call: sampleCallSchema,
  }),
  whyItWorks: z.strictObject({ title: text(100), intro: text(400), points: z.array(iconItem).min(3).max(6) }),
  pricing: z.strictObject({ eyebrow: text(40), title: text(100), intro: text(400), note: text(300) }),
  features: z.strictObject({
    title: text(100),
    intro: text(400),
    items: z.array(iconItem).length(6),
    integrationsTitle: text(100),
    integrations: z.array(text(40)).min(8).max(16),
  }),
  steps: z.strictObject({
    title: text(100),
    items: z.array(z.strictObject({ title: text(60), body: text(300) })).length(3),
  }),
  industries: z.strictObject({
    title: text(100),
    intro: text(400),
    items: z
      .array(z.strictObject({ icon: iconName, name: text(40), example: text(200) }))
      .min(6)
      .max(8),
  }),
  twin: z.strictObject({
    eyebrow: text(40),
    title: text(100),
    intro: text(400),
    included: z.array(text(120)).min(4).max(8),
    ctaLabel: text(40),
  }),
  tools: z.strictObject({
    title: text(100),
    intro: text(400),
    items: z
      .array(
        z.strictObject({
          id: z.enum(["aurora-ai", "max-ai", "hid-store", "maxi-chat"]),
          name: text(40),
          tagline: text(80),
          description: text(300),
          /** Tools with a public demo link to it, besides Request Access. */
          demoPath: z
            .string()
            .regex(/^\/[a-z0-9/-]*$/)
            .optional(),
        }),
      )
      .length(4),
  }),
  faq: z
    .array(z.strictObject({ question: text(160), answer: text(800) }))
    .min(5)
    .max(8),
  build: z.strictObject({ eyebrow: text(40), title: text(100), intro: text(400), note: text(300) }),
  contact: z.strictObject({ title: text(100), intro: text(400) }),
});
export type HomePage = z.infer<typeof homePageSchema>;

/** content/pages/ai-reception-agents.json: the service page. */
export const servicePageSchema = z.strictObject({
  meta: z.strictObject({ title: text(80), description: text(200) }),
  hero: z.strictObject({ eyebrow: text(60), title: text(100), intro: text(400) }),
  /** What a business gets from an agent. */
  outcomes: z.strictObject({ title: text(100), intro: text(400), items: z.array(iconItem).length(4) }),
  /** A whole sample call, line by line; the hero draws its first lines. */
  transcript: z.strictObject({ title: text(100), intro: text(400), call: sampleCallSchema }),
  /** The intro above the integrations (the list itself is the home page's). */
  integrations: z.strictObject({ intro: text(300) }),
  steps: z.array(z.strictObject({ title: text(60), body: text(300) })).length(5),
  pricing: z.strictObject({ title: text(100), intro: text(400) }),
  faq: z
    .array(z.strictObject({ question: text(160), answer: text(800) }))
    .min(4)
    .max(8),
  closing: z.strictObject({ title: text(100), body: text(300) }),
});
export type ServicePage = z.infer<typeof servicePageSchema>;

/** content/pages/business-ai-wiz.json: the /rappy-customer-ai demo page and its scripted chat. */
export const demoPageSchema = z.strictObject({
  meta: z.strictObject({ title: text(80), description: text(200) }),
  hero: z.strictObject({ eyebrow: text(60), title: text(100), intro: text(400) }),
  features: z.array(iconItem).min(3).max(6),
  implementation: z.strictObject({ title: text(100), steps: z.array(text(200)).min(3).max(8) }),
  investors: z.strictObject({ title: text(100), body: text(300) }),
  chat: z.strictObject({
    title: text(60),
    greeting: text(400),
    placeholder: text(80),
    suggestions: z.array(text(60)).min(2).max(6),
    replies: z.strictObject(
      Object.fromEntries(DEMO_CHAT_KEYWORDS.map((k) => [k, text(600)])) as Record<
        (typeof DEMO_CHAT_KEYWORDS)[number],
        ReturnType<typeof text>
      >,
    ),
    fallback: text(600),
  }),
});
export type DemoPage = z.infer<typeof demoPageSchema>;

/** A path on this site, with an optional #anchor: "/", "/#contact". */
const sitePath = z.string().regex(/^\/[a-z0-9/-]*(?:#[a-z0-9-]+)?$/, "must be a site path such as / or /#contact");
/** A file the media script (scripts/media/make-media.ts) makes under public/media/personas. */
const personaMedia = (ext: string) =>
  z.string().regex(new RegExp(`^/media/personas/[a-z0-9-]+\\.${ext}$`), `must be a /media/personas/*.${ext} file`);
const siteLink = z.strictObject({ label: text(40), href: sitePath });
/** "Learn More" as the spec labels it, plus words for screen readers and search engines saying where it leads. */
const learnMoreLink = siteLink.extend({ hint: text(60) });

/** What every persona demo page has: copy, the demo badge, the experience list and sample prompts. */
const personaDemoBase = {
  meta: z.strictObject({ title: text(80), description: text(200) }),
  badge: text(30),
  hero: z.strictObject({ eyebrow: text(60), title: text(100), intro: text(400) }),
  /** The persona's portrait (SVG) shown beside the hero. */
  poster: personaMedia("svg"),
  experience: z.strictObject({ title: text(60), items: z.array(iconItem).min(4).max(6) }),
  prompts: z.strictObject({ title: text(60), intro: text(200), items: z.array(text(80)).min(3).max(5) }),
  closing: z.strictObject({ title: text(100), body: text(400) }),
  learnMore: learnMoreLink,
};

/** Aurora's and Max's demo pages: a floating chat, a launch button and a strategy-call e-mail. */
export const salesDemoPageSchema = z.strictObject({
  ...personaDemoBase,
  launchLabel: text(40),
  /** Opens the visitor's mail app to the site's address with this subject. */
  strategyCall: z.strictObject({ label: text(40), subject: text(120) }),
});
export type SalesDemoPage = z.infer<typeof salesDemoPageSchema>;

/** One clip of the AI twin's video avatar; the media script makes the three files. */
export const avatarClipSchema = z.strictObject({
  label: text(40),
  title: text(80),
  description: text(200),
  /**
   * What the twin says in the clip, one sentence an entry: the media script speaks each with the
   * embedded preview voice and burns it in as a caption while it is said.
   */
  narration: z.array(text(120)).min(2).max(8),
  src: personaMedia("mp4"),
  srcWebm: personaMedia("webm"),
  poster: personaMedia("webp"),
});
export type AvatarClip = z.infer<typeof avatarClipSchema>;

/** The AI twin demo page (/ai-twin-demo): two avatar clips, a chat panel and pricing links. */
export const twinDemoPageSchema = z.strictObject({
  ...personaDemoBase,
  videos: z.strictObject({
    title: text(80),
    intro: text(300),
    clips: z.array(avatarClipSchema).length(2),
    /** Shown with the clips: their narration is the embedded preview voice, not a production voice. */
    voiceNote: text(200),
  }),
  chat: z.strictObject({ title: text(80), intro: text(300) }),
  pricing: siteLink,
});
export type TwinDemoPage = z.infer<typeof twinDemoPageSchema>;

/** content/pages/persona-demos.json: one entry per persona, keyed by the persona it shows. */
export const personaDemosSchema = z.strictObject({
  twin: twinDemoPageSchema,
  aurora: salesDemoPageSchema,
  max: salesDemoPageSchema,
});
export type PersonaDemos = z.infer<typeof personaDemosSchema>;

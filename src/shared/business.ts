import { z } from "zod";

/** Lifecycle of a venture; drives the badge colour and whether videos and the live link show. */
export const BUSINESS_STATUSES = ["live", "beta", "testing", "comingsoon"] as const;
export type BusinessStatus = (typeof BUSINESS_STATUSES)[number];

export const BUSINESS_CATEGORIES = ["business", "education", "entertainment", "personal-use"] as const;
export type BusinessCategory = (typeof BUSINESS_CATEGORIES)[number];

export const DIFFICULTIES = ["easy", "medium", "hard"] as const;

/** Icon names the UI knows how to draw; content may only use these. */
export const ICON_NAMES = [
  "sparkles",
  "radio",
  "music",
  "leaf",
  "trophy",
  "target",
  "users",
  "zap",
  "clock",
  "shield",
  "globe",
  "shopping-bag",
  "truck",
  "heart",
  "brain",
  "bot",
  "message-circle",
  "mic",
  "video",
  "film",
  "headphones",
  "calendar",
  "bar-chart",
  "graduation-cap",
  "map",
  "star",
  "store",
  "wand",
  "waves",
  "sun",
  "book-open",
  "rocket",
  "phone",
  "phone-outgoing",
  "stethoscope",
  "wrench",
  "scale",
  "utensils",
  "car",
  "dumbbell",
  "briefcase",
  "plug",
  "home",
  "languages",
] as const;
export type IconName = (typeof ICON_NAMES)[number];

const text = (max: number) => z.string().trim().min(1).max(max);
const sitePath = z.string().regex(/^\/[A-Za-z0-9/_.-]*$/, "must be a site path starting with /");
const httpUrl = z
  .string()
  .url()
  .refine((u) => /^https?:\/\//.test(u), "must be an http(s) URL");

export const featureCardSchema = z.object({
  icon: z.enum(ICON_NAMES),
  title: text(80),
  body: text(400),
});

/** Per-business content blocks: data rendered by generic components, never per-slug code. */
export const contentBlockSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("feature-cards"),
    title: text(120),
    intro: text(600).optional(),
    cards: z.array(featureCardSchema).min(1).max(6),
  }),
  z.object({
    type: z.literal("challenges"),
    title: text(120),
    intro: text(600).optional(),
    challenges: z
      .array(z.object({ title: text(100), description: text(400), difficulty: z.enum(DIFFICULTIES) }))
      .min(1)
      .max(12),
  }),
  z.object({
    type: z.literal("assistants"),
    title: text(120),
    intro: text(600).optional(),
    assistants: z
      .array(z.object({ icon: z.enum(ICON_NAMES), name: text(80), role: text(80), description: text(300) }))
      .min(1)
      .max(8),
    viewAllLabel: text(60),
    viewAllUrl: httpUrl.or(sitePath),
  }),
]);
export type ContentBlock = z.infer<typeof contentBlockSchema>;

export const expectItemSchema = z.object({ icon: z.enum(ICON_NAMES), title: text(80), body: text(300) });
export type ExpectItem = z.infer<typeof expectItemSchema>;

export const businessVideoContentSchema = z.object({
  title: text(80),
  src: sitePath,
  srcWebm: sitePath.optional(),
  poster: sitePath.optional(),
  description: text(300).optional(),
  isMain: z.boolean().default(false),
});

/**
 * One business as written in content/businesses/<slug>.json.
 * `{product}` in slug or name is replaced by the company's short name at seed time.
 */
export const businessContentSchema = z
  .object({
    slug: z.string().regex(/^[a-z0-9{}]+(?:-[a-z0-9{}]+)*$/, "must be kebab-case"),
    name: text(80),
    description: text(300),
    fullDescription: text(4000).optional(),
    category: z.enum(BUSINESS_CATEGORIES),
    status: z.enum(BUSINESS_STATUSES).default("comingsoon"),
    websiteUrl: httpUrl.optional(),
    posterSrc: sitePath,
    sortOrder: z.number().int().min(0).max(10_000),
    hiddenFromGrid: z.boolean().default(false),
    aliases: z
      .array(z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/))
      .max(10)
      .default([]),
    videos: z.array(businessVideoContentSchema).max(3).default([]),
    blocks: z.array(contentBlockSchema).max(6).default([]),
    whatToExpect: z.array(expectItemSchema).max(6).default([]),
    investor: z
      .object({
        enabled: z.boolean().default(false),
        thumbImage: sitePath.optional(),
        videoUrl: sitePath.or(httpUrl).optional(),
        showVideo: z.boolean().default(true),
        showInteractivePresentation: z.boolean().default(true),
        gammaEmbed: z.string().max(4000).optional(),
        financialsUrl: sitePath.or(httpUrl).optional(),
      })
      .default({ enabled: false, showVideo: true, showInteractivePresentation: true }),
  })
  .superRefine((b, ctx) => {
    if (b.status === "live" && b.videos.length === 0) {
      ctx.addIssue({ code: "custom", message: "a live business needs at least one video", path: ["videos"] });
    }
    if (b.videos.filter((v) => v.isMain).length > 1) {
      ctx.addIssue({ code: "custom", message: "at most one video may be main", path: ["videos"] });
    }
  });
export type BusinessContent = z.infer<typeof businessContentSchema>;

/** Shared by every business page that has no feature block or expectations of its own. */
export const businessDefaultsSchema = z.object({
  featureBlock: contentBlockSchema,
  whatToExpect: z.array(expectItemSchema).min(3).max(6),
});
export type BusinessDefaults = z.infer<typeof businessDefaultsSchema>;

/* ---------- API shapes (what /api/businesses* answer) ---------- */

export interface Business {
  id: string;
  name: string;
  description: string;
  fullDescription: string | null;
  slug: string;
  posterSrc: string;
  status: BusinessStatus;
  websiteUrl: string | null;
  category: BusinessCategory;
  sortOrder: number;
  hiddenFromGrid: boolean;
  investorEnabled: boolean;
  investorThumbImage: string | null;
  investorVideoUrl: string | null;
  investorGammaEmbed: string | null;
  investorFinancialsUrl: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface BusinessVideo {
  id: string;
  title: string;
  src: string;
  srcWebm: string | null;
  poster: string | null;
  description: string | null;
  isMain: boolean;
}

export interface BusinessDetails {
  fullDescription: string;
}

/** Everything a business page renders, assembled server-side for the SSR loader. */
export interface BusinessPage {
  business: Business;
  videos: BusinessVideo[];
  fullDescription: string;
  blocks: ContentBlock[];
  whatToExpect: ExpectItem[];
  aliases: string[];
}

import { z } from "zod";

const text = (max: number) => z.string().trim().min(1).max(max);

/** content/site.json: the one place company facts live. */
export const siteConfigSchema = z.object({
  companyName: text(60),
  /** Lower-case short name used to build slugs such as `{product}-families`. */
  slugBase: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  tagline: text(160),
  description: text(300),
  email: z.string().email(),
  phone: text(40),
  /** E.164 form of `phone` for tel: links. */
  phoneHref: z.string().regex(/^\+[0-9]{7,15}$/),
  copyrightYear: z.number().int().min(2000).max(2100),
  siteUrl: z.string().url(),
  social: z
    .array(z.object({ network: z.enum(["linkedin", "x", "youtube", "instagram", "facebook"]), url: z.string().url() }))
    .max(6),
  /** Signs the blog posts and the author box. */
  founder: z.object({ name: text(80), title: text(80), bio: text(600) }),
  /** The client of the case-study post: `{name}` in blog content (display name and slug form). */
  caseStudyClient: z.object({ name: text(60), slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/) }),
  about: z.object({
    title: text(120),
    paragraphs: z.array(text(800)).min(1).max(4),
  }),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

import { z } from "zod";

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

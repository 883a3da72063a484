import path from "node:path";
import { z } from "zod";
import type { Offers } from "../../../../shared/offers.ts";
import { offerTokens } from "../../../../shared/offers.ts";
import type { SiteConfig } from "../../../../shared/site-config.ts";
import { readJson } from "../../content/content.loader.ts";
import { fillPage } from "../../pages/pages.content.ts";

/**
 * content/assistant/objections.json: the concerns business owners raise ("why not hire a
 * receptionist?") with the answer a good salesperson gives from what the site says. `cues` are
 * short phrases; a cue matches when every one of its words (by stem) is in the message, and
 * `#num` stands for any number ("12 locations").
 */
const objectionsSchema = z.strictObject({
  objections: z
    .array(
      z.strictObject({
        id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
        cues: z.array(z.string().trim().min(2).max(60)).min(1).max(80),
        reply: z.string().trim().min(20).max(600),
      }),
    )
    .max(80),
});

export type Objection = z.infer<typeof objectionsSchema>["objections"][number];

export function loadObjections(contentDir: string, site: SiteConfig, offers: Offers): Objection[] {
  const file = path.join(contentDir, "assistant", "objections.json");
  return fillPage(readJson(file, objectionsSchema), offerTokens(offers), site, file).objections;
}

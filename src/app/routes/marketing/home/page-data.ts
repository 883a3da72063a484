import type { Offers } from "../../../../shared/offers.ts";
import type { HomePage } from "../../../../shared/pages.ts";

/** The sections rendered as never-hydrated markup: the browser needs their data only to render them itself. */
const MARKUP_ONLY = ["hero", "whyItWorks", "features", "steps", "industries", "faq"] as const;

export interface HomeData {
  page: HomePage;
  offers: Pick<Offers, "agents" | "buildPlans">;
  /** Aurora's opening line in the #demo voice demo. */
  auroraGreeting: string;
}

/**
 * What the home page's loader answers. For the HTML document the markup-only sections' data is
 * kept for the server render but not enumerable, so React Router's hydration payload (which
 * serialises own enumerable keys) leaves it out: the markup already carries it. A `.data` request
 * (a client-side navigation) gets everything, because there the browser renders the page itself.
 */
/**
 * An offer without its aliases in the hydration payload: they are the assistant's words for it
 * ("the phone one", "than launch"), which no component renders, and they grow with every phrasing.
 */
function withoutAliases<T extends { aliases: string[] }>(offer: T): T {
  return Object.defineProperty({ ...offer }, "aliases", { value: offer.aliases, enumerable: false });
}

export function homeData(page: HomePage, offers: Offers, auroraGreeting: string, forDocument: boolean): HomeData {
  const data: HomeData = {
    page: { ...page },
    offers: { agents: offers.agents.map(withoutAliases), buildPlans: offers.buildPlans.map(withoutAliases) },
    auroraGreeting,
  };
  if (forDocument) {
    for (const key of MARKUP_ONLY) Object.defineProperty(data.page, key, { value: page[key], enumerable: false });
  }
  return data;
}

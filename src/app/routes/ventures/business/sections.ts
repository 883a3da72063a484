import { island } from "../../../components/islands/island.tsx";

/*
 * The business page's content blocks and "What to Expect" as islands inside ServerMarkup, as on
 * the home and service pages (decision 025): they have no controls, so they never hydrate, and
 * the icon registry they draw from stays out of the page's eager JavaScript.
 */
export const ContentBlocks = island("business-blocks", () =>
  import("../../../features/businesses/content-blocks.tsx").then((m) => m.ContentBlocks),
);
export const WhatToExpect = island("business-expect", () =>
  import("../../../features/businesses/what-to-expect.tsx").then((m) => m.WhatToExpect),
);

/** Loads the islands' code: on the server before the render, in the browser before a client-side navigation renders the page. */
export function preloadBusinessSections(): Promise<unknown> {
  return Promise.all([ContentBlocks.preload(), WhatToExpect.preload()]);
}

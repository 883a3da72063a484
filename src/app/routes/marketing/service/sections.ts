import { island } from "../../../components/islands/island.tsx";

/*
 * The service page's icon cards (outcomes, industries) as islands inside ServerMarkup, as on the
 * home page (decision 006): they have no controls, so they never hydrate, and the icon registry
 * they draw from (every icon a card may name) stays out of the page's eager JavaScript.
 */
export const IconGrid = island("outcomes", () =>
  import("../../../features/home/icon-grid.tsx").then((m) => m.IconGrid),
);
export const Industries = island("industries", () =>
  import("../../../features/home/industries-section.tsx").then((m) => m.IndustriesSection),
);

/** Loads the islands' code: on the server before the render, in the browser before a client-side navigation renders the page. */
export function preloadServiceSections(): Promise<unknown> {
  return Promise.all([IconGrid.preload(), Industries.preload()]);
}

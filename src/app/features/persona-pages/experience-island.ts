import { island } from "../../components/islands/island.tsx";

/*
 * "What You'll Experience" on the persona demo pages, as an island inside ServerMarkup: it has no
 * controls, so it never hydrates, and its icon grid (the icon registry with every icon a card may
 * name) stays out of the pages' eager JavaScript, as on the home page (decision 006).
 */
export const Experience = island("experience", () => import("./experience-list.tsx").then((m) => m.ExperienceList));

/** Loads the island's code: on the server before the render, in the browser before a client-side navigation renders the page. */
export function preloadPersonaSections(): Promise<void> {
  return Experience.preload();
}

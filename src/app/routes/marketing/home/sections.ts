import { island } from "../../../components/islands/island.tsx";

/*
 * The home page's sections as islands: none of their code is in the page's eager JavaScript.
 * Those with controls (Request Access buttons, forms) hydrate as soon as their chunk arrives;
 * the rest are wrapped in ServerMarkup by the page and never hydrate.
 */

export const Hero = island("hero", () => import("../../../features/home/hero-section.tsx").then((m) => m.HeroSection));
export const Solutions = island("solutions", () => import("./inline-sections.tsx").then((m) => m.SolutionsSection));
export const Pricing = island("pricing", () => import("./inline-sections.tsx").then((m) => m.PricingSection));
export const Demo = island("demo", () => import("../../../features/home/demo-section.tsx").then((m) => m.DemoSection));
export const Features = island("features", () => import("./inline-sections.tsx").then((m) => m.FeaturesSection));
export const Steps = island("steps", () => import("./inline-sections.tsx").then((m) => m.StepsSection));
export const Industries = island("industries", () =>
  import("../../../features/home/industries-section.tsx").then((m) => m.IndustriesSection),
);
export const Twin = island("twin", () => import("../../../features/home/twin-section.tsx").then((m) => m.TwinSection));
export const Tools = island("tools", () =>
  import("../../../features/home/tools-section.tsx").then((m) => m.ToolsSection),
);
export const Faq = island("faq", () => import("./faq.ts").then((m) => m.FaqSection));
export const BuildPlans = island("build-plans", () =>
  import("../../../features/home/build-plans-section.tsx").then((m) => m.BuildPlansSection),
);
export const Contact = island("contact", () => import("./contact.tsx").then((m) => m.HomeContactSection));

const all = [Hero, Solutions, Pricing, Demo, Features, Steps, Industries, Twin, Tools, Faq, BuildPlans, Contact];

/** Loads every section's code: on the server before the first render, in the browser before a client-side navigation renders the page. */
export function preloadHomeSections(): Promise<unknown> {
  return Promise.all(all.map((s) => s.preload()));
}

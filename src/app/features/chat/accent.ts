import type { Accent } from "./chat-types.ts";

/** The design-system classes each persona colour uses (VISUAL.md: teal for Aurora, blue for Max). */
export const ACCENT: Record<Accent, { solid: string; soft: string; text: string; ring: string; bar: string }> = {
  teal: {
    solid: "bg-brand-700 text-white hover:bg-brand-800",
    soft: "bg-brand-50 text-brand-800 ring-brand-200 hover:bg-brand-100",
    text: "text-brand-700",
    ring: "ring-brand-600",
    bar: "bg-brand-500",
  },
  blue: {
    solid: "bg-accent-600 text-white hover:bg-accent-700",
    soft: "bg-accent-300/15 text-accent-700 ring-accent-300 hover:bg-accent-300/30",
    text: "text-accent-700",
    ring: "ring-accent-600",
    bar: "bg-accent-500",
  },
};

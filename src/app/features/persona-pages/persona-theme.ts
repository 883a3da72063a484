import type { CSSProperties } from "react";
import type { buttonClass } from "../../components/ui/button.tsx";

type ButtonVariant = NonNullable<Parameters<typeof buttonClass>[0]>;

/**
 * How a persona's colour (content/personas/*.json `color`) shows on its demo page. The page's
 * sections use the brand utilities (text-brand-700, bg-brand-100 ...); `scope` re-points those
 * tokens for everything inside it, so the same components (SectionHeading, IconGrid) come out
 * blue on Max's page. The header, footer and the chat keep their own colours.
 */
export interface PersonaTheme {
  /** The page's main call to action. */
  button: ButtonVariant;
  scope?: CSSProperties;
}

const TEAL: PersonaTheme = { button: "primary" };

const BLUE: PersonaTheme = {
  button: "accent",
  scope: {
    "--color-brand-50": "color-mix(in oklab, var(--color-accent-500) 6%, white)",
    "--color-brand-100": "color-mix(in oklab, var(--color-accent-500) 14%, white)",
    "--color-brand-300": "var(--color-accent-300)",
    "--color-brand-400": "var(--color-accent-400)",
    "--color-brand-500": "var(--color-accent-500)",
    "--color-brand-700": "var(--color-accent-700)",
  } as CSSProperties,
};

/** Teal is the brand's own colour, so any colour without a theme of its own gets it. */
export function personaTheme(color: string): PersonaTheme {
  return color === "blue" ? BLUE : TEAL;
}

import type { ChatReplyBody } from "../../../shared/assistant.ts";

export interface ChatMessage {
  id: string;
  role: "user" | "assistant";
  content: string;
  sources?: ChatReplyBody["sources"];
  suggestions?: string[];
  /** Still streaming in. */
  streaming?: boolean;
  /** A failure text shown in place of a reply (not sent back as history). */
  failed?: boolean;
  /** The persona's opening greeting: shown and spoken, never sent back as history (it would steer the first answer). */
  greeting?: boolean;
}

/**
 * A palette from the persona's data; the UI maps it to the design system's tokens, which have two
 * persona colours (VISUAL.md: teal for Aurora, blue for Max). Any other colour gets the brand's teal.
 */
export type Accent = "teal" | "blue";

export function accentOf(color: string | undefined): Accent {
  return color === "blue" ? "blue" : "teal";
}

/** What a chat screen needs of a persona: the public part of content/personas/*.json. */
export type { PublicPersona as ChatPersona } from "../../../shared/persona.ts";

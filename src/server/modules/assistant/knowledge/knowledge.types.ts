import type { ChatSource } from "../../chat-logs/chat-logs.repository.ts";

/** What a passage is about; the engine picks answers by kind and the index boosts by it. */
export type PassageKind =
  | "agent"
  | "trial"
  | "build-plan"
  | "tool"
  | "faq"
  | "business"
  | "blog"
  | "legal"
  | "contact"
  | "company"
  | "offer"
  | "page"
  | "investor";

/**
 * One retrievable piece of the site's own content, with the page that states it. The LLM engine
 * sends the passages it retrieved to the model; the numeric guard checks a reply against them.
 */
export interface Passage {
  id: string;
  kind: PassageKind;
  title: string;
  /** Plain text, placeholders and `{tokens}` already filled. */
  text: string;
  source: ChatSource;
  /** Extra words the passage should be found by (names, aliases, slugs). */
  keywords: string[];
  /** Investor passages belong to one business and are private to visitors who unlocked it. */
  businessSlug?: string;
  /** Investor document passages: where a citation points (title and page of the document). */
  document?: { id: string; title: string; page: number };
  private?: boolean;
}

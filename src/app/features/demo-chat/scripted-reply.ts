import { DEMO_CHAT_KEYWORDS } from "../../../shared/demo-chat.ts";
import type { DemoPage } from "../../../shared/pages.ts";

/** Spec §4: the reply shows after a one-second typing indicator. */
export const TYPING_MS = 1000;

/** The canned reply for the first keyword the message mentions (in the spec's order), else the fallback. */
export function scriptedReply(message: string, chat: DemoPage["chat"]): string {
  const text = message.toLowerCase();
  // "prices", "pricing", "cost" all mean price; the other keywords match as written.
  const aliases: Record<(typeof DEMO_CHAT_KEYWORDS)[number], RegExp> = {
    video: /\bvideos?\b/,
    chat: /\bchat/,
    catalog: /\bcatalog(ue)?s?\b/,
    price: /\bpric(e|es|ing)\b|\bcosts?\b/,
    contact: /\bcontact/,
    storefront: /\bstorefronts?\b|\bstore\b/,
  };
  const hit = DEMO_CHAT_KEYWORDS.find((k) => aliases[k].test(text));
  return hit ? chat.replies[hit] : chat.fallback;
}

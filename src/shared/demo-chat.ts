/** The keywords the scripted demo chat answers, in the order they are tried (spec §4). */
export const DEMO_CHAT_KEYWORDS = ["video", "chat", "catalog", "price", "contact", "storefront"] as const;
export type DemoChatKeyword = (typeof DEMO_CHAT_KEYWORDS)[number];

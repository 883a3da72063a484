import { z } from "zod";
import { oneLineText } from "./text-fields.ts";
import { CONTROL_EXCEPT_TAB_AND_LINES, LONE_SURROGATE, TEXT_SENTENCES } from "./text-rules.ts";

/*
 * The chat endpoints' contracts (public-site.md §7, portal-and-admin.md §7): what a client may send.
 * Unknown fields are refused, so a typo in a field name is an error rather than silently ignored.
 */

export const CHAT_LIMITS = { message: 2_000, historyTurns: 20, turnContent: 4_000 } as const;

const unknownField = {
  error: (issue: { code?: string; keys?: string[] }) =>
    issue.code === "unrecognized_keys" ? `Unknown field: ${issue.keys?.join(", ")}.` : undefined,
};

export const chatMessage = z
  .string({ error: (issue) => (issue.input === undefined ? "Message is required." : "Message must be text.") })
  .refine((v) => v.trim().length > 0, "Message must not be empty.")
  .refine(
    (v) => v.length <= CHAT_LIMITS.message,
    `Message must be at most ${CHAT_LIMITS.message.toLocaleString("en-US")} characters.`,
  )
  .refine((v) => !CONTROL_EXCEPT_TAB_AND_LINES.test(v), TEXT_SENTENCES.controls("Message"))
  .refine((v) => !LONE_SURROGATE.test(v), TEXT_SENTENCES.wellFormed("Message"));

const conversationId = z
  .string({ error: "conversationId must be text." })
  .regex(
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
    "conversationId must be an id this server gave.",
  )
  .optional();

export const chatTurnSchema = z.strictObject(
  {
    role: z.enum(["user", "assistant", "aurora"], { error: "Each history turn's role must be user or assistant." }),
    content: z
      .string({ error: "Each history turn needs its content as text." })
      .max(
        CHAT_LIMITS.turnContent,
        `Each history turn must be at most ${CHAT_LIMITS.turnContent.toLocaleString("en-US")} characters.`,
      )
      // The turns go into the model's prompt as they are: the rules of a chat message hold.
      .refine((v) => !CONTROL_EXCEPT_TAB_AND_LINES.test(v), TEXT_SENTENCES.controls("Each history turn"))
      .refine((v) => !LONE_SURROGATE.test(v), TEXT_SENTENCES.wellFormed("Each history turn")),
    timestamp: z
      .union([oneLineText("A history turn's timestamp", 40), z.number()], {
        error: "A history turn's timestamp must be text or a number.",
      })
      .optional(),
  },
  unknownField,
);

export const auroraChatBodySchema = z.strictObject(
  {
    message: chatMessage,
    conversationHistory: z
      .array(chatTurnSchema, { error: "conversationHistory must be a list of turns." })
      .max(CHAT_LIMITS.historyTurns, `conversationHistory may hold at most ${CHAT_LIMITS.historyTurns} turns.`)
      .optional(),
    conversationId,
  },
  unknownField,
);

export const personaChatBodySchema = z.strictObject({ message: chatMessage, conversationId }, unknownField);

export const investorChatBodySchema = z.strictObject(
  {
    slug: oneLineText("slug", 120).min(1, "slug is required."),
    message: chatMessage,
    conversationId,
  },
  unknownField,
);

export interface ChatReplyBody {
  text: string;
  sources: { title: string; url: string }[];
  suggestions: string[];
  conversationId: string;
  voiceId?: string;
}

import { z } from "zod";
import { multiLineText, oneLineText } from "./text-fields.ts";
import { formatCount } from "./number-format.ts";

/*
 * The chat endpoints' contracts (public-site.md §7, portal-and-admin.md §7): what a client may send.
 * Unknown fields are refused, so a typo in a field name is an error rather than silently ignored.
 */

export const CHAT_LIMITS = { message: 2_000, historyTurns: 20, turnContent: 4_000 } as const;

const unknownField = {
  error: (issue: { code?: string; keys?: string[] }) =>
    issue.code === "unrecognized_keys" ? `Unknown field: ${issue.keys?.join(", ")}.` : undefined,
};

const chatMessage = multiLineText("Message", CHAT_LIMITS.message, {
  tooLong: `Message must be at most ${formatCount(CHAT_LIMITS.message)} characters.`,
}).min(1, "Message must not be empty.");

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
    // The turns go into the model's prompt: the rules of a chat message hold.
    content: multiLineText("Each history turn", CHAT_LIMITS.turnContent, {
      required: "Each history turn needs its content as text.",
      notText: "Each history turn needs its content as text.",
      tooLong: `Each history turn must be at most ${formatCount(CHAT_LIMITS.turnContent)} characters.`,
    }),
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

import { newId, UUID_PATTERN } from "../../db/ids.ts";
import type { ChatEngine, ChatLogsRepository, ConversationScope } from "../chat-logs/chat-logs.repository.ts";
import type { LeadsService } from "../leads/leads.service.ts";
import type {
  AnswerEngine,
  ChatScope,
  ConversationTurn,
  DeltaSink,
  EngineAnswer,
  EngineRequest,
} from "./engine/engine.types.ts";
import type { Knowledge } from "./knowledge/knowledge.ts";
import { replyToLeadDetails, type LeadReply } from "./lead-conversation.ts";
import type { Persona } from "./personas/persona.types.ts";
import type { Personas } from "./personas/personas.content.ts";

/** An answer without its closing offer ("Want me to…?"), when something else is asked after it. */
function withoutOffer(text: string): string {
  return text.replace(/\s*(?:Want|Would you like|Shall I|Should I)\b[^.?!]*\?\s*$/, "").trim();
}

/** The thanks that says the visitor's details went to the team ("I've passed 817 555 0123 to our team"). */
const PASSED_ON = /\bI've passed (your details|[^.]{3,60} to our team)\b/;

/** An answer without the sentences asking for the details just taken ("If you share your name and e-mail here…"). */
function withoutAskingAgain(text: string): string {
  return (
    text
      .split(/(?<=[.?!])\s+/)
      .filter((x) => !/\b(share|leave) your name and e-?mail\b|\bWhat's your name\b/i.test(x))
      .join(" ")
      // ("…; want me to have them reach out?" once they already will: the offer goes, the fact stays.)
      .replace(
        /[;,]\s*want me to (?:have|get|ask) (them|the team|our team|someone) (reach out|get in touch|call you|contact you|to (?:book|set up|schedule) [^?]{0,40}|(?:book|set up|schedule) [^?]{0,40})\?$/i,
        ".",
      )
      .trim()
  );
}

/**
 * A reply that says it has no answer ("…and I'd rather not guess"), or asks again for the details
 * just given: not worth adding after a lead's thanks.
 */
const NO_ANSWER = /\bI'd rather not guess\b|^I don't have that\b|\bWhat's your name\b|\bleave your name and e-mail\b/;

/** How many earlier exchanges a reply leans on. */
export const HISTORY_EXCHANGES = 10;

export interface ChatRequest {
  persona: Persona;
  /** Chat-log agent: aurora, max, the twin's id, investor:{slug}. */
  agent: string;
  /** The route asked (relative to /api, e.g. /sales-chat/aurora): a conversation goes on only where it started. */
  channel: string;
  /** The investor grant the request holds for the portal's business (investor chat), else null. */
  grantId: string | null;
  scope: ChatScope;
  message: string;
  /** Turns the client sent (only /api/aurora/chat has them); used when the server has none. */
  history?: ConversationTurn[];
  conversationId?: string;
}

export interface ChatReply {
  text: string;
  sources: { title: string; url: string }[];
  suggestions: string[];
  conversationId: string;
  voiceId: string;
}

/** Told of every answer and of every log row that could not be written (metrics); never throws. */
export interface AssistantObserver {
  /** `seconds` from the request to the whole answer, the log row not included. */
  answered(engine: ChatEngine, seconds: number): void;
  chatLogNotWritten(): void;
}

export interface AssistantDeps {
  knowledge: Knowledge;
  personas: Personas;
  engine: AnswerEngine;
  /** Answers without the LLM (lead replies and follow-up suggestions). */
  embedded: AnswerEngine;
  chatLogs: ChatLogsRepository;
  leads: LeadsService;
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
  now?: () => Date;
  observer?: AssistantObserver;
}

/**
 * One conversation turn: the history from the database (any instance continues any
 * conversation), a lead when the visitor gave their details, the engine's answer, and the log row.
 */
export function createAssistantService(deps: AssistantDeps) {
  const now = deps.now ?? (() => new Date());

  /**
   * The conversation this turn belongs to, and its history. A conversation is read only in the
   * scope it was started in (route, agent, investor grant): an id from another scope starts a new
   * conversation under a new id, so what an unlocked portal was told never reaches another chat
   * or a visitor without that grant. An id never used goes on as sent.
   */
  async function openConversation(asked: string | undefined, where: ConversationScope, sent?: ConversationTurn[]) {
    const fresh = (conversationId: string) => ({
      conversationId,
      turns: (sent ?? []).slice(-2 * HISTORY_EXCHANGES),
      lastAt: null,
    });
    if (!asked) return fresh(newId());
    try {
      const logs = await deps.chatLogs.scopedTurns(asked, where, HISTORY_EXCHANGES);
      if (logs.length > 0) {
        return {
          conversationId: asked,
          turns: logs.flatMap((l): ConversationTurn[] => [
            { role: "user", content: l.message },
            { role: "assistant", content: l.reply },
          ]),
          lastAt: logs[logs.length - 1]!.createdAt,
        };
      }
      return fresh((await deps.chatLogs.exists(asked)) ? newId() : asked);
    } catch (err) {
      // Whose conversation it is cannot be told: a new one, without history, but still an answer.
      deps.log.warn(
        { err: err instanceof Error ? err.message : String(err), conversationId: asked },
        "could not read a conversation's history",
      );
      return fresh(newId());
    }
  }

  /**
   * The engine's answer, or an apology when it fails: a fault in one reply's composition is the
   * engine's bug to log and fix, never a 500 to a visitor in the middle of a conversation.
   */
  async function answerSafely(req: EngineRequest, onDelta?: DeltaSink): Promise<EngineAnswer> {
    try {
      return await deps.engine.answer(req, onDelta);
    } catch (err) {
      deps.log.warn(
        { err: err instanceof Error ? (err.stack ?? err.message) : String(err), message: req.message.slice(0, 200) },
        "the assistant could not compose a reply",
      );
      const { email, phone } = deps.knowledge.site;
      const text =
        `Sorry, I couldn't put that answer together just now. Could you ask it another way? ` +
        `Our team is also at ${email} or ${phone}.`;
      onDelta?.(text);
      return { text, sources: [], suggestions: [], passages: [], engine: "embedded" };
    }
  }

  return {
    knowledge: deps.knowledge,
    personas: deps.personas,

    async chat(req: ChatRequest, onDelta?: DeltaSink): Promise<ChatReply> {
      const started = performance.now();
      const asked =
        req.conversationId && UUID_PATTERN.test(req.conversationId) ? req.conversationId.toLowerCase() : undefined;
      const where = { channel: req.channel, agent: req.agent, grantId: req.grantId };
      // The opening greeting the page showed is not the visitor's conversation: sent back as
      // history it would steer the first answer ("how long does setup take?" to the trial).
      const greeting = req.persona.greeting.trim();
      const sent = req.history?.filter((t) => !(t.role === "assistant" && t.content.trim() === greeting));
      const { conversationId, turns, lastAt } = await openConversation(asked, where, sent);
      const engineReq = { message: req.message, history: turns, persona: req.persona, scope: req.scope };

      let lead: LeadReply | null = null;
      try {
        lead = await replyToLeadDetails(engineReq, deps, req.persona, conversationId);
      } catch (err) {
        deps.log.warn(
          { err: err instanceof Error ? err.message : String(err) },
          "could not store a lead from a conversation",
        );
      }
      let answer: EngineAnswer;
      if (lead && !lead.alsoAnswer) {
        answer = {
          text: lead.text,
          sources: lead.sources,
          suggestions: lead.suggestions,
          passages: [],
          engine: "embedded",
        };
        onDelta?.(lead.text);
      } else if (lead) {
        // The details are taken; the rest of the message is answered only if there is an answer:
        // "can we do next week instead" after "its Jenna, jenna.b@…" needs no "I'd rather not guess".
        const rest = await answerSafely(lead.question ? { ...engineReq, message: lead.question } : engineReq);
        answer = NO_ANSWER.test(rest.text)
          ? {
              ...rest,
              text: lead.after ? `${lead.text} ${lead.after}` : lead.text,
              sources: lead.sources,
              suggestions: lead.suggestions,
            }
          : {
              ...rest,
              // (Once the details are passed on, "want me to have the team book it?" is asked already.)
              text: [
                lead.text,
                lead.after || PASSED_ON.test(lead.text) ? withoutAskingAgain(withoutOffer(rest.text)) : rest.text,
                lead.after ?? "",
              ]
                .join(" ")
                .trim(),
            };
        onDelta?.(answer.text);
      } else {
        answer = await answerSafely(engineReq, onDelta);
      }

      // Strictly after the previous turn, so a conversation's order never depends on clock ties.
      let at = now();
      if (lastAt && at.toISOString() <= lastAt) at = new Date(Date.parse(lastAt) + 1);
      const elapsedMs = performance.now() - started;
      deps.observer?.answered(answer.engine, elapsedMs / 1000);
      const latencyMs = Math.round(elapsedMs);
      try {
        await deps.chatLogs.add(
          {
            id: newId(),
            conversationId,
            agent: req.agent,
            message: req.message,
            reply: answer.text,
            sources: answer.sources,
            engine: answer.engine,
            latencyMs,
            createdAt: at.toISOString(),
          },
          where,
        );
      } catch (err) {
        // The visitor still gets the answer; only this turn is missing from memory and the log.
        deps.observer?.chatLogNotWritten();
        deps.log.warn(
          { err: err instanceof Error ? err.message : String(err), conversationId },
          "could not write a chat log row",
        );
      }
      return {
        text: answer.text,
        sources: answer.sources,
        suggestions: answer.suggestions,
        conversationId,
        voiceId: req.persona.voiceId,
      };
    },
  };
}

export type AssistantService = ReturnType<typeof createAssistantService>;

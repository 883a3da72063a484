import type { ChatEngine, ChatSource } from "../../chat-logs/chat-logs.repository.ts";
import type { Passage } from "../knowledge/knowledge.types.ts";
import type { Persona } from "../personas/persona.types.ts";

export interface ConversationTurn {
  role: "user" | "assistant";
  content: string;
}

/** Who is asking what: a sales conversation, or the investor assistant of one business. */
export type ChatScope = { kind: "sales" } | { kind: "investor"; slug: string; unlocked: boolean };

export interface EngineRequest {
  message: string;
  /** Earlier turns of this conversation, oldest first (at most 20). */
  history: ConversationTurn[];
  persona: Persona;
  scope: ChatScope;
  /** One question of a message that asks several: its history holds the earlier parts' answers. */
  part?: boolean;
  /** The whole message a part was taken from ("…which plan fits? budget is around 5k tops"). */
  whole?: string;
}

export interface EngineAnswer {
  text: string;
  sources: ChatSource[];
  /** Up to three follow-up questions the visitor may ask next. */
  suggestions: string[];
  /** The knowledge the answer drew on (the numeric guard's reference). */
  passages: Passage[];
  engine: ChatEngine;
}

/** Called with each piece of text as soon as it is ready (sentence by sentence for the embedded engine). */
export type DeltaSink = (text: string) => void;

export interface AnswerEngine {
  answer(req: EngineRequest, onDelta?: DeltaSink): Promise<EngineAnswer>;
}

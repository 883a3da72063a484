import { PassThrough } from "node:stream";
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { auroraChatBodySchema, investorChatBodySchema, personaChatBodySchema } from "../../../../shared/assistant.ts";
import { notFound } from "../../../http-errors.ts";
import { BODY_LIMITS } from "../../../http-limits.ts";
import type { AssistantService, ChatReply, ChatRequest } from "../../../modules/assistant/assistant.service.ts";
import type { ConversationTurn } from "../../../modules/assistant/engine/engine.types.ts";
import type { Persona } from "../../../modules/assistant/personas/persona.types.ts";
import { parseInput } from "../../../modules/validation.ts";
import { takeMinuteAndDay, type MinuteAndDayLimiter } from "../../../plugins/rate-limit.ts";

/** The four families of chat endpoints; each has its own per-minute and per-day budget. */
export type ChatFamily = "aurora" | "sales" | "twin" | "investor";

/** What the portal's gate says about a question to a business's investor assistant. */
export interface InvestorVisit {
  /** Whether this request may read the business's investor documents (the portal gate's cookie). */
  unlocked: boolean;
  /** The grant it holds (its conversation is bound to it), or null. */
  grantId: string | null;
}

export interface AssistantRouteOptions {
  assistant: AssistantService;
  limiters: Record<ChatFamily, MinuteAndDayLimiter>;
  /**
   * Reads the request's grant for the business (canonical slug) once, and records the question
   * for staff (that part never throws).
   */
  investorVisit: (req: FastifyRequest, slug: string, question: string) => Promise<InvestorVisit>;
}

/** The spec's text for a chat that failed on our side (public-site.md §8). */
const CHAT_FAILED = "Sorry, I encountered an error. Please try again.";

const wantsStream = (req: FastifyRequest) => /\btext\/event-stream\b/.test(req.headers.accept ?? "");

function sse(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

export const assistantRoutes: FastifyPluginAsync<AssistantRouteOptions> = async (api, opts) => {
  const { assistant, limiters } = opts;

  /** Counts one message against both windows; a refusal gives the other window's count back. */
  const takeBudget = (family: ChatFamily, req: FastifyRequest, reply: FastifyReply) =>
    takeMinuteAndDay(limiters[family], req, reply);

  /** JSON, or server-sent events (`delta` as text arrives, then `done` with the whole answer). */
  async function answer(req: FastifyRequest, reply: FastifyReply, chat: ChatRequest, withVoice: boolean) {
    const shape = (r: ChatReply) => {
      const { voiceId, ...rest } = r;
      return withVoice ? { ...rest, voiceId } : rest;
    };
    reply.header("cache-control", "no-store");
    if (!wantsStream(req)) {
      try {
        return reply.send(shape(await assistant.chat(chat)));
      } catch (err) {
        req.log.error({ err }, "chat answer failed");
        return reply.status(500).send({ error: CHAT_FAILED });
      }
    }

    const stream = new PassThrough();
    reply
      .header("content-type", "text/event-stream; charset=utf-8")
      .header("x-accel-buffering", "no")
      .header("connection", "keep-alive");
    void reply.send(stream);
    assistant
      .chat(chat, (text) => stream.write(sse("delta", { text })))
      .then((r) => stream.end(sse("done", shape(r))))
      .catch((err: unknown) => {
        req.log.error({ err }, "chat answer failed mid-stream");
        stream.end(sse("error", { error: CHAT_FAILED }));
      });
    return reply;
  }

  const history = (turns: { role: string; content: string }[] | undefined): ConversationTurn[] | undefined =>
    turns?.map((t) => ({ role: t.role === "user" ? "user" : "assistant", content: t.content }));

  const route = (
    app: FastifyInstance,
    url: string,
    handler: (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
    bodyLimit: number = BODY_LIMITS.chat,
  ) =>
    // Streams go out as the engine writes them: never through the compressor's buffer.
    app.post(url, { compress: false, bodyLimit }, handler);

  route(
    api,
    "/aurora/chat",
    async (req, reply) => {
      const body = parseInput(auroraChatBodySchema, req.body);
      await takeBudget("aurora", req, reply);
      const persona = assistant.personas.aurora;
      return answer(
        req,
        reply,
        {
          persona,
          agent: persona.id,
          channel: "/aurora/chat",
          grantId: null,
          scope: { kind: "sales" },
          message: body.message,
          history: history(body.conversationHistory),
          conversationId: body.conversationId,
        },
        false,
      );
    },
    BODY_LIMITS.chatWithHistory,
  );

  /** A persona's own chat (`message` only): it answers with the persona's voice id. */
  const personaChat = (path: string, persona: Persona, family: ChatFamily) =>
    route(api, path, async (req, reply) => {
      const body = parseInput(personaChatBodySchema, req.body);
      await takeBudget(family, req, reply);
      const chat = {
        persona,
        agent: persona.id,
        channel: path,
        grantId: null,
        scope: { kind: "sales" as const },
        ...body,
      };
      return answer(req, reply, chat, true);
    });
  personaChat("/sales-chat/aurora", assistant.personas.aurora, "sales");
  personaChat("/sales-chat/max", assistant.personas.max, "sales");
  // {name}-chat: the AI-twin persona's slug comes from content/personas/twin.json.
  personaChat(`/${assistant.personas.twin.id}-chat`, assistant.personas.twin, "twin");

  route(api, "/aurora-chat", async (req, reply) => {
    const body = parseInput(investorChatBodySchema, req.body);
    const business = assistant.knowledge.businesses.find((b) => b.slug === body.slug || b.aliases.includes(body.slug));
    if (!business) throw notFound("There is no investor portal for that business.");
    await takeBudget("investor", req, reply);
    const visit = await opts.investorVisit(req, business.slug, body.message);
    const persona = assistant.personas.investor;
    return answer(
      req,
      reply,
      {
        persona,
        agent: `investor:${business.slug}`,
        channel: "/aurora-chat",
        grantId: visit.grantId,
        scope: { kind: "investor", slug: business.slug, unlocked: visit.unlocked },
        message: body.message,
        conversationId: body.conversationId,
      },
      false,
    );
  });
};

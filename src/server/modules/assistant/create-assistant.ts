import type { AppConfig } from "../../config.ts";
import type { DbHandle } from "../../db/create-db.ts";
import type { BlogContent } from "../blog/blog.content.ts";
import { createChatLogsRepository } from "../chat-logs/chat-logs.repository.ts";
import type { SiteContent } from "../content/content.loader.ts";
import type { LeadsService } from "../leads/leads.service.ts";
import type { PagesContent } from "../pages/pages.content.ts";
import { createAssistantService, type AssistantObserver, type AssistantService } from "./assistant.service.ts";
import { createEmbeddedEngine } from "./engine/embedded/embedded-engine.ts";
import type { EngineRequest } from "./engine/engine.types.ts";
import { createLlmEngine } from "./engine/llm-engine.ts";
import { createKnowledgeIndex } from "./knowledge/knowledge-index.ts";
import type { Passage } from "./knowledge/knowledge.types.ts";
import { loadKnowledge } from "./knowledge/load-knowledge.ts";
import { loadPersonas } from "./personas/personas.content.ts";

type Log = { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };

/** How many passages the LLM is given besides the embedded engine's own. */
const LLM_PASSAGES = 6;

/**
 * The assistant from content: knowledge and its index, personas, the embedded engine, and the
 * LLM engine in front of it when LLM_BASE_URL is set.
 */
export function createAssistant(
  config: AppConfig,
  input: {
    content: SiteContent;
    pages: PagesContent;
    blog: BlogContent;
    db: DbHandle;
    leads: LeadsService;
    log: Log;
    observer?: AssistantObserver;
  },
): AssistantService {
  const knowledge = loadKnowledge(config.contentDir, input.content, input.pages, input.blog);
  const index = createKnowledgeIndex(knowledge.passages);
  const personas = loadPersonas(config.contentDir, input.content.site, (m) => input.log.warn({}, m));
  const embedded = createEmbeddedEngine(knowledge, index);
  const contact = knowledge.passages.find((p) => p.kind === "contact");

  /** What the LLM may use: found passages, private ones only for a visitor who unlocked that business. */
  const retrieve = (req: EngineRequest): Passage[] => {
    const investor = req.scope.kind === "investor" ? req.scope : null;
    // The things the dialogue is about lead the search, so "and the setup fee?" finds that agent.
    const query = [
      ...req.history
        .filter((t) => t.role === "user")
        .slice(-2)
        .map((t) => t.content),
      ...embedded.facts(req).about,
      req.message,
    ].join(" ");
    const hits = index.search(query, { limit: LLM_PASSAGES, includePrivate: false });
    const own =
      investor?.unlocked === true
        ? index.search(query, { limit: 3, businessSlug: investor.slug, includePrivate: true, kinds: ["investor"] })
        : [];
    // The portal's own business always: "what does this business do?" names no business.
    const portal = investor ? knowledge.passages.find((p) => p.id === `business-${investor.slug}`) : undefined;
    const out = [...(portal ? [portal] : []), ...own.map((h) => h.passage), ...hits.map((h) => h.passage)];
    if (contact) out.push(contact);
    return [...new Map(out.map((p) => [p.id, p])).values()];
  };

  const engine = config.llm
    ? createLlmEngine({ llm: config.llm, fallback: embedded, retrieve, facts: embedded.facts, log: input.log })
    : embedded;
  return createAssistantService({
    knowledge,
    personas,
    engine,
    embedded,
    chatLogs: createChatLogsRepository(input.db),
    leads: input.leads,
    log: input.log,
    observer: input.observer,
  });
}

import { describe, expect, it } from "vitest";
import { createAssistantService } from "../../src/server/modules/assistant/assistant.service.ts";
import type { AnswerEngine } from "../../src/server/modules/assistant/engine/engine.types.ts";
import { loadKnowledge } from "../../src/server/modules/assistant/knowledge/load-knowledge.ts";
import { loadPersonas } from "../../src/server/modules/assistant/personas/personas.content.ts";
import { loadBlog } from "../../src/server/modules/blog/blog.content.ts";
import type { ChatLogsRepository } from "../../src/server/modules/chat-logs/chat-logs.repository.ts";
import { loadContent } from "../../src/server/modules/content/content.loader.ts";
import type { LeadsService } from "../../src/server/modules/leads/leads.service.ts";
import { loadPages } from "../../src/server/modules/pages/pages.content.ts";

/** A bug in composing one reply must reach the log, not the visitor as a 500. */
describe("an engine that throws while composing a reply", () => {
  const content = loadContent("content");
  const knowledge = loadKnowledge(
    "content",
    content,
    loadPages("content", content.site),
    loadBlog("content", content.site),
  );
  const personas = loadPersonas("content", content.site);
  const broken: AnswerEngine = {
    answer: () => Promise.reject(new TypeError("Cannot read properties of undefined (reading 'price')")),
    facts: () => ({ about: [] }),
  } as unknown as AnswerEngine;

  function service() {
    const rows: { reply: string }[] = [];
    const warnings: string[] = [];
    const chatLogs = {
      scopedTurns: async () => [],
      exists: async () => false,
      add: async (row: { reply: string }) => void rows.push(row),
    } as unknown as ChatLogsRepository;
    const s = createAssistantService({
      knowledge,
      personas,
      engine: broken,
      embedded: broken,
      chatLogs,
      leads: {} as LeadsService,
      log: { warn: (_o, msg) => void warnings.push(msg), info: () => {} },
    });
    return { s, rows, warnings };
  }

  it("answers with an apology and the team's contact details, logs the fault, and keeps the turn", async () => {
    const { s, rows, warnings } = service();
    const streamed: string[] = [];
    const reply = await s.chat(
      {
        persona: personas.aurora,
        agent: "aurora",
        channel: "/sales-chat/aurora",
        grantId: null,
        scope: { kind: "sales" },
        message: "what would two agents cost me for a year?",
      } as Parameters<typeof s.chat>[0],
      (d) => void streamed.push(d),
    );
    expect(reply.text).toMatch(/^Sorry, I couldn't put that answer together just now\. Could you ask it another way\?/);
    expect(reply.text).toContain(content.site.email);
    expect(reply.text).toContain(content.site.phone);
    expect(reply.text).not.toMatch(/\$\d/);
    expect(streamed.join("")).toBe(reply.text);
    expect(reply.conversationId).toMatch(/^[0-9a-f-]{36}$/);
    expect(warnings).toEqual(["the assistant could not compose a reply"]);
    expect(rows.map((r) => r.reply)).toEqual([reply.text]);
  });
});

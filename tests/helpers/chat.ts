import { expect } from "vitest";

/** What every chat endpoint answers (voiceId on the persona endpoints). */
export interface ChatBody {
  text: string;
  sources: { title: string; url: string }[];
  suggestions: string[];
  conversationId: string;
  voiceId?: string;
}

export interface SseEvent {
  event: string;
  data: unknown;
}

/** Parses a whole event stream; every block must be one `event:` line and one `data:` line of JSON. */
export function parseSse(body: string): SseEvent[] {
  expect(body.endsWith("\n\n"), "the stream ends with a complete event").toBe(true);
  return body
    .split("\n\n")
    .filter((block) => block.length > 0)
    .map((block) => {
      const lines = block.split("\n");
      expect(lines, block).toHaveLength(2);
      expect(lines[0]).toMatch(/^event: [a-z]+$/);
      expect(lines[1]).toMatch(/^data: /);
      return { event: lines[0]!.slice("event: ".length), data: JSON.parse(lines[1]!.slice("data: ".length)) };
    });
}

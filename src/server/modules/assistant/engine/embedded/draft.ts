import type { ChatSource } from "../../../chat-logs/chat-logs.repository.ts";

/** An answer being written: sentences, the pages they came from, passage ids used and follow-ups. */
export class Draft {
  private readonly sentences: string[] = [];
  readonly sources: ChatSource[] = [];
  readonly passageIds: string[] = [];
  readonly suggestions: string[] = [];

  say(...sentences: string[]): this {
    for (const s of sentences) if (s.trim()) this.sentences.push(s.trim());
    return this;
  }

  cite(...sources: ChatSource[]): this {
    for (const s of sources)
      if (!this.sources.some((x) => x.url === s.url && x.title === s.title)) this.sources.push(s);
    return this;
  }

  use(...ids: string[]): this {
    for (const id of ids) if (!this.passageIds.includes(id)) this.passageIds.push(id);
    return this;
  }

  /** Follow-ups offered after the answer; the first three distinct ones are kept. */
  suggest(...questions: string[]): this {
    for (const q of questions) if (!this.suggestions.includes(q)) this.suggestions.push(q);
    return this;
  }

  length(): number {
    return this.sentences.length;
  }

  get text(): string {
    return this.sentences.join(" ");
  }
}

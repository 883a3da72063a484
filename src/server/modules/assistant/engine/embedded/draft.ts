import type { ChatSource } from "../../../chat-logs/chat-logs.repository.ts";
import { splitSentences } from "./text.ts";

/** An answer being written: sentences, the pages they came from, passage ids used and follow-ups. */
export class Draft {
  private readonly sentences: string[] = [];
  readonly sources: ChatSource[] = [];
  readonly passageIds: string[] = [];
  readonly suggestions: string[] = [];

  say(...sentences: string[]): this {
    for (const s of sentences) {
      if (!s.trim()) continue;
      // Each sentence of a piece of text is checked on its own ("…promise. Every order comes with…").
      const parts = splitSentences(s.trim());
      const kept = parts.filter(
        (p, i) =>
          !this.repeatsFigures(p.trim(), parts.slice(0, i).join(" ")) &&
          !this.repeatsWords(p.trim()) &&
          !this.repeatsOpening(p.trim(), parts.slice(0, i)),
      );
      if (kept.length > 0) this.sentences.push(kept.join("").trim());
    }
    return this;
  }

  /**
   * A sentence whose every figure was already said, in much the same words ("Every order comes
   * with an 8-day delivery promise." after "…with an 8-day delivery promise…"), repeats the answer,
   * so it is left out. Page references and questions are never dropped.
   */
  private repeatsFigures(sentence: string, before = ""): boolean {
    if (sentence.startsWith("(") || sentence.endsWith("?") || /^\(|\bpage \d/.test(sentence)) return false;
    // "…calls of 4 minutes would run past that limit", "each call is capped at one minute": a rule
    // said about the figures, never a repeat.
    if (/\blimit(ed)?\b|\bcapped\b/.test(sentence)) return false;
    // "Yes, before black friday is doable: the Launch plan takes 2-3 weeks": a verdict on figures
    // already said is the answer, not a repeat.
    if (/^(Yes|No|Honestly|It's possible|Not yet)\b/.test(sentence)) return false;
    const figures = (t: string) =>
      (
        t
          .replace(/\([^)]*\)|\b(?:Year|Years|page|pages|Step)\s+\d+/gi, " ")
          .match(/\$\d[\d,.]*(?:\/\w+)?|\b\d[\d,.]*(?:%|-day|-minute|-hour)?/g) ?? []
      ).map((f) => f.replace(/[.,]$/, ""));
    const mine = figures(sentence);
    if (mine.length === 0) return false;
    const earlier = [...this.sentences, before];
    const said = new Set(earlier.flatMap(figures));
    if (!mine.every((f) => said.has(f))) return false;
    // Same figures and much the same words: a repeat. Same figures in a new statement ("Year 1
    // launches the $5/month subscription" after the price) is news, and is kept.
    const words = (t: string) =>
      (t.toLowerCase().match(/[a-z]{4,}/g) ?? []).filter((w) => w !== "with" && w !== "that");
    const known = new Set(earlier.flatMap(words));
    const own = words(sentence);
    // ("The site doesn't say that unused minutes roll over: … 60 call minutes…" after a bill with
    // the same 60: six or more words of its own make it a new statement.)
    if (new Set(own.filter((w) => !known.has(w))).size >= 6) return false;
    return own.length === 0 || own.filter((w) => known.has(w)).length / own.length >= 0.4;
  }

  /**
   * A long sentence whose words were nearly all said already ("…no long-term contract: after the
   * one-time setup, plans are billed month to month…" a second time) is left out.
   */
  private repeatsWords(sentence: string): boolean {
    if (sentence.startsWith("(") || sentence.endsWith("?")) return false;
    const words = (t: string) => t.toLowerCase().match(/[a-z]{4,}/g) ?? [];
    const own = words(sentence);
    if (own.length < 8) return false;
    const known = new Set(this.sentences.flatMap(words));
    return own.filter((w) => known.has(w)).length / own.length >= 0.85;
  }

  /**
   * A sentence that opens with the same long clause as one already said ("Each call to the Inbound
   * Voice Agent is limited to one minute, so…" twice) says it again, whatever follows.
   */
  private repeatsOpening(sentence: string, before: string[]): boolean {
    if (sentence.startsWith("(") || sentence.endsWith("?")) return false;
    const opening = (t: string) =>
      (t.split(/[,;:]/)[0] ?? "")
        .toLowerCase()
        .replace(/[^a-z0-9$ ]/g, "")
        .trim();
    const mine = opening(sentence);
    if (mine.split(/\s+/).length < 6) return false;
    return [...this.sentences.flatMap((x) => splitSentences(x)), ...before].some((x) => opening(x.trim()) === mine);
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

  /** A sentence said before the closing offer ("…; want me to…?" or "Want me to…?"), not after it. */
  sayBeforeOffer(sentence: string): this {
    const last = this.sentences.length - 1;
    const end = last >= 0 ? this.sentences[last]! : "";
    const offer = /(?:^|[.;]\s+|;\s*)((?:want|shall|would you like|should i)\b[^.?!]*\?)\s*$/i.exec(end);
    if (!offer) return this.say(sentence);
    const body = end.slice(0, offer.index).replace(/[;,\s]+$/, "");
    const ask = offer[1]!.charAt(0).toUpperCase() + offer[1]!.slice(1);
    this.sentences.splice(last, 1, ...(body ? [/[.!?]$/.test(body) ? body : `${body}.`] : []), sentence, ask);
    return this;
  }

  get text(): string {
    return this.sentences.join(" ");
  }
}

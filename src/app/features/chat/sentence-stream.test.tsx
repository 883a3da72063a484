import { describe, expect, it } from "vitest";
import { createSentenceStream, speechPieces } from "./sentence-stream.ts";

/** A stream that records what it emits, and when (after which push). */
function recorder() {
  const sentences: string[] = [];
  const stream = createSentenceStream((s) => sentences.push(s));
  return { stream, sentences };
}

describe("createSentenceStream", () => {
  it("emits each sentence as soon as it is complete, before the rest of the text arrives", () => {
    const { stream, sentences } = recorder();
    stream.push("Hello there. How");
    expect(sentences).toEqual(["Hello there."]);
    stream.push(" are you? I'm");
    expect(sentences).toEqual(["Hello there.", "How are you?"]);
    stream.push(" fine! Thanks");
    expect(sentences).toEqual(["Hello there.", "How are you?", "I'm fine!"]);
  });

  it("joins a sentence cut across chunk boundaries, waiting for the space that proves its end", () => {
    const { stream, sentences } = recorder();
    stream.push("We open at ni");
    stream.push("ne");
    expect(sentences).toEqual([]);
    stream.push(".");
    // "nine." could still be "nine.5": only the following space ends the sentence.
    expect(sentences).toEqual([]);
    stream.push(" Call");
    expect(sentences).toEqual(["We open at nine."]);
    stream.push(" us");
    stream.push("!");
    stream.push("\n");
    expect(sentences).toEqual(["We open at nine.", "Call us!"]);
  });

  it('does not split after "e.g.", "i.e.", "Dr." or an initial', () => {
    const { stream, sentences } = recorder();
    stream.push("Use a form, e.g. the contact form. ");
    stream.push("Ask Dr. Smith, i.e. our founder. ");
    stream.push("J. Doe agrees. ");
    expect(sentences).toEqual([
      "Use a form, e.g. the contact form.",
      "Ask Dr. Smith, i.e. our founder.",
      "J. Doe agrees.",
    ]);
  });

  it('does not split a price such as "$1.50", even when the chunk ends at its point', () => {
    const { stream, sentences } = recorder();
    stream.push("Overage is $1.");
    stream.push("50 per minute. After that");
    expect(sentences).toEqual(["Overage is $1.50 per minute."]);
    stream.push(" it is $0.25 each.");
    stream.flush();
    expect(sentences).toEqual(["Overage is $1.50 per minute.", "After that it is $0.25 each."]);
  });

  it("ends a sentence at a line break and keeps closing quotes and brackets with it", () => {
    const { stream, sentences } = recorder();
    stream.push('She said "yes." Then (we left.) Next line\nLast');
    expect(sentences).toEqual(['She said "yes."', "Then (we left.)", "Next line"]);
  });

  it("flush emits the unfinished tail once, and nothing after that", () => {
    const { stream, sentences } = recorder();
    stream.push("First one. And a tail without a stop");
    stream.flush();
    expect(sentences).toEqual(["First one.", "And a tail without a stop"]);
    stream.flush();
    expect(sentences).toEqual(["First one.", "And a tail without a stop"]);
  });

  it("ignores empty, white-space and punctuation-only pieces", () => {
    const { stream, sentences } = recorder();
    stream.push("");
    stream.push("   ");
    stream.push("... ");
    stream.push("?! \n\n");
    stream.push("Hi.\n\n\n");
    stream.push(" — ");
    stream.flush();
    expect(sentences).toEqual(["Hi."]);
  });
});

describe("speechPieces", () => {
  it("keeps text of up to 1,000 characters whole", () => {
    const text = `${"word ".repeat(199)}done`;
    expect(text.length).toBe(999);
    expect(speechPieces(text)).toEqual([text]);
    expect(speechPieces("a".repeat(1_000))).toEqual(["a".repeat(1_000)]);
  });

  it("cuts longer text at spaces into pieces of at most 1,000 characters, losing no word", () => {
    const words = Array.from({ length: 400 }, (_, i) => `word${i}`);
    const pieces = speechPieces(words.join(" "));
    expect(pieces.length).toBeGreaterThan(1);
    for (const p of pieces) expect(p.length).toBeLessThanOrEqual(1_000);
    expect(pieces.join(" ").split(" ")).toEqual(words);
  });

  it("cuts a run without spaces at 1,000 characters", () => {
    expect(speechPieces("x".repeat(2_500)).map((p) => p.length)).toEqual([1_000, 1_000, 500]);
  });
});

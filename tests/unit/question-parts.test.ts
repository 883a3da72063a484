import { describe, expect, it } from "vitest";
import { questionParts } from "../../src/server/modules/assistant/engine/embedded/question-parts.ts";

/* A message that asks two things is answered part by part (issue 20: the second question was dropped). */

describe("questionParts", () => {
  it.each([
    ["is it live? and what's the monthly burn?", ["is it live?", "and what's the monthly burn?"]],
    [
      "how does it make money and what does the subscription cost?",
      ["how does it make money", "what does the subscription cost?"],
    ],
    ["traction? how many households are on the waitlist", ["traction?", "how many households are on the waitlist"]],
    ["who founded Domu AI and where are you based?", ["who founded Domu AI", "where are you based?"]],
  ])("%s", (message, parts) => {
    expect(questionParts(message)).toEqual(parts);
  });

  it.each([
    "I use 200 minutes more than the inbound agent includes: what's my monthly bill?",
    "we're small, like 300 convos a month. do i pay less then?",
    "ok? how much is it",
    "how much is the inbound agent",
  ])("keeps one question whole: %s", (message) => {
    expect(questionParts(message)).toEqual([message]);
  });
});

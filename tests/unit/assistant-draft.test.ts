import { describe, expect, it } from "vitest";
import { Draft } from "../../src/server/modules/assistant/engine/embedded/draft.ts";

describe("Draft.sayBeforeOffer", () => {
  it("puts the sentence before a closing offer joined by a semicolon", () => {
    const d = new Draft().say("Our team can confirm Vietnamese on the call; want me to have them check?");
    d.sayBeforeOffer("And HubSpot is on our integrations list.");
    expect(d.text).toBe(
      "Our team can confirm Vietnamese on the call. And HubSpot is on our integrations list. Want me to have them check?",
    );
  });

  it("puts the sentence before a closing offer said on its own", () => {
    const d = new Draft().say("The agent is $299 a month.", "Want me to work out the bill?");
    d.sayBeforeOffer("You keep your number too.");
    expect(d.text).toBe("The agent is $299 a month. You keep your number too. Want me to work out the bill?");
  });

  it("adds the sentence at the end when there is no offer", () => {
    const d = new Draft().say("The agent is $299 a month.");
    d.sayBeforeOffer("You keep your number too.");
    expect(d.text).toBe("The agent is $299 a month. You keep your number too.");
  });
});

import { describe, expect, it } from "vitest";
import { cleanSpeechText } from "../../src/server/modules/speech/speech-text.ts";
import { TtsCache } from "../../src/server/modules/speech/tts-cache.ts";

describe("cleanSpeechText", () => {
  it.each([
    ["Hello   there\n\nfriend.", "Hello there friend."],
    ["**Bold** and _quiet_ and `code`.", "Bold and quiet and code."],
    ["See [our pricing](https://example.com/pricing) page.", "See our pricing page."],
    ["<speak><prosody rate='x-fast'>Hi</prosody></speak>", "Hi"],
    ["Tom &amp; Jerry&nbsp;say hi <!-- note -->", "Tom & Jerry say hi"],
    ["## Plans\n- Inbound: $299/mo\n- Outbound", "Plans Inbound: $299/mo Outbound"],
    ["Bell\u0007 and\u0000 nul\u200b.", "Bell and nul ."],
    ["1. First\n2) Second", "First Second"],
    ["3 < 5 and 7 > 2", "3 5 and 7 2"],
  ])("speaks %j as %j", (input, spoken) => {
    expect(cleanSpeechText(input)).toBe(spoken);
  });

  it("keeps prices, decimals, apostrophes and sentence marks", () => {
    expect(cleanSpeechText("It's $1.50/min, isn't it? Yes!")).toBe("It's $1.50/min, isn't it? Yes!");
  });

  it("leaves nothing of markup alone", () => {
    expect(cleanSpeechText("<br/> ** __ ``")).toBe("");
  });
});

describe("TtsCache", () => {
  const clip = (n: number) => ({ audio: Buffer.alloc(n), contentType: "audio/mpeg" });

  it("keeps entries up to its byte budget and drops the least recently used first", () => {
    const cache = new TtsCache(300);
    cache.set("a", clip(100));
    cache.set("b", clip(100));
    cache.set("c", clip(100));
    expect(cache.get("a")).toBeDefined(); // a is now the most recently used
    cache.set("d", clip(100));
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBeDefined();
    expect(cache.get("c")).toBeDefined();
    expect(cache.get("d")).toBeDefined();
    expect(cache.size).toEqual({ entries: 3, bytes: 300 });
  });

  it("never keeps a clip larger than the whole budget, and replaces a key's clip", () => {
    const cache = new TtsCache(150);
    cache.set("big", clip(151));
    expect(cache.get("big")).toBeUndefined();
    cache.set("k", clip(100));
    cache.set("k", clip(50));
    expect(cache.size).toEqual({ entries: 1, bytes: 50 });
  });

  it("keeps nothing with a budget of 0", () => {
    const cache = new TtsCache(0);
    cache.set("a", clip(1));
    expect(cache.size.entries).toBe(0);
  });
});

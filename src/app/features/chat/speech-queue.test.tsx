import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SpeechQueue } from "./speech-queue.ts";

/** The one audio element, scripted: the test says when a clip ends or whether play() is refused. */
class ScriptedAudio extends EventTarget {
  static all: ScriptedAudio[] = [];
  static refuse: DOMException | null = null;
  src = "";
  preload = "";
  paused = true;
  /** The clip (its text) each play() call started. */
  played: string[] = [];
  constructor() {
    super();
    ScriptedAudio.all.push(this);
  }
  play(): Promise<void> {
    this.played.push(clipText.get(this.src) ?? "?");
    if (ScriptedAudio.refuse) return Promise.reject(ScriptedAudio.refuse);
    this.paused = false;
    return Promise.resolve();
  }
  pause() {
    this.paused = true;
  }
  load() {}
  removeAttribute(name: string) {
    if (name === "src") this.src = "";
  }
  end() {
    this.paused = true;
    this.dispatchEvent(new Event("ended"));
  }
}

/** Which sentence each clip holds, so the test can see which one plays. */
const blobText = new WeakMap<Blob, string>();
const clipText = new Map<string, string>();
let urls = 0;

interface Call {
  text: string;
  signal: AbortSignal;
  resolve(): void;
  reject(err: unknown): void;
}

/** A synthesis endpoint the test answers by hand, recording how many requests are open at once. */
function synthesis() {
  const calls: Call[] = [];
  let open = 0;
  let mostOpen = 0;
  const request = vi.fn(
    (text: string, signal: AbortSignal) =>
      new Promise<Blob>((resolve, reject) => {
        open += 1;
        mostOpen = Math.max(mostOpen, open);
        const settle = () => (open -= 1);
        calls.push({
          text,
          signal,
          resolve: () => {
            settle();
            const blob = new Blob([text], { type: "audio/mpeg" });
            blobText.set(blob, text);
            resolve(blob);
          },
          reject: (err) => (settle(), reject(err)),
        });
      }),
  );
  const call = (i: number) => {
    const c = calls[i];
    if (!c) throw new Error(`no request ${i} was made`);
    return c;
  };
  return { request, call, mostOpen: () => mostOpen, texts: () => calls.map((c) => c.text) };
}

function queueWith(s: ReturnType<typeof synthesis>) {
  const speaking: boolean[] = [];
  const onError = vi.fn();
  const queue = new SpeechQueue(s.request, { onSpeakingChange: (v) => speaking.push(v), onError });
  return { queue, speaking, onError, audio: () => ScriptedAudio.all[0]! };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  ScriptedAudio.all = [];
  ScriptedAudio.refuse = null;
  vi.stubGlobal("Audio", ScriptedAudio);
  vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
    const url = `blob:clip-${++urls}`;
    clipText.set(url, blobText.get(blob as Blob) ?? "?");
    return url;
  });
  vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("SpeechQueue", () => {
  it("plays the clips in the order of the sentences, even when a later one is synthesized first", async () => {
    const s = synthesis();
    const { queue, audio } = queueWith(s);
    queue.say("One.");
    queue.say("Two.");
    s.call(1).resolve();
    await settle();
    expect(ScriptedAudio.all).toHaveLength(0); // Nothing plays before the first clip is ready.

    s.call(0).resolve();
    await settle();
    expect(audio().played).toEqual(["One."]);
    audio().end();
    await settle();
    expect(audio().played).toEqual(["One.", "Two."]);
    expect(ScriptedAudio.all).toHaveLength(1); // One element plays them all.
  });

  it("never has more than two synthesis requests in flight, and asks for the rest in order", async () => {
    const s = synthesis();
    const { queue, audio } = queueWith(s);
    for (const t of ["A.", "B.", "C.", "D.", "E."]) queue.say(t);
    expect(s.texts()).toEqual(["A.", "B."]);

    s.call(1).resolve();
    await settle();
    expect(s.texts()).toEqual(["A.", "B.", "C."]);
    s.call(0).resolve();
    await settle();
    expect(s.texts()).toEqual(["A.", "B.", "C.", "D."]);
    s.call(2).resolve();
    s.call(3).resolve();
    await settle();
    expect(s.texts()).toEqual(["A.", "B.", "C.", "D.", "E."]);
    s.call(4).resolve();
    for (let i = 0; i < 5; i++) {
      await settle();
      audio().end();
    }
    await settle();
    expect(audio().played).toEqual(["A.", "B.", "C.", "D.", "E."]);
    expect(s.mostOpen()).toBe(2);
  });

  it("reports speaking true when the first clip starts and false when the last one ends", async () => {
    const s = synthesis();
    const { queue, speaking, audio } = queueWith(s);
    queue.say("One.");
    queue.say("Two.");
    expect(speaking).toEqual([]);
    s.call(0).resolve();
    s.call(1).resolve();
    await settle();
    expect(speaking).toEqual([true]);
    expect(queue.isSpeaking).toBe(true);
    audio().end();
    await settle();
    expect(speaking).toEqual([true]); // Still speaking between the two clips.
    audio().end();
    await settle();
    expect(speaking).toEqual([true, false]);
    expect(queue.isSpeaking).toBe(false);
  });

  it("stop() pauses at once, cancels the requests and drops the rest; the queue speaks again afterwards", async () => {
    const s = synthesis();
    const { queue, speaking, audio } = queueWith(s);
    for (const t of ["A.", "B.", "C.", "D."]) queue.say(t);
    s.call(0).resolve();
    await settle();
    expect(audio().paused).toBe(false);
    expect(s.texts()).toEqual(["A.", "B.", "C."]);

    queue.stop();
    expect(audio().paused).toBe(true);
    expect(audio().src).toBe("");
    expect(speaking).toEqual([true, false]);
    expect(s.call(1).signal.aborted).toBe(true);
    expect(s.call(2).signal.aborted).toBe(true);
    s.call(1).resolve();
    s.call(2).resolve();
    await settle();
    audio().end();
    await settle();
    expect(s.texts()).toEqual(["A.", "B.", "C."]); // D. is never asked for.
    expect(audio().played).toEqual(["A."]); // B. and C. never play.
    expect(speaking).toEqual([true, false]);

    queue.say("Again.");
    expect(s.texts()).toEqual(["A.", "B.", "C.", "Again."]);
    s.call(3).resolve();
    await settle();
    expect(audio().played).toEqual(["A.", "Again."]);
  });

  it("calls onError once per reply however many of its requests fail, and is usable again after reset", async () => {
    const s = synthesis();
    const { queue, onError } = queueWith(s);
    queue.say("A.");
    queue.say("B.");
    queue.say("C.");
    s.call(0).reject(new Error("503"));
    s.call(1).reject(new Error("503"));
    await settle();
    expect(onError).toHaveBeenCalledTimes(1);
    queue.say("D.");
    await settle();
    expect(s.texts()).toEqual(["A.", "B."]); // After a failure the reply's other sentences are not asked for.

    queue.reset();
    queue.say("Next reply.");
    expect(s.texts()).toEqual(["A.", "B.", "Next reply."]);
    s.call(2).reject(new Error("503"));
    await settle();
    expect(onError).toHaveBeenCalledTimes(2);

    queue.stop();
    queue.say("Third.");
    s.call(3).resolve();
    await settle();
    expect(ScriptedAudio.all[0]?.played).toEqual(["Third."]);
    expect(onError).toHaveBeenCalledTimes(2);
  });

  it("a request cancelled by stop() is not an error", async () => {
    const s = synthesis();
    const { queue, onError } = queueWith(s);
    queue.say("A.");
    queue.stop();
    s.call(0).reject(new DOMException("The operation was aborted.", "AbortError"));
    await settle();
    expect(onError).not.toHaveBeenCalled();
  });

  it("an autoplay refusal (play() rejected with NotAllowedError) is not an error and does not stick", async () => {
    const s = synthesis();
    const { queue, onError, speaking, audio } = queueWith(s);
    ScriptedAudio.refuse = new DOMException("play() failed because the user didn't interact", "NotAllowedError");
    queue.say("A.");
    queue.say("B.");
    s.call(0).resolve();
    s.call(1).resolve();
    await settle();
    await settle();
    expect(onError).not.toHaveBeenCalled();
    expect(audio().played).toEqual(["A.", "B."]);
    expect(speaking.at(-1)).toBe(false);

    ScriptedAudio.refuse = null;
    queue.say("C.");
    s.call(2).resolve();
    await settle();
    expect(audio().played).toEqual(["A.", "B.", "C."]);
    expect(queue.isSpeaking).toBe(true);
  });
});

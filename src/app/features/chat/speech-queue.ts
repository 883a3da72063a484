/**
 * Speaks a reply sentence by sentence: each sentence's audio is requested as soon as the
 * sentence is known (at most two requests at a time, in order), and the clips play one after
 * another through one audio element, so the first words sound while the rest is still being
 * written or synthesized.
 */
export type SpeechRequest = (text: string, signal: AbortSignal) => Promise<Blob>;

export interface SpeechQueueEvents {
  /** True from the first clip's start until the last clip ends or speech stops. */
  onSpeakingChange(speaking: boolean): void;
  /** Synthesis failed (the spec's 'Voice Error'); the text reply is unaffected. */
  onError(err: unknown): void;
}

interface Clip {
  text: string;
  audio: Promise<Blob | null>;
}

const AHEAD = 2;

export class SpeechQueue {
  private clips: Clip[] = [];
  private pending: string[] = [];
  private fetching = 0;
  private playing = false;
  private speaking = false;
  private controller = new AbortController();
  private element: HTMLAudioElement | null = null;
  private url: string | null = null;
  private failed = false;

  constructor(
    private readonly request: SpeechRequest,
    private readonly events: SpeechQueueEvents,
  ) {}

  /** The one audio element: created on first use so a click's user activation carries to it. */
  audio(): HTMLAudioElement {
    if (!this.element) {
      this.element = new Audio();
      this.element.preload = "auto";
    }
    return this.element;
  }

  get isSpeaking(): boolean {
    return this.speaking;
  }

  /** Queues a sentence to be spoken after those before it. */
  say(text: string): void {
    if (this.failed) return;
    this.pending.push(text);
    this.fill();
    void this.next();
  }

  /** Silences at once and forgets everything queued. */
  stop(): void {
    this.controller.abort();
    this.controller = new AbortController();
    this.clips = [];
    this.pending = [];
    this.fetching = 0;
    this.failed = false;
    if (this.element) {
      this.element.pause();
      this.element.removeAttribute("src");
      this.element.load();
    }
    this.release();
    this.playing = false;
    this.setSpeaking(false);
  }

  /** A new reply starts: earlier failures no longer hold its speech back. */
  reset(): void {
    this.stop();
  }

  private fill() {
    while (this.fetching < AHEAD && this.pending.length > 0) {
      const text = this.pending.shift()!;
      const signal = this.controller.signal;
      this.fetching += 1;
      const audio = this.request(text, signal).then(
        (blob) => blob,
        (err: unknown) => {
          if (!signal.aborted) this.fail(err);
          return null;
        },
      );
      this.clips.push({ text, audio });
      void audio.finally(() => {
        if (signal.aborted) return;
        this.fetching -= 1;
        this.fill();
      });
    }
  }

  private fail(err: unknown) {
    if (this.failed) return;
    this.failed = true;
    this.pending = [];
    this.events.onError(err);
  }

  private async next(): Promise<void> {
    if (this.playing) return;
    const clip = this.clips.shift();
    if (!clip) {
      if (this.pending.length === 0 && this.fetching === 0) this.setSpeaking(false);
      return;
    }
    this.playing = true;
    const signal = this.controller.signal;
    const blob = await clip.audio;
    if (signal.aborted) return;
    if (blob) await this.play(blob, signal);
    if (signal.aborted) return;
    this.playing = false;
    if (this.clips.length === 0 && this.pending.length === 0 && this.fetching === 0) this.setSpeaking(false);
    void this.next();
  }

  private play(blob: Blob, signal: AbortSignal): Promise<void> {
    const el = this.audio();
    this.release();
    this.url = URL.createObjectURL(blob);
    el.src = this.url;
    this.setSpeaking(true);
    return new Promise<void>((resolve) => {
      const done = () => {
        el.removeEventListener("ended", done);
        el.removeEventListener("error", done);
        signal.removeEventListener("abort", done);
        resolve();
      };
      el.addEventListener("ended", done);
      el.addEventListener("error", done);
      signal.addEventListener("abort", done);
      // A browser that refuses to play before the visitor has interacted (autoplay policy) is
      // not a voice failure: the text is on screen and the next reply, after a click, speaks.
      el.play().catch(done);
    });
  }

  private release() {
    if (this.url) URL.revokeObjectURL(this.url);
    this.url = null;
  }

  private setSpeaking(speaking: boolean) {
    if (this.speaking === speaking) return;
    this.speaking = speaking;
    this.events.onSpeakingChange(speaking);
  }
}

import type { SpeechAudio } from "./tts.types.ts";

/**
 * Synthesized audio of repeated phrases (greetings, common answers), least recently used first
 * out once the total passes `maxBytes`. In process memory on purpose: losing it costs a
 * synthesis, nothing else (ARCHITECTURE: no state that matters lives in one process).
 */
export class TtsCache {
  private readonly entries = new Map<string, SpeechAudio>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): SpeechAudio | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      // Most recently used last: Map keeps insertion order.
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, audio: SpeechAudio): void {
    const size = audio.audio.length;
    if (size > this.maxBytes) return;
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.bytes -= old.audio.length;
    }
    this.entries.set(key, audio);
    this.bytes += size;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.audio.length;
    }
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }
}

import type { Page } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../helpers/chromium.mjs";

/**
 * Stand-ins injected into the page before its scripts run: a scripted SpeechRecognition that
 * "hears" a given sentence, a browser without any voice input, and a recorder of what every
 * audio element does (elements made with `new Audio()` are not in the DOM).
 */

export async function scriptSpeechRecognition(page: Page, transcript: string): Promise<void> {
  await page.addInitScript((heard: string) => {
    const w = window as unknown as Record<string, unknown>;
    const starts: { lang: string; interimResults: boolean; maxAlternatives: number; continuous: boolean }[] = [];
    w.__recognitionStarts = starts;
    class ScriptedRecognition {
      lang = "";
      continuous = true;
      interimResults = true;
      maxAlternatives = 5;
      onresult: ((e: unknown) => void) | null = null;
      onerror: ((e: unknown) => void) | null = null;
      onend: (() => void) | null = null;
      start() {
        starts.push({
          lang: this.lang,
          interimResults: this.interimResults,
          maxAlternatives: this.maxAlternatives,
          continuous: this.continuous,
        });
        setTimeout(() => {
          this.onresult?.({ results: [[{ transcript: heard, confidence: 0.93 }]] });
          this.onend?.();
        }, 300);
      }
      stop() {
        this.onend?.();
      }
      abort() {
        this.onend?.();
      }
    }
    w.SpeechRecognition = ScriptedRecognition;
    w.webkitSpeechRecognition = ScriptedRecognition;
  }, transcript);
}

export async function removeVoiceInput(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    delete w.SpeechRecognition;
    delete w.webkitSpeechRecognition;
    delete w.MediaRecorder;
  });
}

export interface AudioLog {
  /** `playing` events: a clip really started. */
  played: number;
  /** Clips that loaded with data and a duration (they decoded). */
  decoded: number;
  /** Whether every audio element is silent now. */
  paused: boolean;
}

export async function recordAudio(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const elements: HTMLMediaElement[] = [];
    const log = { played: 0, decoded: 0 };
    (window as unknown as { __audio: { log: typeof log; elements: HTMLMediaElement[] } }).__audio = { log, elements };
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      if (!elements.includes(this)) {
        elements.push(this);
        this.addEventListener("playing", () => (log.played += 1));
        this.addEventListener("loadeddata", () => {
          if (this.readyState >= 2 && this.duration > 0) log.decoded += 1;
        });
      }
      return play.call(this);
    };
  });
}

export function audioLog(page: Page): Promise<AudioLog> {
  return page.evaluate(() => {
    const { log, elements } = (window as unknown as { __audio: { log: AudioLog; elements: HTMLMediaElement[] } })
      .__audio;
    return { ...log, paused: elements.every((e) => e.paused) };
  });
}

/** Chromium with a fake microphone that needs no permission prompt (for the recording path). */
export const FAKE_MICROPHONE = {
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, "--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream"],
  },
};

/** A browser with a recorder but no speech recognition, as Firefox is. */
export async function removeSpeechRecognition(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    delete w.SpeechRecognition;
    delete w.webkitSpeechRecognition;
  });
}

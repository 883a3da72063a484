import { serverTranscription, transcribe } from "./speech-api.ts";

/**
 * One utterance of voice input. The browser's own speech recognition where it has one (en-US,
 * one result, no interim results, public-site.md §5); otherwise, when the server can transcribe,
 * the utterance is recorded (until the visitor clicks again, or at most 15 s) and sent to
 * POST /api/stt. Speech errors are only logged (§8).
 */

interface RecognitionResultEvent {
  results: ArrayLike<ArrayLike<{ transcript: string }>>;
}
interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((e: RecognitionResultEvent) => void) | null;
  onerror: ((e: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
type RecognitionConstructor = new () => Recognition;

export const MAX_RECORDING_MS = 15_000;

function recognitionConstructor(): RecognitionConstructor | null {
  const w = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

function canRecord(): boolean {
  return typeof MediaRecorder !== "undefined" && !!navigator.mediaDevices?.getUserMedia;
}

export interface VoiceInputHandlers {
  onTranscript(text: string): void;
  onListeningChange(listening: boolean): void;
  /** Neither recognition nor recording is possible here: the screen shows the spec's alert. */
  onUnsupported(): void;
}

export interface VoiceInput {
  start(): Promise<void>;
  stop(): void;
}

export function createVoiceInput(h: VoiceInputHandlers): VoiceInput {
  let active: { stop(): void } | null = null;
  const finish = () => {
    active = null;
    h.onListeningChange(false);
  };

  function listen(Ctor: RecognitionConstructor) {
    const r = new Ctor();
    r.lang = "en-US";
    r.continuous = false;
    r.interimResults = false;
    r.maxAlternatives = 1;
    r.onresult = (e) => {
      const transcript = e.results[0]?.[0]?.transcript ?? "";
      if (transcript.trim()) h.onTranscript(transcript);
    };
    r.onerror = (e) => console.warn("Speech recognition error:", e.error);
    r.onend = finish;
    active = { stop: () => r.stop() };
    h.onListeningChange(true);
    try {
      r.start();
    } catch (err) {
      console.warn("Speech recognition could not start:", err);
      finish();
    }
  }

  async function record() {
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (err) {
      console.warn("Microphone unavailable:", err);
      return;
    }
    const recorder = new MediaRecorder(stream);
    const chunks: Blob[] = [];
    const timer = setTimeout(() => recorder.state !== "inactive" && recorder.stop(), MAX_RECORDING_MS);
    recorder.ondataavailable = (e) => e.data.size > 0 && chunks.push(e.data);
    recorder.onstop = () => {
      clearTimeout(timer);
      stream.getTracks().forEach((t) => t.stop());
      finish();
      const blob = new Blob(chunks, { type: recorder.mimeType || "audio/webm" });
      if (blob.size === 0) return;
      transcribe(blob)
        .then((text) => text.trim() && h.onTranscript(text))
        .catch((err: unknown) => console.warn("Transcription failed:", err));
    };
    active = { stop: () => recorder.state !== "inactive" && recorder.stop() };
    h.onListeningChange(true);
    recorder.start();
  }

  return {
    async start() {
      if (active) return;
      const Ctor = recognitionConstructor();
      if (Ctor) return listen(Ctor);
      if (canRecord() && (await serverTranscription())) return record();
      h.onUnsupported();
    },
    stop() {
      active?.stop();
    },
  };
}

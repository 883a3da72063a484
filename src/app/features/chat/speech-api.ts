import { ApiError } from "../../lib/api.ts";
import type { SpeechRequest } from "./speech-queue.ts";

/** Which voice speaks a screen's replies: Aurora's own endpoint, or a persona's voice id. */
export type Voice = { kind: "aurora" } | { kind: "voice-id"; voiceId: string };

async function postForBlob(url: string, body: unknown, signal?: AbortSignal): Promise<Blob> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: "POST",
      credentials: "include",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      signal,
    });
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new ApiError(0, "network failure");
  }
  if (!res.ok) throw new ApiError(res.status, res.statusText || "unknown");
  return res.blob();
}

/** POST /api/aurora/tts { text } or POST /api/tts { text, voiceId } (public-site.md §7). */
export function speechRequest(voice: Voice): SpeechRequest {
  return (text, signal) =>
    voice.kind === "aurora"
      ? postForBlob("/api/aurora/tts", { text }, signal)
      : postForBlob("/api/tts", { text, voiceId: voice.voiceId }, signal);
}

/** POST /api/stt with a recorded utterance; the server transcribes it. */
export async function transcribe(audio: Blob, signal?: AbortSignal): Promise<string> {
  let res: Response;
  try {
    res = await fetch("/api/stt", {
      method: "POST",
      credentials: "include",
      headers: { "content-type": audio.type || "audio/webm" },
      body: audio,
      signal,
    });
  } catch {
    throw new ApiError(0, "network failure");
  }
  if (!res.ok) throw new ApiError(res.status, res.statusText || "unknown");
  const json = (await res.json()) as { text?: unknown };
  return typeof json.text === "string" ? json.text : "";
}

let sttAvailable: Promise<boolean> | null = null;

/** Whether the server can transcribe recorded speech (GET /api/speech/config), asked once. */
export function serverTranscription(): Promise<boolean> {
  return (sttAvailable ??= fetch("/api/speech/config", { credentials: "include" })
    .then((r) => (r.ok ? (r.json() as Promise<{ stt?: unknown }>) : { stt: false }))
    .then((j) => j.stt === true)
    .catch(() => false));
}

/**
 * The embedded speech engine's thread (node:worker_threads): eSpeak-NG compiled to WebAssembly
 * (espeak-engine.ts) speaks into a WAV file in its in-memory file system (22,050 Hz 16-bit PCM,
 * 44 KB a second), and LAME compiled to WebAssembly encodes it as MP3 here, so the server's
 * request thread runs neither. Messages: EspeakJob in, EspeakAnswer out, one job at a time.
 *
 * Each job runs on a fresh instance of the engine (its command line's option parser keeps its
 * state between runs): one is prepared ahead (about 100 ms of work) while the worker waits, and
 * the next right after a job. The compiled WebAssembly is shared.
 */
import { parentPort } from "node:worker_threads";
import { createMp3Encoder } from "wasm-media-encoders";
import { prepareEspeak, speakPcm, type EspeakEngine } from "./espeak-engine.ts";
import { toFloat32 } from "./pcm.ts";

export interface EspeakJob {
  id: number;
  text: string;
  /** An eSpeak-NG voice, e.g. en-us+f3. */
  voice: string;
}

export type EspeakAnswer =
  | { id: number; ok: true; mp3: Uint8Array; samples: number; sampleRate: number }
  | { id: number; ok: false; error: string };

/**
 * 32 kbps constant bit rate: 4 KB a second of speech (the budget is 16), at eSpeak's own 22.05 kHz
 * (MPEG-2 layer III; LAME's low-pass keeps what speech needs). About 5 ms of encoding a second.
 */
const MP3_KBPS = 32;

const encoder = createMp3Encoder();

/** MP3 of the PCM; the encoder's output belongs to it until its next call, so it is copied. */
async function encodeMp3(samples: Int16Array, sampleRate: number): Promise<Uint8Array> {
  const mp3 = await encoder;
  mp3.configure({ channels: 1, sampleRate, bitrate: MP3_KBPS });
  const body = mp3.encode([toFloat32(samples)]).slice();
  const tail = mp3.finalize();
  const all = new Uint8Array(body.length + tail.length);
  all.set(body);
  all.set(tail, body.length);
  return all;
}

/** The next job's engine, being prepared; a failure is reported to the job that takes it. */
function prepareSpare(): Promise<EspeakEngine> {
  const next = prepareEspeak();
  next.catch(() => {});
  return next;
}

let spare = prepareSpare();

async function speak(engine: EspeakEngine, job: EspeakJob): Promise<EspeakAnswer> {
  const spoken = speakPcm(engine, job.text, job.voice);
  if (!spoken.ok) return { id: job.id, ok: false, error: spoken.error };
  const { samples, sampleRate } = spoken.pcm;
  const mp3 = await encodeMp3(samples, sampleRate);
  return { id: job.id, ok: true, mp3, samples: samples.length, sampleRate };
}

const port = parentPort;
if (!port) throw new Error("espeak-worker runs as a worker thread");

/** Speaks one job on the spare engine; the next spare is prepared after the answer is sent. */
async function handle(job: EspeakJob): Promise<EspeakAnswer> {
  let engine: EspeakEngine;
  try {
    engine = await spare;
  } catch (err) {
    spare = prepareSpare();
    return { id: job.id, ok: false, error: `eSpeak-NG could not start: ${String(err)}` };
  }
  try {
    return await speak(engine, job);
  } catch (err) {
    return { id: job.id, ok: false, error: err instanceof Error ? err.message : String(err) };
  } finally {
    // Asynchronous from its first step, so the answer is posted before the work starts.
    spare = prepareSpare();
  }
}

// The provider sends one job at a time; should more arrive, they still take turns.
let turn: Promise<void> = Promise.resolve();
port.on("message", (job: EspeakJob) => {
  turn = turn.then(async () => {
    const answer = await handle(job);
    port.postMessage(answer, answer.ok ? [answer.mp3.buffer as ArrayBuffer] : []);
  });
});

// Ready when the first engine and the encoder are: the provider's start() waits for this.
void Promise.all([spare, encoder]).then(
  () => port.postMessage({ ready: true }),
  (err: unknown) => port.postMessage({ ready: false, error: String(err) }),
);

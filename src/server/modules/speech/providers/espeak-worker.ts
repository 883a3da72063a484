/**
 * The embedded speech engine's thread (node:worker_threads): eSpeak-NG compiled to WebAssembly
 * speaks into a WAV file in its in-memory file system (22,050 Hz 16-bit PCM, 44 KB a second),
 * and LAME compiled to WebAssembly encodes it as MP3 here, so the server's request thread runs
 * neither. Messages: EspeakJob in,
 * EspeakAnswer out, one job at a time.
 *
 * The package exposes the eSpeak-NG command line, whose option parser keeps its state between
 * runs, so each job runs on a fresh instance: one is prepared ahead (about 100 ms of work) while
 * the worker waits, and the next right after a job. The compiled WebAssembly is shared.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { parentPort } from "node:worker_threads";
import ESpeakNg, { type ESpeakNgModule } from "espeak-ng";
import { createMp3Encoder } from "wasm-media-encoders";
import { parseWav, toFloat32 } from "./pcm.ts";

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

/** The little of the WebAssembly global used here (the server build's libraries do not declare it). */
interface WasmApi {
  compile(bytes: Uint8Array): Promise<object>;
  instantiate(module: object, imports: object): Promise<{ exports: object }>;
}
const wasmApi = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;

interface Engine {
  module: ESpeakNgModule;
  exports: {
    memory: { buffer: ArrayBuffer };
    malloc(size: number): number;
    __main_argc_argv(argc: number, argv: number): number;
  };
}

const wasmFile = path.join(path.dirname(createRequire(import.meta.url).resolve("espeak-ng")), "espeak-ng.wasm");
const compiled = wasmApi.compile(fs.readFileSync(wasmFile));

async function prepare(): Promise<Engine> {
  const wasm = await compiled;
  let exports: Engine["exports"] | undefined;
  const module = await ESpeakNg({
    noInitialRun: true,
    print: () => {},
    printErr: () => {},
    instantiateWasm: (imports, receive) => {
      void wasmApi.instantiate(wasm, imports).then((instance) => {
        exports = instance.exports as unknown as Engine["exports"];
        receive(instance);
      });
      return {};
    },
  });
  if (!exports) throw new Error("eSpeak-NG did not start");
  return { module, exports };
}

/** Runs the command line's main() with these arguments (the package does not export callMain). */
function runMain({ exports }: Engine, args: string[]): number {
  const all = ["espeak-ng", ...args];
  const utf8 = new TextEncoder();
  const pointers = all.map((arg) => {
    const bytes = utf8.encode(`${arg}\0`);
    const at = exports.malloc(bytes.length);
    new Uint8Array(exports.memory.buffer, at, bytes.length).set(bytes);
    return at;
  });
  const argv = exports.malloc(4 * (all.length + 1));
  new Uint32Array(exports.memory.buffer, argv, all.length + 1).set([...pointers, 0]);
  return exports.__main_argc_argv(all.length, argv);
}

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
function prepareSpare(): Promise<Engine> {
  const next = prepare();
  next.catch(() => {});
  return next;
}

let spare = prepareSpare();

async function speak(engine: Engine, job: EspeakJob): Promise<EspeakAnswer> {
  // The text goes in a file, never on the command line, so nothing in it is read as an option.
  engine.module.FS.writeFile("/in.txt", job.text);
  let status: number;
  try {
    status = runMain(engine, ["-b", "1", "-v", job.voice, "-w", "/out.wav", "-f", "/in.txt"]);
  } catch (err) {
    // eSpeak exits (an Emscripten ExitStatus) on a bad voice, for instance.
    const e = err as { status?: number; message?: string };
    return { id: job.id, ok: false, error: `eSpeak-NG stopped (${e.status ?? e.message ?? String(err)})` };
  }
  if (status !== 0) return { id: job.id, ok: false, error: `eSpeak-NG exited with ${status}` };
  const pcm = parseWav(engine.module.FS.readFile("/out.wav"));
  const mp3 = await encodeMp3(pcm.samples, pcm.sampleRate);
  return { id: job.id, ok: true, mp3, samples: pcm.samples.length, sampleRate: pcm.sampleRate };
}

const port = parentPort;
if (!port) throw new Error("espeak-worker runs as a worker thread");

/** Speaks one job on the spare engine; the next spare is prepared after the answer is sent. */
async function handle(job: EspeakJob): Promise<EspeakAnswer> {
  let engine: Engine;
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

import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { SpeechProviderError, type TtsProvider } from "../tts.types.ts";
import type { EspeakAnswer, EspeakJob } from "./espeak-worker.ts";

type Log = { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };

export interface EspeakProviderOptions {
  log: Log;
  /** A job the worker has not answered by then is failed and the worker replaced (a hung engine). */
  jobTimeoutMs?: number;
  /** Jobs waiting beyond this many are refused at once rather than answered late. */
  maxQueue?: number;
}

export interface EspeakProvider extends TtsProvider {
  readonly name: "espeak";
  /** Starts the worker now instead of on the first request; resolves when it can speak. */
  start(): Promise<void>;
  /** Jobs running (0 or 1) and waiting, and how many workers were started so far. */
  stats(): { running: number; queued: number; workersStarted: number };
}

/** Longest a new worker may take to load eSpeak-NG (about half a second here). */
const STARTUP_TIMEOUT_MS = 30_000;

interface Pending {
  job: EspeakJob;
  resolve(answer: Extract<EspeakAnswer, { ok: true }>): void;
  reject(err: SpeechProviderError): void;
}

/** The job the worker has: its clock, and the worker it was given to. */
type Running = Pending & { timer: NodeJS.Timeout | undefined; on: Worker | null };

/**
 * The worker's module. From the compiled build it is the .js beside this file; from the
 * TypeScript sources (tests, `npm run dev`, the benchmarks) the worker loads the .ts through tsx,
 * which those already run on.
 */
function spawnWorker(): Worker {
  const here = import.meta.url;
  if (!here.endsWith(".ts")) return new Worker(new URL("./espeak-worker.js", here));
  const worker = new URL("./espeak-worker.ts", here).href;
  const tsx = pathToFileURL(createRequire(here).resolve("tsx/esm/api")).href;
  const boot = `import(${JSON.stringify(tsx)}).then((m) => (m.tsImport ?? m.default.tsImport)(${JSON.stringify(worker)}, ${JSON.stringify(worker)}))`;
  return new Worker(boot, { eval: true });
}

/**
 * The embedded eSpeak-NG provider: one warm worker thread (espeak-worker.ts) speaks and encodes,
 * jobs queue for it here one at a time, and a worker that crashes or hangs is replaced on the
 * next job. Answers MP3 (16 kHz, 32 kbps) with the duration counted from the PCM samples.
 */
export function createEspeakProvider(options: EspeakProviderOptions): EspeakProvider {
  const jobTimeoutMs = options.jobTimeoutMs ?? 20_000;
  const maxQueue = options.maxQueue ?? 64;
  const queue: Pending[] = [];
  let worker: Worker | null = null;
  let ready: Promise<void> | null = null;
  let current: Running | null = null;
  let workersStarted = 0;
  let nextId = 1;
  let closed = false;

  function failCurrent(message: string) {
    if (!current) return;
    clearTimeout(current.timer);
    current.reject(new SpeechProviderError("engine", message));
    current = null;
  }

  /** Forgets a worker (the next job starts another), fails the job it had, and stops it. */
  function drop(w: Worker, why: string) {
    if (worker === w) {
      worker = null;
      ready = null;
    }
    if (current?.on === w) failCurrent(why);
    void w.terminate();
  }

  function ensureWorker(): Promise<void> {
    if (worker && ready) return ready;
    const w = spawnWorker();
    workersStarted++;
    worker = w;
    w.unref();
    ready = new Promise<void>((resolve, reject) => {
      const fail = (message: string) => {
        clearTimeout(startup);
        reject(new SpeechProviderError("engine", message));
        drop(w, message);
      };
      const startup = setTimeout(
        () => fail(`the speech worker did not start within ${STARTUP_TIMEOUT_MS} ms`),
        STARTUP_TIMEOUT_MS,
      );
      startup.unref();
      w.on("message", (msg: EspeakAnswer | { ready: boolean; error?: string }) => {
        if ("ready" in msg) {
          clearTimeout(startup);
          if (msg.ready) resolve();
          else fail(`eSpeak-NG could not start: ${msg.error}`);
          return;
        }
        if (!current || current.job.id !== msg.id) return;
        const done = current;
        clearTimeout(done.timer);
        current = null;
        if (msg.ok) done.resolve(msg);
        else done.reject(new SpeechProviderError("engine", msg.error));
        dispatch();
      });
      w.on("error", (err) => {
        options.log.warn({ err }, "the speech worker failed; a new one starts with the next request");
        fail(`the speech worker failed: ${err.message}`);
      });
      w.on("exit", (code) => {
        fail(`the speech worker stopped (exit code ${code})`);
        if (!closed) dispatch();
      });
    });
    ready.catch(() => {});
    return ready;
  }

  /** Hands the next queued job to the worker once it is ready; the job's clock starts then. */
  function dispatch() {
    if (current || closed) return;
    const next = queue.shift();
    if (!next) return;
    const running: Running = { ...next, timer: undefined, on: null };
    current = running;
    ensureWorker().then(
      () => {
        const w = worker;
        if (current !== running || !w) return;
        running.on = w;
        running.timer = setTimeout(() => {
          options.log.warn({ timeoutMs: jobTimeoutMs }, "the speech worker did not answer in time; replacing it");
          drop(w, `eSpeak-NG did not answer within ${jobTimeoutMs} ms`);
          dispatch();
        }, jobTimeoutMs);
        running.timer.unref();
        w.postMessage(running.job);
      },
      (err: SpeechProviderError) => {
        if (current !== running) return;
        failCurrent(err.message);
        dispatch();
      },
    );
  }

  return {
    name: "espeak",
    voiceOf: (choice) => choice.espeak,
    start: () => ensureWorker(),
    stats: () => ({ running: current ? 1 : 0, queued: queue.length, workersStarted }),
    synthesize(text, choice) {
      if (closed) return Promise.reject(new SpeechProviderError("engine", "the speech engine is shut down"));
      if (queue.length >= maxQueue) {
        return Promise.reject(new SpeechProviderError("engine", `${queue.length} speech jobs are already waiting`));
      }
      return new Promise((resolve, reject) => {
        const job: EspeakJob = { id: nextId++, text, voice: choice.espeak };
        queue.push({
          job,
          reject,
          resolve: (a) =>
            resolve({ audio: Buffer.from(a.mp3), contentType: "audio/mpeg", seconds: a.samples / a.sampleRate }),
        });
        dispatch();
      });
    },
    async close() {
      closed = true;
      for (const p of queue.splice(0)) p.reject(new SpeechProviderError("engine", "the speech engine is shut down"));
      failCurrent("the speech engine is shut down");
      await worker?.terminate();
      worker = null;
    },
  };
}

/**
 * eSpeak-NG compiled to WebAssembly (the espeak-ng package), driven through its command line: the
 * embedded speech engine's worker (espeak-worker.ts) speaks the chats' replies with it, and the
 * media script (scripts/media/persona-media.ts) the avatar clips' narration, so both sound alike.
 *
 * The package exposes the eSpeak-NG command line, whose option parser keeps its state between
 * runs, so each text is spoken on a fresh instance (about 100 ms of work to prepare); the compiled
 * WebAssembly is shared.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import ESpeakNg, { type ESpeakNgModule } from "espeak-ng";
import { parseWav, type Pcm } from "./pcm.ts";

/** The little of the WebAssembly global used here (the server build's libraries do not declare it). */
interface WasmApi {
  compile(bytes: Uint8Array): Promise<object>;
  instantiate(module: object, imports: object): Promise<{ exports: object }>;
}
const wasmApi = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;

/** One instance of eSpeak-NG: speak one text on it, then prepare another. */
export interface EspeakEngine {
  module: ESpeakNgModule;
  exports: {
    memory: { buffer: ArrayBuffer };
    malloc(size: number): number;
    __main_argc_argv(argc: number, argv: number): number;
  };
}

let compiled: Promise<object> | undefined;

/** The compiled WebAssembly, compiled on first use. */
function compiledWasm(): Promise<object> {
  if (!compiled) {
    const wasmFile = path.join(path.dirname(createRequire(import.meta.url).resolve("espeak-ng")), "espeak-ng.wasm");
    compiled = wasmApi.compile(fs.readFileSync(wasmFile));
  }
  return compiled;
}

/** A fresh instance of the engine, ready for one text. */
export async function prepareEspeak(): Promise<EspeakEngine> {
  const wasm = await compiledWasm();
  let exports: EspeakEngine["exports"] | undefined;
  const module = await ESpeakNg({
    noInitialRun: true,
    print: () => {},
    printErr: () => {},
    instantiateWasm: (imports, receive) => {
      void wasmApi.instantiate(wasm, imports).then((instance) => {
        exports = instance.exports as unknown as EspeakEngine["exports"];
        receive(instance);
      });
      return {};
    },
  });
  if (!exports) throw new Error("eSpeak-NG did not start");
  return { module, exports };
}

/** Runs the command line's main() with these arguments (the package does not export callMain). */
function runMain({ exports }: EspeakEngine, args: string[]): number {
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

export type EspeakResult = { ok: true; pcm: Pcm } | { ok: false; error: string };

/**
 * Speaks `text` in `voice` (an eSpeak-NG voice, e.g. en-us+f3) on `engine`, which is spent
 * afterwards: 16-bit mono PCM at eSpeak's own 22,050 Hz.
 */
export function speakPcm(engine: EspeakEngine, text: string, voice: string): EspeakResult {
  // The text goes in a file, never on the command line, so nothing in it is read as an option.
  engine.module.FS.writeFile("/in.txt", text);
  let status: number;
  try {
    status = runMain(engine, ["-b", "1", "-v", voice, "-w", "/out.wav", "-f", "/in.txt"]);
  } catch (err) {
    // eSpeak exits (an Emscripten ExitStatus) on a bad voice, for instance.
    const e = err as { status?: number; message?: string };
    return { ok: false, error: `eSpeak-NG stopped (${e.status ?? e.message ?? String(err)})` };
  }
  if (status !== 0) return { ok: false, error: `eSpeak-NG exited with ${status}` };
  return { ok: true, pcm: parseWav(engine.module.FS.readFile("/out.wav")) };
}

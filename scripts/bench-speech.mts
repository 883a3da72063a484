// The speech part of `npm run bench` (alone: `npm run bench:speech`): time to first audio as the
// browser client measures it. On an app built in-process (fresh SQLite, the embedded assistant,
// TTS_PROVIDER as in the environment, espeak by default) listening on a local port: POST
// /api/aurora/chat with Accept: text/event-stream, read the `delta` events, and as soon as the
// first sentence is complete (. ! or ? followed by white space or the end of the stream) POST it
// to /api/aurora/tts; the clock stops at the first byte of audio. The TTS cache is emptied before
// every run, so each first sentence is synthesized (cold). Two questions from the assistant's
// evaluation set: one answered in one sentence, one in five or more, and one whose first sentence
// is long (about 160 characters, ten seconds of speech). Runs start 0.5 s apart
// (a visitor reads and types for longer than that), after two warm-up runs.
//
// Prints p50/p95 against the target (first audio ≤ 300 ms, ratio = p50 / 300) and, in
// the same run, the baselines: a bare GET /healthz and the same chat as one JSON answer.
//
// Options (environment): BENCH_RUNS (default 20).
import { performance } from "node:perf_hooks";
import { loadConfig } from "../src/server/config.ts";
import { buildTestApp } from "../tests/helpers/build-app.ts";
import { listenLocally } from "../tests/helpers/test-apps.ts";
import { dbTargets } from "../tests/helpers/test-db.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const WARM_UP = 2;
const TARGET_MS = 300;
const PAUSE_MS = 500;
const QUESTIONS = {
  "one-sentence answer": "What is the setup fee for the Inbound Voice Agent?",
  "five-sentence answer": "What ventures do you run?",
  "long first sentence": "What are the prices of your three AI reception agents?",
};

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)]!;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The client's rule (src/app/features/chat/sentence-stream.ts, simplified): . ! ? then space or the end. */
const SENTENCE_END = /[.!?]+["')\]]*(?=\s)/;
const sentences = (text: string) => (text.match(/[.!?]+["')\]]*(?=\s|$)/g) ?? []).length;

const { speech: envSpeech } = loadConfig({ ...process.env, NODE_ENV: "test" });
const t = await buildTestApp(dbTargets().find((d) => d.name === "sqlite")!, {
  // One client address makes every request: limits high enough not to count here.
  chatLimit: { perMinute: 100_000, perDay: 100_000 },
  speech: {
    ...envSpeech,
    prewarm: false,
    limits: { tts: { perMinute: 100_000, perDay: 100_000 }, stt: { perMinute: 1, perDay: 1 } },
  },
});

interface Run {
  firstSentenceMs: number;
  firstAudioMs: number;
  sentence: string;
  sentenceCount: number;
}

/** One question the way the browser does it; times from the chat request's start. */
async function firstAudio(base: string, question: string): Promise<Run> {
  const start = performance.now();
  const chat = await fetch(`${base}/api/aurora/chat`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "text/event-stream" },
    body: JSON.stringify({ message: question }),
  });
  if (!chat.ok || !chat.body) throw new Error(`chat answered ${chat.status}`);
  const reader = chat.body.pipeThrough(new TextDecoderStream()).getReader();
  let events = "";
  let text = "";
  let tts: Promise<number> | null = null;
  let firstSentenceMs = 0;
  let sentence = "";
  const speak = (s: string) => {
    firstSentenceMs = performance.now() - start;
    sentence = s.trim();
    return fetch(`${base}/api/aurora/tts`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ text: sentence }),
    }).then(async (res) => {
      if (!res.ok || !res.body)
        throw new Error(`tts answered ${res.status} ${await res.text()} for ${JSON.stringify(sentence)}`);
      const audio = res.body.getReader();
      const first = await audio.read();
      const at = performance.now() - start;
      if (first.done || first.value.length === 0) throw new Error("tts answered no audio");
      while (!(await audio.read()).done);
      return at;
    });
  };
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    events += value;
    for (let cut = events.indexOf("\n\n"); cut >= 0; cut = events.indexOf("\n\n")) {
      const event = events.slice(0, cut);
      events = events.slice(cut + 2);
      const data = /^data: (.*)$/m.exec(event)?.[1];
      if (event.startsWith("event: error")) throw new Error(`chat failed mid-stream: ${data}`);
      if (!event.startsWith("event: delta") || !data) continue;
      text += (JSON.parse(data) as { text: string }).text;
      const end = SENTENCE_END.exec(text);
      if (!tts && end) tts = speak(text.slice(0, end.index + end[0].length));
    }
  }
  tts ??= speak(text); // the end of the stream ends the only sentence
  return { firstAudioMs: await tts, firstSentenceMs, sentence, sentenceCount: sentences(text.trim()) };
}

try {
  const base = await listenLocally(t.app);
  const rows: string[] = [];
  const f = (n: number) => n.toFixed(1).padStart(7);
  const baseline = { health: [] as number[], json: [] as number[] };
  const results: [string, Run[]][] = [];
  for (const [label, question] of Object.entries(QUESTIONS)) {
    const runs: Run[] = [];
    for (let i = 0; i < WARM_UP + RUNS; i++) {
      t.app.speech.tts.clearCache();
      await sleep(PAUSE_MS);
      const run = await firstAudio(base, question);
      if (i >= WARM_UP) runs.push(run);
      let s = performance.now();
      await fetch(`${base}/healthz`).then((r) => r.arrayBuffer());
      if (i >= WARM_UP) baseline.health.push(performance.now() - s);
      s = performance.now();
      await fetch(`${base}/api/aurora/chat`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ message: question }),
      }).then((r) => r.arrayBuffer());
      if (i >= WARM_UP) baseline.json.push(performance.now() - s);
    }
    results.push([label, runs]);
  }

  console.log(
    `\nSpeech: time to first audio (${RUNS} runs each, cold TTS cache, provider ${t.app.speech.tts.provider})`,
  );
  for (const [label, runs] of results) {
    const first = runs[0]!;
    console.log(`  ${label}: "${QUESTIONS[label as keyof typeof QUESTIONS]}"`);
    console.log(
      `    answer has ${first.sentenceCount} sentence(s); first sentence ${first.sentence.length} characters: "${first.sentence}"`,
    );
  }
  console.log(`                                       p50 ms   p95 ms   ratio p50/${TARGET_MS}`);
  for (const [label, runs] of results) {
    const audio = runs.map((r) => r.firstAudioMs);
    const sentence = runs.map((r) => r.firstSentenceMs);
    const p50 = quantile(audio, 0.5);
    rows.push(
      `  first audio, ${label.padEnd(21)}${f(p50)}  ${f(quantile(audio, 0.95))}   ${(p50 / TARGET_MS).toFixed(2)} ${p50 <= TARGET_MS ? "(within target)" : "(OVER TARGET)"}`,
      `    of which first sentence in  ${f(quantile(sentence, 0.5))}  ${f(quantile(sentence, 0.95))}`,
    );
  }
  rows.push(
    `  baseline GET /healthz              ${f(quantile(baseline.health, 0.5))}  ${f(quantile(baseline.health, 0.95))}`,
    `  baseline JSON chat, no TTS         ${f(quantile(baseline.json, 0.5))}  ${f(quantile(baseline.json, 0.95))}`,
  );
  console.log(rows.join("\n"));
} finally {
  await t.close();
}

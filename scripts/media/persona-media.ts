/**
 * The persona demo pages' media: an SVG portrait per persona (the pages' hero cards) and the AI
 * twin's avatar clips (MP4 + WebM + a WebP poster frame). Which files, and the clips' titles,
 * captions and narration, come from content/pages/persona-demos.json; names, colours and the
 * voice from content/personas/*.json. The narration is spoken by the site's embedded speech
 * engine (eSpeak-NG in WebAssembly, src/server/modules/speech/providers/espeak-engine.ts); every
 * frame is an SVG drawn here to the voice's timing and loudness and rasterised by ffmpeg's librsvg
 * decoder, so a run is deterministic.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadPersonas } from "../../src/server/modules/assistant/personas/personas.content.ts";
import { loadPages } from "../../src/server/modules/pages/pages.content.ts";
import { prepareEspeak, speakPcm } from "../../src/server/modules/speech/providers/espeak-engine.ts";
import type { PersonaDemos } from "../../src/shared/pages.ts";
import type { SiteConfig } from "../../src/shared/site-config.ts";
import { encodeMp4, encodeWebm, kb, posterImage } from "./encode.ts";

export type PersonaSlot = keyof PersonaDemos;

export interface PersonaInfo {
  name: string;
  title: string;
  /** The persona's colour name from content (teal or blue). */
  color: string;
}

interface Palette {
  base: string;
  light: string;
  mid: string;
  deep: string;
}

/** Colour names of content/personas mapped to the site's palette (app.css tokens, nothing else). */
const PALETTES: Record<string, Palette> = {
  // brand-500, brand-200, brand-400, brand-800
  teal: { base: "#12b09a", light: "#9ff2e1", mid: "#2dcdb4", deep: "#0e5a53" },
  // accent-500, accent-300, accent-400, accent-700
  blue: { base: "#3b7cf6", light: "#93c0ff", mid: "#5f9dff", deep: "#234fb0" },
};

const INK = { 950: "#060a13", 900: "#0a1120", 800: "#111b2f", 700: "#1b2741", 600: "#2a3756" };
/** The neutral scale of app.css: skin is drawn in its lightest greys, a duotone illustration. */
const GRAY = {
  50: "#f7f8fa",
  100: "#eef0f4",
  200: "#dde1e8",
  300: "#c3c9d4",
  400: "#98a1b2",
  500: "#6b7487",
  600: "#4f586a",
  700: "#3a4253",
};
const BRAND = { 300: "#5fe3cc", 400: "#2dcdb4", 500: "#12b09a", 700: "#0b7167", 800: "#0e5a53" };
const ACCENT_BLUE = { 600: "#2a62db", 700: "#234fb0" };

const f = (v: number): string => String(Math.round(v * 10) / 10);
const esc = (s: string): string =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const clamp = (v: number, lo = 0, hi = 1): number => Math.min(hi, Math.max(lo, v));
const ease = (v: number): number => 1 - (1 - clamp(v)) ** 3;

function palette(color: string): Palette {
  const p = PALETTES[color];
  if (!p) throw new Error(`no palette for the persona colour "${color}": add one to PALETTES`);
  return p;
}

/* ----------------------------------------------------------------- avatar */

interface Pose {
  /** 0..1: how wide the mouth opens. */
  speech: number;
  /** Eyes closed. */
  blink: boolean;
  /** Seconds, for small idle motions. */
  t: number;
}

/** Gradients the avatar uses; ids are prefixed so two avatars could share a document. */
function avatarDefs(p: Palette): string {
  return `<radialGradient id="av-glow"><stop offset="0" stop-color="${p.base}" stop-opacity=".55"/><stop offset=".55" stop-color="${p.base}" stop-opacity=".14"/><stop offset="1" stop-color="${p.base}" stop-opacity="0"/></radialGradient>
<linearGradient id="av-skin" x1="0" y1="0" x2=".35" y2="1"><stop offset="0" stop-color="${GRAY[50]}"/><stop offset="1" stop-color="${GRAY[200]}"/></linearGradient>`;
}

/** A smile that opens as the avatar speaks, centred at (200, y). */
function mouth(pose: Pose, width: number, y: number): string {
  const w = width - pose.speech * 3;
  const open = 4 + pose.speech * 16;
  return `<path d="M${f(200 - w)} ${y}Q200 ${f(y + 3 + pose.speech * 3)} ${f(200 + w)} ${y}Q200 ${f(y + 8 + open)} ${f(200 - w)} ${y}Z" fill="${INK[900]}" stroke="${INK[900]}" stroke-width="3" stroke-linejoin="round"/>`;
}

/** Two eyes at (200 ± dx, y): open ovals with a glint, or closed lids. */
function eyes(pose: Pose, dx: number, y: number, rx: number, ry: number): string {
  if (pose.blink)
    return `<path d="M${200 - dx - rx - 1} ${y}q${rx + 1} 4 ${2 * rx + 2} 0M${200 + dx - rx - 1} ${y}q${rx + 1} 4 ${2 * rx + 2} 0" fill="none" stroke="${INK[900]}" stroke-width="3" stroke-linecap="round"/>`;
  const one = (cx: number) =>
    `<ellipse cx="${cx}" cy="${y}" rx="${rx}" ry="${ry}" fill="${INK[900]}"/><circle cx="${cx + 2}" cy="${y - 3}" r="2" fill="#fff"/>`;
  return one(200 - dx) + one(200 + dx);
}

/**
 * One persona's face, drawn by hand for that persona (issue 21: three people, not one face in
 * three colours): hair, face shape, features, clothes and what they wear. Every part sits in the
 * same 400 x 400 box (head centred near 200, 172) so the poster and the clips place them alike.
 */
interface Face {
  /** Behind the body: long hair, a ponytail. */
  back(t: number): string;
  /** Neck, shoulders and clothes. */
  body: string;
  /** Head shape, ears and what hangs from them. */
  head: string;
  /** In front of the face: hair, headband, headset, glasses, beard. */
  front(pose: Pose): string;
  /** Brows, eyes, nose and mouth. */
  features(pose: Pose): string;
}

const FACES: Record<PersonaSlot, Face> = {
  // Aurora: long wavy hair parted to one side with a teal streak, a blazer and a call headset.
  aurora: {
    back: () =>
      `<path d="M114 184c-10-84 36-136 86-136s96 52 86 136c-4 46 12 88 30 120-30 16-66 10-86-4-12 10-48 10-60 0-20 14-56 20-86 4 18-32 34-74 30-120z" fill="${INK[700]}"/>`,
    body: `<rect x="176" y="230" width="48" height="78" rx="20" fill="${GRAY[200]}"/>
<path d="M64 416V400c4-62 52-98 136-98s132 36 136 98v16z" fill="${BRAND[700]}"/>
<path d="M172 302l28 50 28-50c-8 8-18 12-28 12s-20-4-28-12z" fill="${GRAY[100]}"/>
<path d="M166 300l-26 34 34 30 26-12zM234 300l26 34-34 30-26-12z" fill="${BRAND[800]}"/>
<circle cx="172" cy="378" r="4" fill="${BRAND[300]}"/>`,
    head: `<ellipse cx="200" cy="170" rx="66" ry="82" fill="url(#av-skin)"/>
<circle cx="136" cy="204" r="5" fill="${BRAND[300]}"/><circle cx="264" cy="204" r="5" fill="${BRAND[300]}"/>`,
    front:
      () => `<path d="M126 174c-6-74 30-114 78-114 46 0 78 36 72 102-18-34-44-52-76-56-10 18-32 34-60 40-6 8-10 18-14 28z" fill="${INK[700]}"/>
<path d="M214 66c26 6 46 24 54 52" fill="none" stroke="${BRAND[300]}" stroke-opacity=".7" stroke-width="5" stroke-linecap="round"/>
<path d="M128 158c10-70 48-100 72-102s62 32 72 102" fill="none" stroke="${INK[900]}" stroke-width="7" stroke-linecap="round"/>
<rect x="118" y="152" width="22" height="40" rx="10" fill="${INK[800]}"/><circle cx="129" cy="172" r="4" fill="${BRAND[400]}"/>
<path d="M130 192c2 26 18 38 42 38" fill="none" stroke="${INK[900]}" stroke-width="4" stroke-linecap="round"/>
<rect x="168" y="224" width="14" height="10" rx="5" fill="${BRAND[400]}"/>`,
    features: (
      pose,
    ) => `<path d="M160 150q13-9 27-3M213 147q14-6 27 3" fill="none" stroke="${INK[900]}" stroke-width="3.5" stroke-linecap="round"/>
${eyes(pose, 28, 172, 6.5, 7.5)}
<path d="M201 180q-6 14 2 18" fill="none" stroke="${GRAY[400]}" stroke-width="3" stroke-linecap="round"/>
${mouth(pose, 16, 212)}`,
  },
  // Max: short hair with a side part, a close beard, square glasses and a sweater over a collar.
  max: {
    back: () => "",
    body: `<rect x="170" y="228" width="60" height="80" rx="18" fill="${GRAY[200]}"/>
<path d="M60 416V400c2-66 54-102 140-102s138 36 140 102v16z" fill="${ACCENT_BLUE[600]}"/>
<path d="M156 300c10 24 26 34 44 34s34-10 44-34" fill="none" stroke="${ACCENT_BLUE[700]}" stroke-width="12" stroke-linecap="round"/>
<path d="M166 296l34 30-20 22-26-38zM234 296l-34 30 20 22 26-38z" fill="${GRAY[100]}"/>`,
    head: `<ellipse cx="131" cy="180" rx="11" ry="17" fill="${GRAY[200]}"/><ellipse cx="269" cy="180" rx="11" ry="17" fill="${GRAY[200]}"/>
<path d="M134 162c0-58 28-94 66-94s66 36 66 94c0 38-8 66-22 82-14 16-30 22-44 22s-30-6-44-22c-14-16-22-44-22-82z" fill="url(#av-skin)"/>`,
    front:
      () => `<path d="M136 194c4 34 22 60 64 68 42-8 60-34 64-68-10 14-22 18-32 18-10-8-20-10-32-10s-22 2-32 10c-10 0-22-4-32-18z" fill="${GRAY[600]}"/>
<path d="M132 150c-4-60 30-92 70-92 42 0 72 30 68 90-6-20-16-34-30-40-24 8-56 8-82-2-12 8-20 24-26 44z" fill="${GRAY[600]}"/>
<path d="M178 70c-8 10-12 20-12 30" fill="none" stroke="${GRAY[500]}" stroke-width="3" stroke-linecap="round"/>
<rect x="150" y="156" width="42" height="32" rx="9" fill="#fff" fill-opacity=".1" stroke="${INK[900]}" stroke-width="4"/>
<rect x="208" y="156" width="42" height="32" rx="9" fill="#fff" fill-opacity=".1" stroke="${INK[900]}" stroke-width="4"/>
<path d="M192 168q8-5 16 0M150 166l-14-4M250 166l14-4" fill="none" stroke="${INK[900]}" stroke-width="4" stroke-linecap="round"/>`,
    features: (
      pose,
    ) => `<path d="M156 144h30M214 144h30" stroke="${GRAY[700]}" stroke-width="6" stroke-linecap="round"/>
${eyes(pose, 29, 172, 5.5, 6)}
<path d="M200 180q-9 16 0 20" fill="none" stroke="${GRAY[400]}" stroke-width="3" stroke-linecap="round"/>
<path d="M176 210q24-10 48 0" fill="none" stroke="${GRAY[700]}" stroke-width="7" stroke-linecap="round"/>
${mouth(pose, 14, 218)}`,
  },
  // Maya, the coach: hair pulled into a swinging high ponytail, a teal headband, freckles and a
  // training jacket with a zip.
  twin: {
    back: (t) => {
      const sway = Math.sin(t * 3.1) * 8;
      return `<path d="M248 92c44-14 76 18 72 64-2 36-22 60-14 94 ${f(sway)} -16 ${f(-10 + sway / 2)} -52 ${f(-26 + sway / 3)} -80 2-30-8-54-32-66z" fill="${INK[900]}"/>`;
    },
    body: `<rect x="176" y="232" width="48" height="74" rx="20" fill="${GRAY[200]}"/>
<path d="M70 416V400c2-62 52-98 130-98s128 36 130 98v16z" fill="${INK[700]}"/>
<path d="M162 298c8 18 22 28 38 28s30-10 38-28l8 14c-10 22-26 34-46 34s-36-12-46-34z" fill="${INK[600]}"/>
<path d="M200 330v86" stroke="${BRAND[400]}" stroke-width="3"/>
<path d="M100 344l34-26M300 344l-34-26" stroke="${BRAND[400]}" stroke-width="5" stroke-linecap="round"/>`,
    head: `<circle cx="131" cy="182" r="11" fill="${GRAY[200]}"/><circle cx="269" cy="182" r="11" fill="${GRAY[200]}"/>
<ellipse cx="200" cy="174" rx="70" ry="78" fill="url(#av-skin)"/>
<circle cx="130" cy="192" r="3.5" fill="${BRAND[300]}"/><circle cx="270" cy="192" r="3.5" fill="${BRAND[300]}"/>`,
    front:
      () => `<path d="M130 168c-4-66 30-106 70-106s74 40 70 106c-10-32-32-58-70-60-38 2-60 28-70 60z" fill="${INK[900]}"/>
<path d="M136 128c18-30 40-42 64-42s46 12 64 42" fill="none" stroke="${BRAND[500]}" stroke-width="12" stroke-linecap="round"/>
<circle cx="252" cy="92" r="8" fill="${BRAND[500]}"/>`,
    features: (
      pose,
    ) => `<path d="M162 152q12-6 24-2M214 150q12-4 24 2" fill="none" stroke="${INK[900]}" stroke-opacity=".8" stroke-width="4" stroke-linecap="round"/>
${eyes(pose, 28, 174, 6.5, 8)}
<g fill="${GRAY[400]}"><circle cx="160" cy="196" r="2"/><circle cx="168" cy="202" r="2"/><circle cx="156" cy="204" r="1.8"/><circle cx="240" cy="196" r="2"/><circle cx="232" cy="202" r="2"/><circle cx="244" cy="204" r="1.8"/></g>
<path d="M200 182q-6 12 3 16" fill="none" stroke="${GRAY[400]}" stroke-width="3" stroke-linecap="round"/>
${mouth(pose, 20, 214)}`,
  },
};

/** A bust in a 400 x 400 box: the persona's own face, blinking and speaking, in a soft glow. */
function avatar(slot: PersonaSlot, p: Palette, pose: Pose): string {
  const face = FACES[slot];
  const nod = Math.sin(pose.t * 1.7) * 1.5;
  return `<g>
<circle cx="200" cy="190" r="196" fill="url(#av-glow)" opacity="${f(0.75 + pose.speech * 0.25)}"/>
<circle cx="200" cy="190" r="${f(150 + pose.speech * 6)}" fill="none" stroke="${p.mid}" stroke-opacity=".35" stroke-width="1.5"/>
<circle cx="200" cy="190" r="${f(172 + pose.speech * 10)}" fill="none" stroke="${p.light}" stroke-opacity=".14" stroke-dasharray="3 9"/>
${face.back(pose.t)}
<g transform="translate(0 -14)">${face.body}</g>
<g transform="translate(0 ${f(nod)})">
${face.head}
${face.features(pose)}
${face.front(pose)}
</g>
</g>`;
}

/** Speaking bars: `n` rounded bars whose heights follow the voice. */
function bars(n: number, w: number, h: number, level: (i: number) => number, color: string): string {
  const gap = w / n;
  let d = "";
  for (let i = 0; i < n; i++) {
    const bh = Math.max(4, h * clamp(level(i)));
    d += `M${f(i * gap + gap / 2)} ${f(h / 2 - bh / 2)}v${f(bh)}`;
  }
  return `<path d="${d}" stroke="${color}" stroke-width="${f(gap * 0.55)}" stroke-linecap="round"/>`;
}

/* ---------------------------------------------------------------- posters */

/** The persona's portrait for its demo page's hero card: 800 x 600, no text. */
export function personaPoster(slot: PersonaSlot, info: PersonaInfo): string {
  const p = palette(info.color);
  const voice = (i: number) => 0.25 + 0.75 * Math.abs(Math.sin(i * 0.9 + 0.6)) * Math.exp(-(((i - 10) / 7) ** 2));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600" role="img" aria-labelledby="t">
<title id="t">${esc(`${info.name}, ${info.title}`)}</title>
<defs>${avatarDefs(p)}
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${INK[950]}"/><stop offset=".6" stop-color="${INK[900]}"/><stop offset="1" stop-color="${INK[800]}"/></linearGradient>
<pattern id="dt" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="14" cy="14" r="1.1" fill="#fff" fill-opacity=".08"/></pattern>
<linearGradient id="fd" x1="0" y1="0" x2="0" y2="1"><stop offset=".6" stop-color="${INK[950]}" stop-opacity="0"/><stop offset="1" stop-color="${INK[950]}" stop-opacity=".85"/></linearGradient>
</defs>
<rect width="800" height="600" fill="url(#bg)"/><rect width="800" height="600" fill="url(#dt)"/>
<g transform="translate(180 58) scale(1.1)">${avatar(slot, p, { speech: 0.45, blink: false, t: 0.6 })}</g>
<rect width="800" height="600" fill="url(#fd)"/>
<g transform="translate(290 520)">${bars(21, 220, 44, voice, p.mid)}</g>
<rect x=".5" y=".5" width="799" height="599" fill="none" stroke="#fff" stroke-opacity=".06"/>
</svg>
`;
}

/* ------------------------------------------------------------------ clips */

export const CLIP = { width: 640, height: 360, fps: 24 } as const;
/** Inter, the site's typeface (apt: fonts-inter), found by librsvg through fontconfig. */
const FONT = "Inter";
/** Silence before the first sentence (the greeting's typing bubble fills it), between sentences and after the last. */
const LEAD_SECONDS: Record<ClipSpec["scene"], number> = { 1: 1.2, 2: 0.8 };
const GAP_SECONDS = 0.35;
const TAIL_SECONDS = 1;
/** Samples quieter than this (of 32,767) are the silence eSpeak leaves around a sentence. */
const SILENCE = 200;
/** The voice's gain in the clips (about -2 dB). */
const HEADROOM = 0.8;

/** Words wrapped to lines of at most `max` characters. */
function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && (line + " " + word).length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** One sentence of the narration and when it is said, in seconds from the clip's start. */
export interface SpokenLine {
  text: string;
  start: number;
  end: number;
}

/** A clip's sound track and its timing: the picture is drawn to fit it. */
export interface Narration {
  /** 16-bit mono PCM of the whole clip, silence included; exactly `frames` long. */
  samples: Int16Array;
  sampleRate: number;
  frames: number;
  lines: SpokenLine[];
  /** How loud the voice is in each frame, 0..1 (smoothed, for the mouth and the level bars). */
  level: Float32Array;
}

/** The part of a sentence's PCM between the silence eSpeak leaves before and after it. */
function trimSilence(samples: Int16Array, sampleRate: number): Int16Array {
  let from = 0;
  while (from < samples.length && Math.abs(samples[from]!) < SILENCE) from++;
  let to = samples.length;
  while (to > from && Math.abs(samples[to - 1]!) < SILENCE) to--;
  // A few milliseconds either side, so no consonant is clipped.
  const margin = Math.round(sampleRate * 0.02);
  return samples.subarray(Math.max(0, from - margin), Math.min(samples.length, to + margin));
}

/** Per frame: the voice's loudness, scaled so loud speech reaches 1, with a quick attack and a softer release. */
function loudness(samples: Int16Array, sampleRate: number, frames: number): Float32Array {
  const rms = new Float64Array(frames);
  for (let i = 0; i < frames; i++) {
    const from = Math.round((i * sampleRate) / CLIP.fps);
    const to = Math.min(samples.length, Math.round(((i + 1) * sampleRate) / CLIP.fps));
    let sum = 0;
    for (let s = from; s < to; s++) sum += samples[s]! * samples[s]!;
    rms[i] = to > from ? Math.sqrt(sum / (to - from)) : 0;
  }
  const voiced = Array.from(rms)
    .filter((v) => v > SILENCE)
    .sort((a, b) => a - b);
  const loud = voiced[Math.floor(voiced.length * 0.97)] ?? 1;
  const level = new Float32Array(frames);
  let prev = 0;
  for (let i = 0; i < frames; i++) {
    const target = clamp(rms[i]! / loud) ** 0.8;
    prev = target > prev ? prev + (target - prev) * 0.8 : prev + (target - prev) * 0.5;
    level[i] = prev;
  }
  return level;
}

/**
 * The narration spoken by the embedded speech engine (eSpeak-NG in WebAssembly, the voice the
 * site's chats use when no ElevenLabs or OpenAI key is set), one sentence at a time so each
 * sentence's caption can be timed from its own length. eSpeak is deterministic: so is the track.
 */
export async function narrate(sentences: string[], voice: string, leadSeconds: number): Promise<Narration> {
  const parts: Int16Array[] = [];
  let sampleRate = 0;
  for (const sentence of sentences) {
    // A fresh engine for each text: its command line keeps state between runs.
    const spoken = speakPcm(await prepareEspeak(), sentence, voice);
    if (!spoken.ok) throw new Error(`the preview voice could not say "${sentence}": ${spoken.error}`);
    if (sampleRate && spoken.pcm.sampleRate !== sampleRate) throw new Error("eSpeak-NG changed its sample rate");
    sampleRate = spoken.pcm.sampleRate;
    parts.push(trimSilence(spoken.pcm.samples, sampleRate));
  }
  const lines: SpokenLine[] = [];
  let at = leadSeconds;
  sentences.forEach((text, i) => {
    const seconds = parts[i]!.length / sampleRate;
    lines.push({ text, start: at, end: at + seconds });
    at += seconds + GAP_SECONDS;
  });
  const frames = Math.ceil((lines.at(-1)!.end + TAIL_SECONDS) * CLIP.fps);
  const samples = new Int16Array(Math.round((frames * sampleRate) / CLIP.fps));
  // eSpeak speaks up to full scale: 2 dB lower leaves the AAC and Opus decoders room to spare.
  parts.forEach((part, i) =>
    samples.set(
      part.map((v) => Math.round(v * HEADROOM)),
      Math.round(lines[i]!.start * sampleRate),
    ),
  );
  return { samples, sampleRate, frames, lines, level: loudness(samples, sampleRate, frames) };
}

/** The PCM as a 16-bit mono WAV file (what ffmpeg reads the sound track from). */
export function wavFile(samples: Int16Array, sampleRate: number): Buffer {
  const data = samples.length * 2;
  const wav = Buffer.alloc(44 + data);
  wav.write("RIFF", 0, "ascii");
  wav.writeUInt32LE(36 + data, 4);
  wav.write("WAVEfmt ", 8, "ascii");
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write("data", 36, "ascii");
  wav.writeUInt32LE(data, 40);
  for (let i = 0; i < samples.length; i++) wav.writeInt16LE(samples[i]!, 44 + 2 * i);
  return wav;
}

/* Captions: each sentence in at most two lines, burnt in at the foot of the frame while it is said. */
const CAPTION = { size: 18, lineHeight: 25, chars: 50, bottom: 344, padX: 18, padY: 11 } as const;
/** Inter's mean advance at the caption size (a little over, so the box never clips a line), for sizing the box around a line. */
const CAPTION_CHAR_WIDTH = CAPTION.size * 0.56;

interface Caption {
  lines: string[];
  start: number;
}

/** A sentence longer than two lines is shown two lines at a time, each part for its share of the time. */
function captions(lines: SpokenLine[]): Caption[] {
  const out: Caption[] = [];
  for (const line of lines) {
    const wrapped = wrap(line.text, CAPTION.chars);
    const total = wrapped.join(" ").length;
    let done = 0;
    for (let i = 0; i < wrapped.length; i += 2) {
      const part = wrapped.slice(i, i + 2);
      out.push({ lines: part, start: line.start + (line.end - line.start) * (done / total) });
      done += part.join(" ").length + 1;
    }
  }
  return out;
}

/** The caption shown at `t` (the last one stays up through the pause after it), as SVG. */
function captionAt(all: Caption[], t: number): string {
  const current = all.filter((c) => c.start <= t).at(-1);
  if (!current) return "";
  const { width: W } = CLIP;
  const widest = Math.max(...current.lines.map((l) => l.length));
  const boxW = Math.min(W - 32, Math.round(widest * CAPTION_CHAR_WIDTH + 2 * CAPTION.padX));
  const boxH = current.lines.length * CAPTION.lineHeight + 2 * CAPTION.padY - 4;
  const top = CAPTION.bottom - boxH;
  const alpha = f(0.35 + 0.65 * clamp((t - current.start) / 0.15));
  const text = current.lines
    .map((l, i) => `<tspan x="${W / 2}" y="${f(top + CAPTION.padY + 16 + i * CAPTION.lineHeight)}">${esc(l)}</tspan>`)
    .join("");
  return `<g>
<rect x="${f((W - boxW) / 2)}" y="${f(top)}" width="${boxW}" height="${boxH}" rx="10" fill="${INK[950]}" fill-opacity=".78"/>
<text font-family="${FONT}" font-size="${CAPTION.size}" fill="#fff" text-anchor="middle" opacity="${alpha}">${text}</text>
</g>`;
}

/** Blinks every three to four seconds, at the same moments on every run. */
function blinkAt(t: number): boolean {
  for (let b = 1.15, k = 1; b < t + 1; b += 2.7 + ((k * 0.618) % 1) * 1.4, k++) {
    if (t >= b && t < b + 0.12) return true;
  }
  return false;
}

export interface ClipSpec {
  /** 1: the greeting scene; 2: the walkthrough scene. */
  scene: 1 | 2;
  brand: string;
  label: string;
  title: string;
  description: string;
}

/** One frame of an avatar clip, as SVG; `captions: false` leaves them out (the poster). */
export function clipFrame(
  slot: PersonaSlot,
  info: PersonaInfo,
  clip: ClipSpec,
  narration: Narration,
  frame: number,
  options: { captions: boolean } = { captions: true },
): string {
  const p = palette(info.color);
  const { width: W, height: H, fps } = CLIP;
  const t = frame / fps;
  const levelAt = (i: number) => narration.level[Math.min(narration.frames - 1, Math.max(0, i))] ?? 0;
  const speech = levelAt(frame);
  const pose: Pose = { speech, blink: blinkAt(t), t };
  const greeting = clip.scene === 1;
  const firstWords = narration.lines[0]!.start;
  // The bars follow the voice, each a frame or two behind its neighbour nearer the middle.
  const voice = (i: number) => {
    const v = levelAt(frame - Math.round(Math.abs(i - 7) / 2));
    return 0.12 + 0.04 * Math.sin(i + t * 2) + 0.84 * v * (0.3 + 0.7 * Math.abs(Math.sin(i * 1.9 + frame * 0.83)));
  };

  // Greeting: the avatar on the left, large, the title on the right. Walkthrough: mirrored, the
  // avatar smaller on the right, a checklist card on the left that ticks a row per sentence.
  // Both stand on the frame's foot; the captions cover their shoulders, never the face.
  const avatarX = greeting ? 30 : 366;
  const avatarScale = greeting ? 0.86 : 0.72;
  const avatarY = greeting ? 22 : 72;
  const textX = greeting ? 346 : 40;
  const title = wrap(clip.title, greeting ? 18 : 22);
  const description = wrap(clip.description, greeting ? 34 : 40);
  const slideIn = (start: number) => f(16 * (1 - ease((t - start) / 0.6)));
  const alphaIn = (start: number) => f(clamp((t - start) / 0.5));

  let panel = "";
  let barsY: number;
  if (greeting) {
    // A chat bubble with typing dots beside the head until the avatar starts to speak.
    const pop = ease((t - 0.2) / 0.4) * (1 - clamp((t - firstWords + 0.15) / 0.25));
    const dots = [0, 1, 2]
      .map((i) => {
        const up = Math.max(0, Math.sin(t * 8 - i * 0.9)) * 4;
        return `<circle cx="${22 + i * 16}" cy="${f(22 - up)}" r="4.5" fill="${INK[900]}"/>`;
      })
      .join("");
    if (pop > 0.001)
      panel = `<g transform="translate(262 58) scale(${f(pop)})" opacity="${f(pop)}"><rect width="76" height="44" rx="22" fill="${p.light}"/><path d="M10 36l-8 16 22-10z" fill="${p.light}"/>${dots}</g>`;
    barsY = 226;
  } else {
    // The checklist card: a row for each sentence between the first and the last, ticked as it starts.
    const points = narration.lines.slice(1, -1).slice(0, 4);
    const rowH = 26;
    const cardY = 134;
    const cardH = points.length * rowH + 18;
    let rows = "";
    points.forEach((line, i) => {
      const k = ease((t - line.start) / 0.4);
      const y = cardY + 22 + i * rowH;
      rows += `<circle cx="62" cy="${y}" r="9" fill="${k > 0.5 ? p.base : "none"}" stroke="${p.mid}" stroke-width="2"/>`;
      if (k > 0.5)
        rows += `<path d="M57.5 ${y}l3.5 3.5 6.5-7" fill="none" stroke="${INK[950]}" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/>`;
      const full = Math.min(200, 60 + line.text.length * 1.6);
      rows += `<rect x="82" y="${y - 4.5}" width="${f(full * k)}" height="9" rx="4.5" fill="#fff" opacity=".35"/>`;
    });
    panel = `<g opacity="${alphaIn(0.6)}"><rect x="40" y="${cardY}" width="260" height="${cardH}" rx="14" fill="#fff" fill-opacity=".06" stroke="#fff" stroke-opacity=".1"/>${rows}</g>`;
    barsY = cardY + cardH + 10;
  }

  const titleY = greeting ? 96 : 72;
  const lineH = 30;
  const descY = titleY + title.length * lineH - 4;
  const titleText = title.map((l, i) => `<tspan x="${textX}" y="${titleY + i * lineH}">${esc(l)}</tspan>`).join("");
  const descText = description
    .slice(0, greeting ? 3 : 2)
    .map((l, i) => `<tspan x="${textX}" y="${descY + i * 20}">${esc(l)}</tspan>`)
    .join("");

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>${avatarDefs(p)}
<linearGradient id="bg" x1="${greeting ? 0 : 1}" y1="0" x2="${greeting ? 1 : 0}" y2="1"><stop offset="0" stop-color="${INK[950]}"/><stop offset=".55" stop-color="${INK[900]}"/><stop offset="1" stop-color="${greeting ? INK[800] : p.deep}"/></linearGradient>
<pattern id="dt" width="24" height="24" patternUnits="userSpaceOnUse"><circle cx="12" cy="12" r="1" fill="#fff" fill-opacity=".07"/></pattern>
</defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/><rect width="${W}" height="${H}" fill="url(#dt)"/>
<g transform="translate(${avatarX} ${avatarY}) scale(${avatarScale})">${avatar(slot, p, pose)}</g>
${panel}
<g font-family="${FONT}" font-weight="700">
<text x="${W - 28}" y="34" font-size="12" letter-spacing="3" fill="#fff" fill-opacity=".7" text-anchor="end" opacity="${alphaIn(0)}">${esc(clip.brand.toUpperCase())}</text>
<g transform="translate(0 ${slideIn(0.1)})" opacity="${alphaIn(0.1)}">
<rect x="${textX}" y="${titleY - 44}" width="22" height="4" rx="2" fill="${p.base}"/>
<text x="${textX + 32}" y="${titleY - 38}" font-size="12" letter-spacing="2.5" fill="${p.light}">${esc(clip.label.toUpperCase())}</text>
</g>
<text font-size="25" fill="#fff" transform="translate(0 ${slideIn(0.25)})" opacity="${alphaIn(0.25)}">${titleText}</text>
<text font-size="14" font-weight="400" fill="${GRAY[300]}" transform="translate(0 ${slideIn(0.45)})" opacity="${alphaIn(0.45)}">${descText}</text>
</g>
<g transform="translate(${textX} ${barsY})" opacity="${alphaIn(0.3)}">${bars(15, 150, greeting ? 30 : 24, voice, p.mid)}</g>
${options.captions ? captionAt(captions(narration.lines), t) : ""}
</svg>
`;
}

/** Writes every frame of a clip into `dir` as f0000.svg, f0001.svg ...; returns the ffmpeg input pattern. */
export function writeClipFrames(
  slot: PersonaSlot,
  info: PersonaInfo,
  clip: ClipSpec,
  narration: Narration,
  dir: string,
): string {
  mkdirSync(dir, { recursive: true });
  for (let i = 0; i < narration.frames; i++) {
    writeFileSync(path.join(dir, `f${String(i).padStart(4, "0")}.svg`), clipFrame(slot, info, clip, narration, i));
  }
  return path.join(dir, "f%04d.svg");
}

/**
 * When the poster is taken: the greeting just before the twin speaks (the typing bubble up), the
 * walkthrough mid-way (rows ticked, the mouth open). Posters carry no caption, so the corner the
 * page's play button covers stays empty.
 */
function posterSeconds(scene: ClipSpec["scene"], narration: Narration): number {
  const lines = narration.lines;
  if (scene === 1) return lines[0]!.start - 0.2;
  const line = lines[Math.min(lines.length - 1, 2)]!;
  return line.start + 0.45;
}

/* ------------------------------------------------------------------- main */

const SLOTS: PersonaSlot[] = ["twin", "aurora", "max"];

/** A /media/personas/... address of content as a file under public/. */
function publicFile(root: string, address: string): string {
  return path.join(root, "public", ...address.split("/").filter(Boolean));
}

/**
 * Makes what content/pages/persona-demos.json names: each page's portrait and, unless
 * `postersOnly`, the twin's clips (wiping public/media/personas first, so nothing stale stays).
 */
export async function makePersonaMedia(opts: { root: string; site: SiteConfig; postersOnly: boolean }): Promise<void> {
  const contentDir = path.join(opts.root, "content");
  const pages = loadPages(contentDir, opts.site).personaDemos;
  const personas = loadPersonas(contentDir, opts.site, (m) => {
    throw new Error(m);
  });
  const dir = publicFile(opts.root, "/media/personas");
  if (!opts.postersOnly) rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });

  for (const slot of SLOTS) {
    const file = publicFile(opts.root, pages[slot].poster);
    if (path.dirname(file) !== dir) throw new Error(`${slot}: the poster must be in /media/personas`);
    writeFileSync(file, personaPoster(slot, personas[slot]));
    console.log(`poster  personas/${path.basename(file)}  ${kb(file)} KB`);
  }
  if (opts.postersOnly) return;

  const voice = personas.twin.speech?.espeak;
  if (!voice) throw new Error("content/personas/twin.json names no eSpeak voice (speech.espeak)");
  const tmp = mkdtempSync(path.join(tmpdir(), "domu-persona-media-"));
  try {
    for (const [i, clip] of pages.twin.videos.clips.entries()) {
      const base = clip.src.replace(/\.mp4$/, "");
      if (clip.srcWebm !== `${base}.webm` || clip.poster !== `${base}.webp`) {
        throw new Error(`twin clip ${i + 1}: src, srcWebm and poster must share one name (${base}.mp4/.webm/.webp)`);
      }
      const out = publicFile(opts.root, base);
      const work = path.join(tmp, `clip-${i + 1}`);
      const spec: ClipSpec = {
        scene: i === 0 ? 1 : 2,
        brand: opts.site.companyName,
        label: personas.twin.name,
        title: clip.title,
        description: clip.description,
      };
      const narration = await narrate(clip.narration, voice, LEAD_SECONDS[spec.scene]);
      const frames = writeClipFrames("twin", personas.twin, spec, narration, work);
      const wav = path.join(work, "voice.wav");
      writeFileSync(wav, wavFile(narration.samples, narration.sampleRate));
      const seconds = narration.frames / CLIP.fps;
      const input = [
        "-framerate",
        String(CLIP.fps),
        "-i",
        frames,
        "-i",
        wav,
        "-map",
        "0:v:0",
        "-map",
        "1:a:0",
        "-t",
        String(seconds),
        "-map_metadata",
        "-1",
      ];
      encodeMp4(input, `${out}.mp4`, { speech: true });
      encodeWebm(input, `${out}.webm`, { speech: true });
      const still = path.join(work, "poster.svg");
      const at = Math.round(posterSeconds(spec.scene, narration) * CLIP.fps);
      writeFileSync(still, clipFrame("twin", personas.twin, spec, narration, at, { captions: false }));
      posterImage(still, `${out}.webp`);
      console.log(
        `clip    personas/${path.basename(out)}  ${seconds.toFixed(2)} s  mp4 ${kb(`${out}.mp4`)} KB  webm ${kb(`${out}.webm`)} KB  webp ${kb(`${out}.webp`)} KB`,
      );
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

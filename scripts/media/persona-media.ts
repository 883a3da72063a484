/**
 * The persona demo pages' media: an SVG portrait per persona (the pages' hero cards) and the AI
 * twin's avatar clips (MP4 + WebM + a WebP poster frame). Which files, and the clips' titles and
 * captions, come from content/pages/persona-demos.json; names and colours from
 * content/personas/*.json. Every frame is an SVG drawn here and rasterised by ffmpeg's librsvg
 * decoder, so a run is deterministic.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadPersonas } from "../../src/server/modules/assistant/personas/personas.content.ts";
import { loadPages } from "../../src/server/modules/pages/pages.content.ts";
import type { PersonaDemos } from "../../src/shared/pages.ts";
import type { SiteConfig } from "../../src/shared/site-config.ts";
import { encodeMp4, encodeWebm, kb, posterFrame } from "./encode.ts";

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

export const CLIP = { width: 640, height: 360, fps: 24, seconds: 5 } as const;
const FONT = "DejaVu Sans";

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

/** How open the mouth is at `t`: phrases with short pauses, syllables within them. */
function speechAt(t: number, start: number): number {
  const s = t - start;
  if (s < 0 || s > 3.9) return 0;
  const phrase = s < 1.5 || (s > 1.8 && s < 3.3) || s > 3.5 ? 1 : 0;
  const syllables = 0.5 + 0.5 * Math.sin(s * 17.3) * Math.sin(s * 6.1 + 1.1);
  return phrase * clamp(0.15 + syllables * 0.95);
}

const blinkAt = (t: number): boolean => [1.15, 3.05, 4.5].some((b) => t >= b && t < b + 0.12);

export interface ClipSpec {
  /** 1: the greeting scene; 2: the walkthrough scene. */
  scene: 1 | 2;
  brand: string;
  label: string;
  title: string;
  description: string;
}

/** One frame of an avatar clip, as SVG. */
export function clipFrame(slot: PersonaSlot, info: PersonaInfo, clip: ClipSpec, frame: number): string {
  const p = palette(info.color);
  const { width: W, height: H, fps } = CLIP;
  const t = frame / fps;
  const speech = speechAt(t, 0.7);
  const pose: Pose = { speech, blink: blinkAt(t), t };
  const fadeIn = clamp(t / 0.5);
  const greeting = clip.scene === 1;
  const voice = (i: number) =>
    speech > 0 ? 0.2 + 0.8 * speech * Math.abs(Math.sin(i * 1.3 + t * 9)) : 0.12 + 0.06 * Math.sin(i + t * 2);

  // Greeting: the avatar on the left, large, the caption on the right. Walkthrough: mirrored,
  // the avatar smaller on the right, a checklist card on the left that fills in as it speaks.
  const avatarX = greeting ? 30 : 372;
  const avatarScale = greeting ? 0.86 : 0.7;
  const avatarY = greeting ? 22 : 74;
  const textX = greeting ? 346 : 40;
  const title = wrap(clip.title, greeting ? 18 : 22);
  const description = wrap(clip.description, greeting ? 34 : 40);
  const slideIn = (start: number) => f(16 * (1 - ease((t - start) / 0.7)));
  const alphaIn = (start: number) => f(clamp((t - start) / 0.6));

  let panel = "";
  if (greeting) {
    // A chat bubble with typing dots, popping up beside the head before the avatar speaks.
    const pop = ease((t - 0.2) / 0.4) * (1 - clamp((t - 4.4) / 0.3));
    const dots = [0, 1, 2]
      .map((i) => {
        const up = Math.max(0, Math.sin(t * 8 - i * 0.9)) * 4;
        return `<circle cx="${22 + i * 16}" cy="${f(22 - up)}" r="4.5" fill="${INK[900]}"/>`;
      })
      .join("");
    panel = `<g transform="translate(262 58) scale(${f(pop)})" opacity="${f(pop)}"><rect width="76" height="44" rx="22" fill="${p.light}"/><path d="M10 36l-8 16 22-10z" fill="${p.light}"/>${dots}</g>`;
  } else {
    // The checklist card: three rows whose ticks and bars arrive one after another.
    let rows = "";
    for (let i = 0; i < 3; i++) {
      const k = ease((t - 1.2 - i * 0.8) / 0.5);
      const y = 216 + i * 30;
      rows += `<circle cx="58" cy="${y}" r="10" fill="${k > 0.5 ? p.base : "none"}" stroke="${p.mid}" stroke-width="2"/>`;
      if (k > 0.5)
        rows += `<path d="M53 ${y}l4 4 7-8" fill="none" stroke="${INK[950]}" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/>`;
      rows += `<rect x="78" y="${y - 5}" width="${f((150 - i * 34) * k)}" height="10" rx="5" fill="#fff" opacity=".35"/>`;
    }
    panel = `<g opacity="${alphaIn(1)}"><rect x="36" y="196" width="276" height="102" rx="14" fill="#fff" fill-opacity=".06" stroke="#fff" stroke-opacity=".1"/>${rows}</g>`;
  }

  const titleY = greeting ? 150 : 82;
  const lineH = 30;
  const descY = titleY + title.length * lineH + 6;
  const titleText = title.map((l, i) => `<tspan x="${textX}" y="${titleY + i * lineH}">${esc(l)}</tspan>`).join("");
  const descText = description
    .slice(0, greeting ? 3 : 2)
    .map((l, i) => `<tspan x="${textX}" y="${descY + i * 20}">${esc(l)}</tspan>`)
    .join("");
  const barsY = greeting ? 300 : 312;

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>${avatarDefs(p)}
<linearGradient id="bg" x1="${greeting ? 0 : 1}" y1="0" x2="${greeting ? 1 : 0}" y2="1"><stop offset="0" stop-color="${INK[950]}"/><stop offset=".55" stop-color="${INK[900]}"/><stop offset="1" stop-color="${greeting ? INK[800] : p.deep}"/></linearGradient>
<pattern id="dt" width="24" height="24" patternUnits="userSpaceOnUse"><circle cx="12" cy="12" r="1" fill="#fff" fill-opacity=".07"/></pattern>
</defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/><rect width="${W}" height="${H}" fill="url(#dt)"/>
<g transform="translate(${avatarX} ${avatarY}) scale(${avatarScale})">${avatar(slot, p, pose)}</g>
${panel}
<g font-family="${FONT}" font-weight="700">
<text x="${W - 28}" y="34" font-size="12" letter-spacing="3" fill="#fff" fill-opacity=".7" text-anchor="end" opacity="${alphaIn(0.1)}">${esc(clip.brand.toUpperCase())}</text>
<g transform="translate(0 ${slideIn(0.3)})" opacity="${alphaIn(0.3)}">
<rect x="${textX}" y="${titleY - 44}" width="22" height="4" rx="2" fill="${p.base}"/>
<text x="${textX + 32}" y="${titleY - 38}" font-size="12" letter-spacing="2.5" fill="${p.light}">${esc(clip.label.toUpperCase())}</text>
</g>
<text font-size="25" fill="#fff" transform="translate(0 ${slideIn(0.5)})" opacity="${alphaIn(0.5)}">${titleText}</text>
<text font-size="14" font-weight="400" fill="${GRAY[300]}" transform="translate(0 ${slideIn(0.8)})" opacity="${alphaIn(0.8)}">${descText}</text>
</g>
<g transform="translate(${textX} ${barsY})" opacity="${f(fadeIn)}">${bars(15, 150, 30, voice, p.mid)}</g>
</svg>
`;
}

/** Writes every frame of a clip into `dir` as f000.svg, f001.svg ...; returns the ffmpeg input pattern. */
export function writeClipFrames(slot: PersonaSlot, info: PersonaInfo, clip: ClipSpec, dir: string): string {
  mkdirSync(dir, { recursive: true });
  const frames = CLIP.fps * CLIP.seconds;
  for (let i = 0; i < frames; i++) {
    writeFileSync(path.join(dir, `f${String(i).padStart(3, "0")}.svg`), clipFrame(slot, info, clip, i));
  }
  return path.join(dir, "f%03d.svg");
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
export function makePersonaMedia(opts: { root: string; site: SiteConfig; postersOnly: boolean }): void {
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

  const tmp = mkdtempSync(path.join(tmpdir(), "domu-persona-media-"));
  try {
    pages.twin.videos.clips.forEach((clip, i) => {
      const base = clip.src.replace(/\.mp4$/, "");
      if (clip.srcWebm !== `${base}.webm` || clip.poster !== `${base}.webp`) {
        throw new Error(`twin clip ${i + 1}: src, srcWebm and poster must share one name (${base}.mp4/.webm/.webp)`);
      }
      const out = publicFile(opts.root, base);
      const frames = writeClipFrames(
        "twin",
        personas.twin,
        {
          scene: i === 0 ? 1 : 2,
          brand: opts.site.companyName,
          label: personas.twin.name,
          title: clip.title,
          description: clip.description,
        },
        path.join(tmp, `clip-${i + 1}`),
      );
      const input = [
        "-framerate",
        String(CLIP.fps),
        "-i",
        frames,
        "-an",
        "-t",
        String(CLIP.seconds),
        "-map_metadata",
        "-1",
      ];
      encodeMp4(input, `${out}.mp4`);
      encodeWebm(input, `${out}.webm`);
      posterFrame(`${out}.mp4`, 3.4, `${out}.webp`);
      console.log(
        `clip    personas/${path.basename(out)}  mp4 ${kb(`${out}.mp4`)} KB  webm ${kb(`${out}.webm`)} KB  webp ${kb(`${out}.webp`)} KB`,
      );
    });
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

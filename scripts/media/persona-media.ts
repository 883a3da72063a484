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
  /** The persona's colour name from content (teal, blue, violet ...). */
  color: string;
}

interface Palette {
  base: string;
  light: string;
  mid: string;
  deep: string;
}

/** Colour names of content/personas mapped to the site's palette (app.css) and a violet. */
const PALETTES: Record<string, Palette> = {
  teal: { base: "#12b09a", light: "#9ff2e1", mid: "#2dcdb4", deep: "#0e5a53" },
  blue: { base: "#3b7cf6", light: "#c7dcff", mid: "#5f9dff", deep: "#1e3a8a" },
  violet: { base: "#8b5cf6", light: "#ddd6fe", mid: "#a78bfa", deep: "#4c1d95" },
};

const INK = { 950: "#060a13", 900: "#0a1120", 800: "#111b2f", 700: "#1b2741" };

/** The avatars' hair: the script's design choice per persona, not content. */
type Hair = "long" | "short" | "ponytail";
const HAIR: Record<PersonaSlot, Hair> = { aurora: "long", max: "short", twin: "ponytail" };

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
<linearGradient id="av-face" x1="0" y1="0" x2=".35" y2="1"><stop offset="0" stop-color="${p.light}"/><stop offset="1" stop-color="${p.mid}"/></linearGradient>
<linearGradient id="av-body" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.mid}"/><stop offset="1" stop-color="${p.deep}"/></linearGradient>
<linearGradient id="av-hair" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.deep}"/><stop offset="1" stop-color="${INK[800]}"/></linearGradient>`;
}

function hairBack(hair: Hair, t: number): string {
  if (hair === "long")
    return `<path d="M118 178c-6-78 40-128 82-128s88 50 82 128c-2 50 12 96 26 122H92c14-26 28-72 26-122z" fill="url(#av-hair)"/>`;
  if (hair === "ponytail") {
    const sway = Math.sin(t * 3.1) * 8;
    return `<path d="M262 112c30 0 50 26 52 60 2 30-8 58-2 80 ${f(sway)} -14 ${f(-4 + sway / 2)} -50 ${f(-8 + sway / 3)} -74-2-24-16-44-42-50z" fill="url(#av-hair)"/>`;
  }
  return "";
}

/** Long hair falls over the shoulders, in front of the body. */
function hairStrands(hair: Hair): string {
  if (hair !== "long") return "";
  return `<path d="M134 160c-16 46-18 118-6 176 14 8 32 4 40-8-12-52-14-116-6-156z" fill="url(#av-hair)"/>
<path d="M266 160c16 46 18 118 6 176-14 8-32 4-40-8 12-52 14-116 6-156z" fill="url(#av-hair)"/>`;
}

function hairFront(hair: Hair, p: Palette): string {
  if (hair === "long")
    return `<path d="M126 160c4-66 38-100 74-100 40 0 72 30 76 96-26-30-60-44-96-40-20 6-38 22-54 44z" fill="url(#av-hair)"/>`;
  if (hair === "short")
    return `<path d="M128 158c-4-60 30-100 74-100 42 0 76 34 70 100-10-26-26-40-44-44-30 8-66 6-86-4-8 12-12 30-14 48z" fill="url(#av-hair)"/>`;
  // ponytail: hair pulled back under a headband in the persona's colour
  return `<path d="M128 160c0-62 32-100 72-100s72 38 72 100c-18-34-44-50-72-50s-54 16-72 50z" fill="url(#av-hair)"/>
<path d="M131 128c20-24 44-34 69-34s49 10 69 34" fill="none" stroke="${p.base}" stroke-width="10" stroke-linecap="round"/>`;
}

/** A stylised bust in a 400 x 400 box: head, hair, shoulders, blinking eyes and a speaking mouth. */
function avatar(hair: Hair, p: Palette, pose: Pose): string {
  const eyeRy = pose.blink ? 1.2 : 8;
  // A smile that opens as the avatar speaks.
  const mouthW = 17 - pose.speech * 3;
  const mouthOpen = 4 + pose.speech * 16;
  const nod = Math.sin(pose.t * 1.7) * 1.5;
  return `<g>
<circle cx="200" cy="190" r="196" fill="url(#av-glow)" opacity="${f(0.75 + pose.speech * 0.25)}"/>
<circle cx="200" cy="190" r="${f(150 + pose.speech * 6)}" fill="none" stroke="${p.mid}" stroke-opacity=".35" stroke-width="1.5"/>
<circle cx="200" cy="190" r="${f(172 + pose.speech * 10)}" fill="none" stroke="${p.light}" stroke-opacity=".14" stroke-dasharray="3 9"/>
${hairBack(hair, pose.t)}
<rect x="174" y="232" width="52" height="74" rx="22" fill="${p.mid}"/>
<path d="M70 400c0-64 52-102 130-102s130 38 130 102z" fill="url(#av-body)"/>
<path d="M152 302c14 18 31 25 48 25s34-7 48-25" fill="none" stroke="${p.light}" stroke-opacity=".5" stroke-width="3"/>
${hairStrands(hair)}
<g transform="translate(0 ${f(nod)})">
<ellipse cx="200" cy="172" rx="70" ry="84" fill="url(#av-face)"/>
${hairFront(hair, p)}
<path d="M161 156q11-5 22-1M217 155q11-4 22 1" fill="none" stroke="${INK[900]}" stroke-opacity=".5" stroke-width="4" stroke-linecap="round"/>
<ellipse cx="172" cy="174" rx="7" ry="${f(eyeRy)}" fill="${INK[900]}"/>
<ellipse cx="228" cy="174" rx="7" ry="${f(eyeRy)}" fill="${INK[900]}"/>
<circle cx="158" cy="202" r="11" fill="${p.base}" opacity=".25"/><circle cx="242" cy="202" r="11" fill="${p.base}" opacity=".25"/>
<path d="M${f(200 - mouthW)} 214Q200 ${f(217 + pose.speech * 3)} ${f(200 + mouthW)} 214Q200 ${f(222 + mouthOpen)} ${f(200 - mouthW)} 214Z" fill="${INK[900]}" stroke="${INK[900]}" stroke-width="3" stroke-linejoin="round"/>
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
<g transform="translate(180 58) scale(1.1)">${avatar(HAIR[slot], p, { speech: 0.45, blink: false, t: 0.6 })}</g>
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
<g transform="translate(${avatarX} ${avatarY}) scale(${avatarScale})">${avatar(HAIR[slot], p, pose)}</g>
${panel}
<g font-family="${FONT}" font-weight="700">
<text x="${W - 28}" y="34" font-size="12" letter-spacing="3" fill="#fff" fill-opacity=".7" text-anchor="end" opacity="${alphaIn(0.1)}">${esc(clip.brand.toUpperCase())}</text>
<g transform="translate(0 ${slideIn(0.3)})" opacity="${alphaIn(0.3)}">
<rect x="${textX}" y="${titleY - 44}" width="22" height="4" rx="2" fill="${p.base}"/>
<text x="${textX + 32}" y="${titleY - 38}" font-size="12" letter-spacing="2.5" fill="${p.light}">${esc(clip.label.toUpperCase())}</text>
</g>
<text font-size="25" fill="#fff" transform="translate(0 ${slideIn(0.5)})" opacity="${alphaIn(0.5)}">${titleText}</text>
<text font-size="14" font-weight="400" fill="#cbd5e1" transform="translate(0 ${slideIn(0.8)})" opacity="${alphaIn(0.8)}">${descText}</text>
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

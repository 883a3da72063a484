/**
 * Generates the site's own media assets (posters + short ambient clips).
 *
 *   npm run media            # = tsx scripts/media/make-media.ts
 *   npm run media -- --posters-only
 *   npm run media -- --personas-only   # only public/media/personas (persona-media.ts)
 *
 * Deterministic and idempotent: every run wipes and regenerates
 * public/media/posters, public/media/videos and public/media/personas. Posters
 * are pure SVG written from code; clips need ffmpeg (libx264, libvpx-vp9,
 * libwebp, librsvg, drawtext) and Inter, the site's typeface (apt: ffmpeg fonts-inter).
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadContent } from "../../src/server/modules/content/content.loader.ts";
import { encodeMp4, encodeWebm, kb, posterFrame } from "./encode.ts";
import { makePersonaMedia } from "./persona-media.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const OUT = path.join(ROOT, "public", "media");
const POSTERS = path.join(OUT, "posters");
const VIDEOS = path.join(OUT, "videos");
/** Inter, the site's typeface, so lettering in a clip matches the page around it. */
const FONT = "/usr/share/fonts/opentype/inter/Inter-Bold.otf";

/* ------------------------------------------------------------------ data */

type Category = "business" | "personal use" | "entertainment" | "education";

interface Venture {
  slug: string;
  name: string;
  category: Category;
  motif: MotifName;
}

/** The visual motif per poster is the script's own design choice; everything else comes from content/. */
const POSTER_MOTIFS: Record<string, MotifName> = {
  "the-subs-ai": "nodes",
  "rapid-q": "queue",
  dayo: "sunrise",
  urme: "swap",
  "rappy-customer-ai": "storefront",
  "harmonic-healing": "rings",
  "julie-ai": "voice",
  "harmonic-resonance-explorer": "lissajous",
  uschinastore: "globe",
  "domu-families": "family",
  "valuable-true-value": "bars",
  ume: "venn",
  "holo-world": "holo",
  "my-new-djs-vjs-ai": "vinyl",
  "neural-fashion": "ribbons",
  "the-magdalena-foundation": "arches",
  "herbcore-radio": "radio",
  "local-bounty-harvest": "fields",
  "my-movie-ai": "film",
  "smartcity-navigator": "city",
};

const content = loadContent(path.join(ROOT, "content"));

const VENTURES: Venture[] = content.businesses
  .slice()
  .sort((a, b) => a.sortOrder - b.sortOrder)
  .map((b) => ({
    slug: b.slug,
    name: b.name,
    category: b.category === "personal-use" ? "personal use" : b.category,
    motif: POSTER_MOTIFS[b.slug] ?? "nodes",
  }));

interface Clip {
  slug: string;
  name: string;
  titles: string[];
}

/** Clip titles are the video titles of content/, burned into the frames, so page and clip agree. */
const CLIPS: Clip[] = VENTURES.flatMap((v) => {
  const b = content.businesses.find((x) => x.slug === v.slug)!;
  if (b.videos.length === 0) return [];
  b.videos.forEach((video, i) => {
    const expected = `/media/videos/${b.slug}-${i + 1}`;
    if (
      video.src !== `${expected}.mp4` ||
      video.srcWebm !== `${expected}.webm` ||
      video.poster !== `${expected}.webp`
    ) {
      throw new Error(`${b.slug}: video ${i + 1} must use ${expected}.{mp4,webm,webp} for the generator to make it`);
    }
  });
  return [{ slug: b.slug, name: b.name, titles: b.videos.map((video) => video.title) }];
});

/* --------------------------------------------------------------- palettes */

interface Palette {
  bg: [string, string, string];
  accent: [string, string, string];
  glow: string;
}

const PALETTES: Record<Category, Palette> = {
  business: { bg: ["#040A1C", "#0A1A3A", "#0C3550"], accent: ["#38BDF8", "#818CF8", "#2DD4BF"], glow: "#2563EB" },
  "personal use": { bg: ["#12071A", "#2A0D30", "#461437"], accent: ["#FDBA74", "#F472B6", "#FDE68A"], glow: "#DB2777" },
  entertainment: { bg: ["#07030F", "#1A0833", "#350A5A"], accent: ["#E879F9", "#FB7185", "#FBBF24"], glow: "#7C3AED" },
  education: { bg: ["#02110D", "#05261F", "#0A3A3A"], accent: ["#6EE7B7", "#BEF264", "#5EEAD4"], glow: "#059669" },
};

/* ---------------------------------------------------------------- helpers */

function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** mulberry32 – tiny deterministic PRNG */
function makeRng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** compact number formatting (1 decimal, no trailing zeros) */
const f = (v: number): string => String(Math.round(v * 10) / 10);

const esc = (s: string): string =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const rad = (deg: number): number => (deg * Math.PI) / 180;

function polar(cx: number, cy: number, r: number, deg: number): [number, number] {
  return [cx + r * Math.cos(rad(deg)), cy + r * Math.sin(rad(deg))];
}

function arc(cx: number, cy: number, r: number, a0: number, a1: number): string {
  const [x0, y0] = polar(cx, cy, r, a0);
  const [x1, y1] = polar(cx, cy, r, a1);
  const large = Math.abs(a1 - a0) > 180 ? 1 : 0;
  const sweep = a1 > a0 ? 1 : 0;
  return `M${f(x0)} ${f(y0)}A${f(r)} ${f(r)} 0 ${large} ${sweep} ${f(x1)} ${f(y1)}`;
}

function polyline(points: [number, number][]): string {
  return points.map(([x, y], i) => `${i ? "L" : "M"}${f(x)} ${f(y)}`).join("");
}

/* ----------------------------------------------------------------- motifs */

type Rng = () => number;
interface MotifCtx {
  rng: Rng;
  pal: Palette;
}
type MotifName =
  | "nodes"
  | "queue"
  | "sunrise"
  | "swap"
  | "storefront"
  | "rings"
  | "voice"
  | "lissajous"
  | "globe"
  | "family"
  | "bars"
  | "venn"
  | "holo"
  | "vinyl"
  | "ribbons"
  | "arches"
  | "radio"
  | "fields"
  | "film"
  | "city";

// Shared paint servers defined in every poster: url(#a) accent stroke
// gradient, url(#av) vertical accent gradient, url(#h) soft accent glow.
const MOTIFS: Record<MotifName, (c: MotifCtx) => string> = {
  nodes: ({ rng, pal }) => {
    const pts: [number, number][] = [];
    for (let i = 0; i < 16; i++) {
      const a = i * 137.5 + rng() * 20;
      const r = 70 + Math.sqrt(i + 1) * 62 + rng() * 20;
      const [x, y] = polar(0, 0, r, a);
      pts.push([930 + x * 0.86, 290 + y * 0.56]);
    }
    let lines = "";
    pts.forEach((p, i) => {
      const near = pts
        .map((q, j) => ({ j, d: Math.hypot(q[0] - p[0], q[1] - p[1]) }))
        .filter((o) => o.j !== i)
        .sort((a, b) => a.d - b.d)
        .slice(0, 2);
      for (const o of near) if (o.j > i) lines += `M${f(p[0])} ${f(p[1])}L${f(pts[o.j]![0])} ${f(pts[o.j]![1])}`;
      if (i < 6) lines += `M930 290L${f(p[0])} ${f(p[1])}`;
    });
    let dots = "";
    pts.forEach(([x, y], i) => {
      if (i % 4 === 1) {
        dots += `<circle cx="${f(x)}" cy="${f(y)}" r="24" fill="${pal.bg[1]}" stroke="url(#a)" stroke-width="2"/>`;
        dots += `<circle cx="${f(x)}" cy="${f(y - 5)}" r="7" fill="${pal.accent[i % 3]}"/>`;
        dots += `<path d="M${f(x - 11)} ${f(y + 13)}a11 9 0 0 1 22 0" fill="${pal.accent[i % 3]}"/>`;
      } else {
        dots += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(3 + rng() * 5)}" fill="${pal.accent[i % 3]}" opacity="${f(0.5 + rng() * 0.5)}"/>`;
      }
    });
    return `<circle cx="930" cy="290" r="220" fill="url(#h)"/>
<path d="${lines}" stroke="url(#a)" stroke-width="1.4" opacity=".45" fill="none"/>
<circle cx="930" cy="290" r="120" fill="none" stroke="${pal.accent[0]}" stroke-opacity=".18" stroke-dasharray="2 8"/>
${dots}
<circle cx="930" cy="290" r="46" fill="${pal.bg[1]}" stroke="url(#a)" stroke-width="3"/>
<rect x="906" y="272" width="48" height="30" rx="10" fill="url(#a)"/><path d="M916 302l-6 12 16-12z" fill="${pal.accent[1]}"/>
<circle cx="920" cy="287" r="3" fill="${pal.bg[0]}"/><circle cx="930" cy="287" r="3" fill="${pal.bg[0]}"/><circle cx="940" cy="287" r="3" fill="${pal.bg[0]}"/>`;
  },

  queue: ({ rng, pal }) => {
    let s = "";
    for (let lane = 0; lane < 6; lane++) {
      const y = 136 + lane * 56;
      const hot = lane === 2;
      let x = (hot ? 720 : 560) + rng() * 60;
      s += `<path d="M520 ${y + 14}H1280" stroke="#fff" stroke-opacity=".05"/>`;
      while (x < 1060) {
        const w = Math.min(30 + rng() * (hot ? 150 : 110), 1110 - x);
        const o = Math.min(1, 0.15 + ((x - 560) / 620) * (hot ? 1 : 0.6));
        s += `<rect x="${f(x)}" y="${y}" width="${f(w)}" height="28" rx="14" fill="${hot ? "url(#a)" : pal.accent[lane % 3]}" opacity="${f(o)}"/>`;
        x += w + 18 + rng() * 40;
      }
      if (hot) {
        for (let k = 0; k < 4; k++)
          s += `<path d="M${600 + k * 24} ${y + 5 + k * 6}h${f(50 + rng() * 50)}" stroke="${pal.accent[0]}" stroke-width="2" stroke-linecap="round" opacity=".5"/>`;
      }
    }
    let chev = "";
    for (let k = 0; k < 3; k++) chev += `M${1124 + k * 30} 218l32 32-32 32`;
    return `<ellipse cx="980" cy="270" rx="360" ry="220" fill="url(#h)"/>${s}
<path d="${chev}" fill="none" stroke="url(#a)" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>`;
  },

  sunrise: ({ pal }) => {
    let stripes = "";
    for (let i = 0; i < 7; i++) {
      const y = 330 + i * i * 3 + i * 10;
      stripes += `<rect x="700" y="${y}" width="420" height="${f(2 + i * 2.2)}" fill="${pal.bg[1]}"/>`;
    }
    let ticks = "";
    for (let a = 190; a <= 350; a += 10) {
      const [x0, y0] = polar(910, 430, 232, a);
      const [x1, y1] = polar(910, 430, a % 30 === 10 ? 256 : 246, a);
      ticks += `M${f(x0)} ${f(y0)}L${f(x1)} ${f(y1)}`;
    }
    const arcs = [290, 340, 400, 470]
      .map(
        (r, i) =>
          `<path d="${arc(910, 430, r, 180, 360)}" fill="none" stroke="url(#a)" stroke-width="${2 - i * 0.3}" opacity="${f(0.6 - i * 0.12)}"${i % 2 ? ' stroke-dasharray="4 10"' : ""}/>`,
      )
      .join("");
    return `<circle cx="910" cy="430" r="420" fill="url(#h)"/>
<defs><linearGradient id="sun" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${pal.accent[2]}"/><stop offset=".5" stop-color="${pal.accent[0]}"/><stop offset="1" stop-color="${pal.accent[1]}"/></linearGradient>
<clipPath id="hz"><rect x="0" y="0" width="1280" height="430"/></clipPath></defs>
<g clip-path="url(#hz)"><circle cx="910" cy="430" r="170" fill="url(#sun)"/>${stripes}</g>
${arcs}<path d="${ticks}" stroke="${pal.accent[2]}" stroke-width="2" stroke-linecap="round" opacity=".55"/>
<path d="M560 430H1280" stroke="url(#a)" stroke-width="2" opacity=".7"/>
<path d="M640 462H1220M720 494H1150" stroke="#fff" stroke-opacity=".08" stroke-width="2"/>`;
  },

  swap: ({ rng, pal }) => {
    const head = (deg: number, r: number): string => {
      const [x, y] = polar(920, 280, r, deg);
      const t = deg + 90;
      const [ax, ay] = polar(x, y, 22, t + 150);
      const [bx, by] = polar(x, y, 22, t - 150);
      return `M${f(ax)} ${f(ay)}L${f(x)} ${f(y)}L${f(bx)} ${f(by)}`;
    };
    let confetti = "";
    for (let i = 0; i < 26; i++) {
      const [x, y] = polar(920, 280, 210 + rng() * 120, rng() * 360);
      confetti += `<rect x="${f(x)}" y="${f(y)}" width="${f(6 + rng() * 10)}" height="5" rx="2.5" fill="${pal.accent[i % 3]}" opacity="${f(0.35 + rng() * 0.6)}" transform="rotate(${Math.round(rng() * 180)} ${f(x)} ${f(y)})"/>`;
    }
    return `<circle cx="920" cy="280" r="260" fill="url(#h)"/>
<path d="${arc(920, 280, 170, 200, 330)}${head(330, 170)}" fill="none" stroke="${pal.accent[0]}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>
<path d="${arc(920, 280, 170, 20, 150)}${head(150, 170)}" fill="none" stroke="${pal.accent[1]}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>
<circle cx="920" cy="280" r="120" fill="none" stroke="#fff" stroke-opacity=".12" stroke-dasharray="3 9"/>
<circle cx="860" cy="280" r="58" fill="${pal.accent[0]}" opacity=".85"/><circle cx="980" cy="280" r="58" fill="${pal.accent[1]}" opacity=".75" style="mix-blend-mode:screen"/>
<path d="M895 268h50l-12-12M945 292h-50l12 12" fill="none" stroke="${pal.bg[0]}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>${confetti}`;
  },

  storefront: ({ rng, pal }) => {
    let tiles = "";
    for (let r = 0; r < 4; r++)
      for (let c = 0; c < 5; c++) {
        const x = c * 112;
        const y = r * 112;
        const v = rng();
        tiles +=
          v > 0.55
            ? `<rect x="${x}" y="${y}" width="96" height="96" rx="18" fill="${pal.accent[(r + c) % 3]}" opacity="${f(0.25 + v * 0.6)}"/>`
            : `<rect x="${x}" y="${y}" width="96" height="96" rx="18" fill="none" stroke="#fff" stroke-opacity=".14" stroke-width="1.5"/>`;
      }
    return `<circle cx="940" cy="300" r="300" fill="url(#h)"/>
<g transform="translate(690 150) rotate(-18) skewX(14)">${tiles}
<rect x="224" y="112" width="96" height="96" rx="18" fill="url(#a)"/><path d="M262 140v40l32-20z" fill="${pal.bg[0]}"/></g>
<g transform="translate(1010 420)"><rect width="200" height="86" rx="24" fill="${pal.bg[1]}" stroke="url(#a)" stroke-width="2.5"/>
<path d="M40 86l-8 26 34-26" fill="${pal.bg[1]}" stroke="url(#a)" stroke-width="2.5" stroke-linejoin="round"/><path d="M38 84h32" stroke="${pal.bg[1]}" stroke-width="4"/>
<rect x="26" y="24" width="120" height="10" rx="5" fill="${pal.accent[0]}"/><rect x="26" y="48" width="80" height="10" rx="5" fill="#fff" opacity=".4"/></g>`;
  },

  rings: ({ rng, pal }) => {
    let s = "";
    for (let i = 0; i < 13; i++) {
      const r = 40 + i * 26;
      const o = 0.85 - i * 0.058;
      const dash = i % 3 === 2 ? ` stroke-dasharray="${1 + (i % 4)} ${6 + i}"` : "";
      s += `<circle cx="930" cy="290" r="${r}" stroke="${pal.accent[i % 2]}" stroke-width="${f(i % 4 === 0 ? 3 : 1.3)}" opacity="${f(o)}"${dash}/>`;
      if (i % 3 === 1) {
        const [x, y] = polar(930, 290, r, rng() * 360);
        s += `<circle cx="${f(x)}" cy="${f(y)}" r="5" fill="${pal.accent[2]}" stroke="none"/>`;
      }
    }
    return `<circle cx="930" cy="290" r="360" fill="url(#h)"/><g fill="none">${s}</g>
<circle cx="930" cy="290" r="22" fill="${pal.accent[2]}"/><circle cx="930" cy="290" r="34" fill="none" stroke="${pal.accent[2]}" opacity=".5"/>`;
  },

  voice: ({ rng }) => {
    let d = "";
    for (let i = 0; i < 44; i++) {
      const x = 620 + i * 14;
      const env = Math.exp(-(((x - 930) / 190) ** 2));
      const h = 8 + env * (40 + 200 * Math.abs(Math.sin(i * 0.62)) * (0.55 + rng() * 0.45));
      d += `M${x} ${f(290 - h / 2)}v${f(h)}`;
    }
    return `<circle cx="930" cy="290" r="280" fill="url(#h)"/>
<circle cx="930" cy="290" r="190" fill="none" stroke="url(#a)" stroke-opacity=".35" stroke-width="1.5"/>
<circle cx="930" cy="290" r="236" fill="none" stroke="#fff" stroke-opacity=".08" stroke-dasharray="2 10"/>
<path d="${d}" stroke="url(#a)" stroke-width="7" stroke-linecap="round"/>`;
  },

  lissajous: ({ pal }) => {
    const curve = (a: number, b: number, ph: number, rx: number, ry: number): string => {
      const pts: [number, number][] = [];
      for (let i = 0; i <= 124; i++) {
        const t = (i / 124) * Math.PI * 2;
        pts.push([930 + rx * Math.sin(a * t + ph), 290 + ry * Math.sin(b * t)]);
      }
      return polyline(pts) + "Z";
    };
    return `<circle cx="930" cy="290" r="300" fill="url(#h)"/><g fill="none" stroke-linejoin="round">
<path d="${curve(3, 2, Math.PI / 2, 270, 168)}" stroke="url(#a)" stroke-width="2.4"/>
<path d="${curve(5, 4, Math.PI / 4, 240, 150)}" stroke="${pal.accent[1]}" stroke-width="1.3" opacity=".5"/>
<path d="${curve(1, 2, Math.PI / 3, 300, 185)}" stroke="${pal.accent[2]}" stroke-width="1" opacity=".35"/></g>
<circle cx="930" cy="290" r="6" fill="${pal.accent[1]}"/><path d="M640 290H1220M930 80V500" stroke="#fff" stroke-opacity=".08"/>`;
  },

  globe: ({ pal }) => {
    let g = `<circle r="220" fill="${pal.bg[1]}" fill-opacity=".5" stroke="url(#a)" stroke-width="2"/>`;
    for (const k of [20, 45, 68, 85]) g += `<ellipse rx="${f(220 * Math.cos(rad(k)))}" ry="220"/>`;
    for (const lat of [-60, -30, 0, 30, 60]) {
      const y = 220 * Math.sin(rad(lat));
      const w = 220 * Math.cos(rad(lat));
      g += `<ellipse cy="${f(y)}" rx="${f(w)}" ry="${f(w * 0.18)}"/>`;
    }
    const route = (x0: number, y0: number, x1: number, y1: number, lift: number, col: string): string =>
      `<path d="M${x0} ${y0}Q${(x0 + x1) / 2} ${lift} ${x1} ${y1}" fill="none" stroke="${col}" stroke-width="3" stroke-dasharray="2 9" stroke-linecap="round"/>` +
      `<circle cx="${x0}" cy="${y0}" r="7" fill="${col}"/><circle cx="${x1}" cy="${y1}" r="7" fill="${col}"/><circle cx="${x1}" cy="${y1}" r="16" fill="none" stroke="${col}" opacity=".5"/>`;
    return `<circle cx="940" cy="290" r="330" fill="url(#h)"/>
<g transform="translate(940 290) rotate(-20)" fill="none" stroke="${pal.accent[0]}" stroke-opacity=".28">${g}</g>
${route(780, 250, 1110, 300, 40, pal.accent[0])}${route(800, 380, 1080, 200, 150, pal.accent[2])}`;
  },

  family: ({ pal }) => {
    const house = (s: number, o: number): string => {
      const t = `translate(940 330) scale(${s})`;
      return `<path transform="${t}" d="M-190 20L0-160 190 20V200H-190Z" fill="none" stroke="url(#a)" stroke-width="${f(2.5 / s)}" stroke-linejoin="round" opacity="${o}"/>`;
    };
    return `<circle cx="940" cy="320" r="320" fill="url(#h)"/>${house(1, 1)}${house(1.22, 0.35)}${house(1.46, 0.15)}
<circle cx="880" cy="410" r="58" fill="${pal.accent[0]}" opacity=".9"/>
<circle cx="1000" cy="400" r="50" fill="${pal.accent[1]}" opacity=".8"/>
<circle cx="940" cy="470" r="34" fill="${pal.accent[2]}" opacity=".85"/>
<circle cx="1040" cy="478" r="24" fill="${pal.accent[0]}" opacity=".7"/>
<circle cx="940" cy="250" r="22" fill="none" stroke="${pal.accent[2]}" stroke-width="3"/>
<path d="M940 120v-40M900 92l40-32 40 32" stroke="#fff" stroke-opacity=".1" fill="none"/>`;
  },

  bars: ({ rng, pal }) => {
    let bars = "";
    const tops: [number, number][] = [];
    for (let i = 0; i < 9; i++) {
      const x = 690 + i * 58;
      const h = 60 + i * 27 + rng() * 30;
      const y = 500 - h;
      tops.push([x + 16, y - 26]);
      bars += `<rect x="${x}" y="${f(y)}" width="32" height="${f(h)}" rx="8" fill="url(#av)" opacity="${f(0.35 + i * 0.07)}"/>`;
    }
    const diamonds = tops
      .filter((_, i) => i % 2 === 0)
      .map(
        ([x, y]) =>
          `<rect x="${f(x - 7)}" y="${f(y - 7)}" width="14" height="14" transform="rotate(45 ${f(x)} ${f(y)})" fill="${pal.bg[0]}" stroke="${pal.accent[2]}" stroke-width="3"/>`,
      )
      .join("");
    return `<circle cx="950" cy="320" r="320" fill="url(#h)"/>
<defs><linearGradient id="av" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${pal.accent[0]}"/><stop offset="1" stop-color="${pal.accent[1]}" stop-opacity=".15"/></linearGradient></defs>
<path d="M660 500H1220M660 400H1220M660 300H1220M660 200H1220" stroke="#fff" stroke-opacity=".06"/>${bars}
<path d="${polyline(tops)}" fill="none" stroke="${pal.accent[2]}" stroke-width="3" stroke-linejoin="round"/>${diamonds}`;
  },

  venn: ({ pal }) => {
    // two circles r=170 at x=840/1040 → intersections at x=940
    const h = Math.sqrt(170 * 170 - 100 * 100);
    return `<circle cx="940" cy="290" r="330" fill="url(#h)"/>
<circle cx="840" cy="290" r="170" fill="${pal.accent[0]}" fill-opacity=".12" stroke="${pal.accent[0]}" stroke-width="3"/>
<circle cx="1040" cy="290" r="170" fill="${pal.accent[1]}" fill-opacity=".12" stroke="${pal.accent[1]}" stroke-width="3"/>
<path d="M940 ${f(290 - h)}A170 170 0 0 1 940 ${f(290 + h)}A170 170 0 0 1 940 ${f(290 - h)}Z" fill="url(#a)" opacity=".9"/>
<circle cx="840" cy="290" r="210" fill="none" stroke="${pal.accent[0]}" stroke-opacity=".2" stroke-dasharray="2 8"/>
<circle cx="1040" cy="290" r="210" fill="none" stroke="${pal.accent[1]}" stroke-opacity=".2" stroke-dasharray="2 8"/>
<path d="M940 270c-8-14-30-8-24 8 4 10 24 24 24 24s20-14 24-24c6-16-16-22-24-8z" fill="${pal.bg[0]}"/>`;
  },

  holo: ({ pal }) => {
    let grid = "";
    for (let i = -16; i <= 10; i++) grid += `M${940 + i * 24} 400L${940 + i * 110} 720`;
    for (let k = 0; k < 8; k++) {
      const y = 400 + 320 * ((k + 1) / 8) ** 1.8;
      grid += `M0 ${f(y)}H1280`;
    }
    let sphere = "";
    for (const k of [0, 30, 60]) sphere += `<ellipse rx="${f(140 * Math.cos(rad(k)))}" ry="140"/>`;
    for (const lat of [-50, -20, 10, 40]) {
      const w = 140 * Math.cos(rad(lat));
      sphere += `<ellipse cy="${f(140 * Math.sin(rad(lat)))}" rx="${f(w)}" ry="${f(w * 0.25)}"/>`;
    }
    return `<defs><linearGradient id="fl" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${pal.accent[0]}" stop-opacity=".6"/><stop offset="1" stop-color="${pal.accent[0]}" stop-opacity="0"/></linearGradient></defs>
<circle cx="940" cy="220" r="260" fill="url(#h)"/>
<path d="${grid}" stroke="url(#fl)" stroke-width="1.2" fill="none"/>
<ellipse cx="940" cy="400" rx="180" ry="26" fill="${pal.accent[0]}" opacity=".25"/>
<g transform="translate(940 220) rotate(18)" fill="none" stroke="url(#a)" stroke-width="1.6">${sphere}<circle r="140" stroke-width="3"/></g>
<path d="M800 220L860 400M1080 220L1020 400" stroke="${pal.accent[0]}" stroke-opacity=".18"/>`;
  },

  vinyl: ({ rng, pal }) => {
    let grooves = "";
    for (let r = 84; r < 186; r += 10) grooves += `<circle r="${r}"/>`;
    let eq = "";
    for (let i = 0; i < 10; i++) {
      const h = 30 + Math.abs(Math.sin(i * 0.9 + 0.5)) * 150 * (0.5 + rng() * 0.5);
      const x = 600 + i * 22;
      eq += `M${x} 470V${f(470 - h)}`;
    }
    return `<circle cx="1000" cy="300" r="300" fill="url(#h)"/>
<g transform="translate(1000 300)"><circle r="194" fill="#05020A" stroke="url(#a)" stroke-width="2"/>
<g fill="none" stroke="#fff" stroke-opacity=".09">${grooves}</g>
<path d="${arc(0, 0, 150, 200, 250)}" stroke="${pal.accent[0]}" stroke-opacity=".5" stroke-width="3" fill="none"/>
<circle r="62" fill="url(#a)"/><circle r="8" fill="#05020A"/></g>
<path d="M1212 140L1180 318l-34 26" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/><circle cx="1212" cy="140" r="14" fill="${pal.bg[2]}" stroke="#fff" stroke-opacity=".6" stroke-width="3"/>
<path d="${eq}" stroke="url(#av)" stroke-width="12" stroke-linecap="round"/>
<defs><linearGradient id="av" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="${pal.accent[1]}"/><stop offset="1" stop-color="${pal.accent[2]}"/></linearGradient></defs>`;
  },

  ribbons: ({ pal }) => {
    let a = "";
    let b = "";
    for (let i = 0; i < 18; i++) {
      a += `M${380 + i * 12} 740C${700 + i * 4} ${120 + i * 14} 980 ${700 - i * 12} 1300 ${120 + i * 13}`;
      if (i < 12) b += `M${560 + i * 14} -20C${760 + i * 6} ${420 - i * 10} 1040 ${40 + i * 16} 1300 ${380 - i * 6}`;
    }
    return `<circle cx="940" cy="330" r="320" fill="url(#h)"/>
<path d="${b}" fill="none" stroke="${pal.accent[1]}" stroke-width="1" opacity=".35"/>
<path d="${a}" fill="none" stroke="url(#a)" stroke-width="1.4" opacity=".9"/>
<circle cx="1100" cy="210" r="4" fill="${pal.accent[2]}"/><circle cx="1100" cy="210" r="14" fill="none" stroke="${pal.accent[2]}" opacity=".6"/>
<path d="M1100 224V300" stroke="${pal.accent[2]}" stroke-opacity=".6" stroke-dasharray="3 5"/>`;
  },

  arches: ({ rng, pal }) => {
    let s = "";
    for (let i = 0; i < 7; i++) {
      const w = 440 - i * 60;
      const x0 = 940 - w / 2;
      const r = w / 2;
      s += `<path d="M${f(x0)} 520V${f(330 - i * 8)}A${f(r)} ${f(r)} 0 0 1 ${f(x0 + w)} ${f(330 - i * 8)}V520" stroke="${i % 2 ? pal.accent[1] : "url(#a)"}" stroke-width="${i === 0 ? 3 : 1.6}" opacity="${f(1 - i * 0.11)}"/>`;
    }
    let stars = "";
    for (let i = 0; i < 9; i++) {
      const x = 640 + rng() * 600;
      const y = 40 + rng() * 200;
      const k = 5 + rng() * 9;
      stars += `M${f(x)} ${f(y - k)}Q${f(x)} ${f(y)} ${f(x + k)} ${f(y)}Q${f(x)} ${f(y)} ${f(x)} ${f(y + k)}Q${f(x)} ${f(y)} ${f(x - k)} ${f(y)}Q${f(x)} ${f(y)} ${f(x)} ${f(y - k)}Z`;
    }
    return `<circle cx="940" cy="330" r="320" fill="url(#h)"/><g fill="none">${s}</g>
<path d="M640 520H1240" stroke="url(#a)" stroke-width="2"/><path d="${stars}" fill="${pal.accent[2]}" opacity=".8"/>
<circle cx="940" cy="300" r="10" fill="${pal.accent[1]}"/>`;
  },

  radio: ({ rng, pal }) => {
    let arcs = "";
    for (let i = 0; i < 7; i++) {
      arcs += `<path d="${arc(760, 330, 60 + i * 52, -42, 42)}" stroke="${pal.accent[i % 2]}" stroke-width="${f(4 - i * 0.4)}" opacity="${f(1 - i * 0.12)}"/>`;
    }
    let leaves = "";
    for (let i = 0; i < 6; i++) {
      const x = 1000 + rng() * 190;
      const y = 190 + rng() * 300;
      const rot = Math.round(-60 + rng() * 120);
      const s = 0.5 + rng() * 0.7;
      leaves += `<g transform="translate(${f(x)} ${f(y)}) rotate(${rot}) scale(${f(s)})"><path d="M0 0Q46-44 0-120Q-46-44 0 0Z" fill="${pal.accent[i % 3]}" opacity=".75"/><path d="M0 0V-108" stroke="${pal.bg[0]}" stroke-width="3" opacity=".6"/></g>`;
    }
    return `<circle cx="900" cy="300" r="320" fill="url(#h)"/><g fill="none" stroke-linecap="round">${arcs}</g>
<circle cx="760" cy="330" r="16" fill="url(#a)"/><path d="M760 346V470M730 470H790" stroke="#fff" stroke-opacity=".5" stroke-width="4" stroke-linecap="round"/>${leaves}`;
  },

  fields: ({ pal }) => {
    let s = "";
    for (let i = 0; i < 6; i++) {
      const y = 340 + i * 48;
      const a = 30 - i * 3;
      const ph = i * 1.3;
      const pts: [number, number][] = [];
      for (let x = -40; x <= 1320; x += 50) pts.push([x, y + a * Math.sin(x / 130 + ph)]);
      const d = polyline(pts);
      s += `<path d="${d}V720H-40Z" fill="${pal.accent[i % 3]}" fill-opacity="${f(0.1 + i * 0.03)}"/>`;
      s += `<path d="${d}" fill="none" stroke="${pal.accent[i % 3]}" stroke-width="2" stroke-dasharray="${i % 2 ? "1 10" : "28 8"}" stroke-linecap="round" opacity=".7"/>`;
    }
    let rays = "";
    for (let a = 0; a < 360; a += 30) {
      const [x0, y0] = polar(1060, 190, 84, a);
      const [x1, y1] = polar(1060, 190, 110, a);
      rays += `M${f(x0)} ${f(y0)}L${f(x1)} ${f(y1)}`;
    }
    return `<circle cx="1060" cy="190" r="260" fill="url(#h)"/>
<circle cx="1060" cy="190" r="64" fill="url(#a)"/><path d="${rays}" stroke="${pal.accent[2]}" stroke-width="4" stroke-linecap="round" opacity=".7"/>${s}`;
  },

  film: ({ pal }) => {
    const strip = (rot: number, cy: number, o: number, hot: boolean): string => {
      let frames = "";
      for (let i = 0; i < 6; i++) {
        const fill = hot && i === 2 ? "url(#a)" : pal.accent[i % 3];
        const op = hot && i === 2 ? 1 : 0.18 + (i % 3) * 0.12;
        frames += `<rect x="${-420 + i * 142}" y="-52" width="126" height="104" rx="6" fill="${fill}" opacity="${f(op)}"/>`;
      }
      const play = hot ? `<path d="M-108-22v44l38-22z" fill="${pal.bg[0]}"/>` : "";
      return `<g transform="translate(940 ${cy}) rotate(${rot})" opacity="${o}"><rect x="-440" y="-96" width="900" height="192" rx="10" fill="#000" fill-opacity=".55" stroke="url(#a)" stroke-width="2"/>
<rect x="-440" y="-86" width="900" height="16" fill="url(#sp)"/><rect x="-440" y="70" width="900" height="16" fill="url(#sp)"/>${frames}${play}</g>`;
    };
    return `<defs><pattern id="sp" width="30" height="16" patternUnits="userSpaceOnUse"><rect x="8" width="16" height="16" rx="3" fill="#fff" fill-opacity=".55"/></pattern></defs>
<circle cx="940" cy="280" r="320" fill="url(#h)"/>${strip(12, 300, 0.45, false)}${strip(-14, 270, 1, true)}`;
  },

  city: ({ rng, pal }) => {
    let blocks = "";
    for (let r = 0; r < 6; r++)
      for (let c = 0; c < 6; c++) {
        const v = rng();
        const fill = v > 0.7 ? pal.accent[(r * c) % 3] : "#fff";
        const op = v > 0.7 ? 0.35 + v * 0.3 : 0.05 + v * 0.07;
        blocks += `<rect x="${c * 60}" y="${r * 60}" width="48" height="48" rx="4" fill="${fill}" opacity="${f(op)}"/>`;
      }
    const route = "M6 354V234H126V114H246V54H354";
    return `<circle cx="940" cy="300" r="330" fill="url(#h)"/>
<g transform="matrix(.86 .5 -.86 .5 950 80)">${blocks}
<path d="${route}" fill="none" stroke="${pal.bg[0]}" stroke-width="12" stroke-linejoin="round"/>
<path d="${route}" fill="none" stroke="url(#a)" stroke-width="6" stroke-linejoin="round" stroke-dasharray="14 8"/>
<circle cx="354" cy="54" r="26" fill="none" stroke="${pal.accent[1]}" stroke-width="2"/><circle cx="354" cy="54" r="44" fill="none" stroke="${pal.accent[1]}" opacity=".4"/></g>
<path d="M650 372c0-16 24-16 24 0 0 12-12 24-12 24s-12-12-12-24z" transform="translate(-4 -46)" fill="${pal.accent[0]}"/>
<path d="M1242 194c0-22 34-22 34 0 0 16-17 32-17 32s-17-16-17-32z" transform="translate(-4 -96)" fill="${pal.accent[1]}"/>`;
  },
};

/* ---------------------------------------------------------------- posters */

/**
 * A venture's poster: artwork only. The name and the category are the page's own text wherever a
 * poster shows (set over it in the site's typeface on the ventures grid), so the poster carries no
 * lettering of its own: an SVG shown as an image cannot use the page's web font, and a title in
 * the poster printed the name a second time beside the card's.
 */
function poster(v: Venture): string {
  const pal = PALETTES[v.category];
  const rng = makeRng(hashString(v.slug));
  const angle = Math.round(20 + rng() * 50);
  const [gx, gy] = polar(0.5, 0.5, 0.5, angle);
  const glowX = Math.round(100 + rng() * 500);
  const motif = MOTIFS[v.motif]({ rng, pal });
  const title = `${v.name} — ${content.site.companyName} ${v.category} venture`;

  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1280 720" width="1280" height="720" role="img" aria-labelledby="t">
<title id="t">${esc(title)}</title>
<defs>
<linearGradient id="bg" x1="${f(1 - gx)}" y1="${f(1 - gy)}" x2="${f(gx)}" y2="${f(gy)}"><stop offset="0" stop-color="${pal.bg[0]}"/><stop offset=".55" stop-color="${pal.bg[1]}"/><stop offset="1" stop-color="${pal.bg[2]}"/></linearGradient>
<linearGradient id="a" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${pal.accent[0]}"/><stop offset="1" stop-color="${pal.accent[1]}"/></linearGradient>
<radialGradient id="h"><stop offset="0" stop-color="${pal.glow}" stop-opacity=".55"/><stop offset=".6" stop-color="${pal.glow}" stop-opacity=".12"/><stop offset="1" stop-color="${pal.glow}" stop-opacity="0"/></radialGradient>
<radialGradient id="g2"><stop offset="0" stop-color="${pal.accent[1]}" stop-opacity=".22"/><stop offset="1" stop-color="${pal.accent[1]}" stop-opacity="0"/></radialGradient>
<linearGradient id="sc" x1="0" y1="0" x2="0" y2="1"><stop offset=".35" stop-color="${pal.bg[0]}" stop-opacity="0"/><stop offset="1" stop-color="${pal.bg[0]}" stop-opacity=".92"/></linearGradient>
<linearGradient id="sl" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${pal.bg[0]}" stop-opacity=".7"/><stop offset=".6" stop-color="${pal.bg[0]}" stop-opacity="0"/></linearGradient>
<pattern id="dt" width="32" height="32" patternUnits="userSpaceOnUse"><circle cx="16" cy="16" r="1.1" fill="#fff" fill-opacity=".07"/></pattern>
<filter id="n" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency=".85" numOctaves="2" stitchTiles="stitch"/><feColorMatrix values="0 0 0 0 1 0 0 0 0 1 0 0 0 0 1 .09 0 0 0 0"/></filter>
</defs>
<rect width="1280" height="720" fill="url(#bg)"/>
<circle cx="${glowX}" cy="${Math.round(560 + rng() * 160)}" r="520" fill="url(#g2)"/>
<rect width="1280" height="720" fill="url(#dt)"/>
<g>${motif}</g>
<rect width="1280" height="720" fill="url(#sl)"/>
<rect width="1280" height="720" fill="url(#sc)"/>
<rect width="1280" height="720" filter="url(#n)" opacity=".6"/>
<rect x=".5" y=".5" width="1279" height="719" fill="none" stroke="#fff" stroke-opacity=".06"/>
</svg>
`;
}

/* ------------------------------------------------------------------ clips */

const W = 640;
const H = 360;
const FPS = 24;
const DUR = 4;

type Rgb = [number, number, number];
const hex = (h: string): Rgb => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;

/** geq r/g/b expressions mapping scalar expression V (≈0..1) through 3 colours */
function ramp(v: string, cols: [string, string, string]): string {
  const [a, b, c] = cols.map(hex) as [Rgb, Rgb, Rgb];
  const ch = (k: 0 | 1 | 2): string =>
    `'st(0,clip(${v},0,1));if(lt(ld(0),0.5),${a[k]}+${b[k] - a[k]}*2*ld(0),${b[k]}+${c[k] - b[k]}*(2*ld(0)-1))'`;
  return `geq=r=${ch(0)}:g=${ch(1)}:b=${ch(2)}`;
}

/** low-res procedural field, upscaled smoothly */
function field(v: string, cols: [string, string, string]): string {
  return `color=c=black:s=160x90:r=${FPS}:d=${DUR},format=gbrp,${ramp(v, cols)},scale=${W}:${H}:flags=bicubic`;
}

interface ClipStyle {
  bg: (n: number) => string;
  accent: string;
}

const CLIP_STYLES: Record<string, ClipStyle> = {
  // drifting soft orbs (one per assistant)
  "the-subs-ai": {
    accent: "#38BDF8",
    bg: (n) => {
      const orb = (cx: string, cy: string, k: number): string => `${k}*exp(-(pow(X-(${cx}),2)+pow(Y-(${cy}),2))/500)`;
      const v = [
        orb(`100+30*sin(T*0.5+${n})`, `35+12*cos(T*0.4)`, 0.95),
        orb(`55+25*cos(T*0.35+${n * 2})`, `55+10*sin(T*0.6)`, 0.7),
        orb(`135-20*sin(T*0.3)`, `70-12*cos(T*0.5+${n})`, 0.6),
      ].join("+");
      const pal: [string, string, string][] = [
        ["#040B22", "#1A4FA8", "#38BDF8"],
        ["#060A24", "#4338CA", "#7DD3FC"],
        ["#03121C", "#0F766E", "#60A5FA"],
      ];
      return field(`0.12+${v}`, pal[(n - 1) % 3]!);
    },
  },
  // flowing horizontal lanes
  "rapid-q": {
    accent: "#22D3EE",
    bg: (n) =>
      field(
        `0.5+0.45*sin(X/10-T*${n === 1 ? 2.4 : 1.6}+2.2*sin(Y/15+T*0.5+${n}))*(0.35+0.65*Y/H)`,
        n === 1 ? ["#040B1E", "#0C3A63", "#1B8FB8"] : ["#05091C", "#1A2F6E", "#2A9D9A"],
      ),
  },
  // rising sunrise glow
  dayo: {
    accent: "#FDBA74",
    bg: (n) =>
      field(
        `pow(clip(1.15-hypot(X-W*${n === 1 ? 0.74 : 0.68},(Y-(H*(${n === 1 ? 1.2 : 0.95})-T*6))*1.5)/W*1.5,0,1),1.4)`,
        n === 1 ? ["#12071A", "#8E2656", "#FDB37A"] : ["#0E0A20", "#5B2A78", "#F59E8B"],
      ),
  },
  // soft plasma
  urme: {
    accent: "#F0ABFC",
    bg: (n) =>
      field(
        `0.5+(sin(X/13+T*0.9+${n})+sin(Y/9-T*0.7)+sin((X+Y)/17+T*0.6)+sin(hypot(X-80,Y-45)/10-T*1.1))/9`,
        n === 1 ? ["#120626", "#6B1A6E", "#E0567A"] : ["#0D0826", "#4A1F8F", "#E97A3C"],
      ),
  },
  // diagonal light sweeps + faint catalog grid
  "rappy-customer-ai": {
    accent: "#818CF8",
    bg: (n) => {
      const pal: [string, string, string][] = [
        ["#050C26", "#1E3A8A", "#6366F1"],
        ["#041420", "#0E5A6B", "#38BDF8"],
        ["#0A0A26", "#4C1D95", "#60A5FA"],
      ];
      return `${field(`(0.5+0.5*sin((X*0.8+Y)/26-T*0.9+${n * 2}))*(0.5+0.5*sin((X-Y*0.6)/41+T*0.5))`, pal[(n - 1) % 3]!)},drawgrid=w=40:h=40:t=1:c=white@0.05`;
    },
  },
  // breathing concentric ripples
  "harmonic-healing": {
    accent: "#8FE3D0",
    bg: () =>
      field(`(0.5+0.5*sin(hypot(X-W/2,(Y-H/2)*1.1)/4.2-T*2.2))*exp(-hypot(X-W/2,Y-H/2)/75)*0.9+0.08`, [
        "#0A0E24",
        "#3B2F7A",
        "#8FE3D0",
      ]),
  },
  // aurora curtains
  "julie-ai": {
    accent: "#F9A8D4",
    bg: () =>
      field(`(0.55+0.45*sin(X/16+2.6*sin(Y/22+T*0.7)+T*0.45))*(1-abs(Y/H-0.45)*1.5)`, [
        "#120A24",
        "#6D28D9",
        "#F9A8D4",
      ]),
  },
};

function titleSize(title: string): number {
  // Inter Bold ≈ 0.62 em per character on average; 0.66 leaves room for wide letters
  return Math.min(40, Math.floor((W - 110) / (title.length * 0.66)));
}

function makeClip(clip: Clip, n: number, tmp: string): void {
  const style = CLIP_STYLES[clip.slug];
  if (!style) throw new Error(`no clip style for ${clip.slug}: add one to CLIP_STYLES`);
  const base = path.join(VIDEOS, `${clip.slug}-${n}`);
  const title = clip.titles[n - 1]!;
  const nameFile = path.join(tmp, `${clip.slug}-${n}-name.txt`);
  const titleFile = path.join(tmp, `${clip.slug}-${n}-title.txt`);
  const brandFile = path.join(tmp, "brand.txt");
  writeFileSync(nameFile, clip.name.toUpperCase());
  writeFileSync(titleFile, title);
  writeFileSync(brandFile, content.site.companyName.toUpperCase());
  const ts = titleSize(title);
  const fadeIn = (start: number, dur: number): string => `'clip((t-${start})/${dur},0,1)'`;
  const ease = (start: number, dur: number): string => `(1-pow(1-clip((t-${start})/${dur},0,1),3))`;
  const accent = style.accent.replace("#", "0x");
  const graph = [
    `${style.bg(n)},vignette=angle=PI/4.5,fade=t=in:st=0:d=0.5,format=yuv420p[bg]`,
    `color=c=black:s=160x90:r=${FPS}:d=${DUR},format=yuva420p,geq=lum=16:cb=128:cr=128:a='clip((Y/H-0.38)*1.7,0,1)*190',scale=${W}:${H}:flags=bicubic[shade]`,
    `color=c=${accent}:s=56x4:r=${FPS}:d=${DUR},format=yuva420p,fade=t=in:st=0.5:d=0.7:alpha=1[bar]`,
    `[bg][shade]overlay=shortest=1[bs]`,
    `[bs][bar]overlay=x='48-40*(1-${ease(0.5, 0.8)})':y=${H - 122}:eval=frame:shortest=1,` +
      `drawtext=fontfile=${FONT}:textfile=${brandFile}:fontsize=14:fontcolor=white@0.75:x=w-tw-40:y=34:alpha=${fadeIn(0.2, 0.8)},` +
      `drawtext=fontfile=${FONT}:textfile=${nameFile}:fontsize=17:fontcolor=${accent}:x=120:y=${H - 129}:alpha=${fadeIn(0.6, 0.8)}:shadowcolor=black@0.5:shadowy=1,` +
      `drawtext=fontfile=${FONT}:textfile=${titleFile}:fontsize=${ts}:fontcolor=white:x=46:y='${H - 96}+18*(1-${ease(0.9, 0.9)})':alpha=${fadeIn(0.9, 0.9)}:shadowcolor=black@0.45:shadowy=2,` +
      `format=yuv420p[v]`,
  ].join(";");
  const common = [
    "-filter_complex",
    graph,
    "-map",
    "[v]",
    "-an",
    "-r",
    String(FPS),
    "-t",
    String(DUR),
    "-map_metadata",
    "-1",
  ];
  encodeMp4(common, `${base}.mp4`);
  encodeWebm(common, `${base}.webm`);
  posterFrame(`${base}.mp4`, 3.2, `${base}.webp`);
}

/* ------------------------------------------------------------------- main */

function requireFfmpeg(): void {
  const probe = spawnSync("ffmpeg", ["-version"]);
  if (probe.status !== 0) {
    console.error("ffmpeg not found – install it (apt-get install -y ffmpeg fonts-inter) to build the clips.");
    process.exit(1);
  }
  if (!existsSync(FONT)) {
    console.error(`font missing: ${FONT} (apt-get install -y fonts-inter)`);
    process.exit(1);
  }
}

async function main(): Promise<void> {
  const postersOnly = process.argv.includes("--posters-only");
  const personasOnly = process.argv.includes("--personas-only");
  if (personasOnly) {
    // The business posters and clips stay as they are.
    if (!postersOnly) requireFfmpeg();
    await makePersonaMedia({ root: ROOT, site: content.site, postersOnly });
    return;
  }

  rmSync(POSTERS, { recursive: true, force: true });
  mkdirSync(POSTERS, { recursive: true });
  VENTURES.forEach((v) => {
    const file = path.join(POSTERS, `${v.slug}.svg`);
    writeFileSync(file, poster(v));
    console.log(`poster  ${v.slug}.svg  ${kb(file)} KB`);
  });

  if (postersOnly) {
    await makePersonaMedia({ root: ROOT, site: content.site, postersOnly });
    return;
  }
  requireFfmpeg();

  rmSync(VIDEOS, { recursive: true, force: true });
  mkdirSync(VIDEOS, { recursive: true });
  const tmp = mkdtempSync(path.join(tmpdir(), "domu-media-"));
  try {
    for (const clip of CLIPS) {
      clip.titles.forEach((_, i) => {
        makeClip(clip, i + 1, tmp);
        const b = path.join(VIDEOS, `${clip.slug}-${i + 1}`);
        console.log(
          `clip    ${clip.slug}-${i + 1}  mp4 ${kb(`${b}.mp4`)} KB  webm ${kb(`${b}.webm`)} KB  webp ${kb(`${b}.webp`)} KB`,
        );
      });
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  await makePersonaMedia({ root: ROOT, site: content.site, postersOnly });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * The AI twin's avatar clips (scripts/media/persona-media.ts, public/media/README.md): short
 * narrated clips, not silent title cards. Read from the files' own headers, so no ffmpeg is needed.
 */

const root = path.resolve(import.meta.dirname, "../..");
const media = (name: string) => path.join(root, "public/media/personas", name);
const CLIPS = ["twin-1", "twin-2"];
/** Each file of a clip stays small enough for a phone on a slow connection. */
const MAX_BYTES = 600 * 1024;

interface Box {
  type: string;
  body: Buffer;
}

/** The ISO BMFF boxes in `bytes`, one level deep. */
function boxes(bytes: Buffer): Box[] {
  const out: Box[] = [];
  for (let at = 0; at + 8 <= bytes.length; ) {
    let size = bytes.readUInt32BE(at);
    let header = 8;
    if (size === 1) {
      size = Number(bytes.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) size = bytes.length - at;
    out.push({ type: bytes.toString("latin1", at + 4, at + 8), body: bytes.subarray(at + header, at + size) });
    at += size;
  }
  return out;
}

const child = (box: Box, type: string) => boxes(box.body).find((b) => b.type === type);

/** What an MP4 says of itself: its top-level boxes in order, its length and its tracks' kinds. */
function mp4(file: string) {
  const top = boxes(readFileSync(file));
  const moov = top.find((b) => b.type === "moov");
  if (!moov) throw new Error(`${file}: no moov box`);
  const mvhd = child(moov, "mvhd")!.body;
  const v1 = mvhd[0] === 1;
  const timescale = v1 ? mvhd.readUInt32BE(20) : mvhd.readUInt32BE(12);
  const duration = v1 ? Number(mvhd.readBigUInt64BE(24)) : mvhd.readUInt32BE(16);
  const handlers = boxes(moov.body)
    .filter((b) => b.type === "trak")
    .map((trak) => child(child(trak, "mdia")!, "hdlr")!.body.toString("latin1", 8, 12));
  const entries = (codec: string) => moov.body.includes(codec, 0, "latin1");
  return {
    order: top.map((b) => b.type),
    seconds: duration / timescale,
    handlers,
    avc1: entries("avc1"),
    mp4a: entries("mp4a"),
  };
}

/** What a WebM says of itself: its doctype, codecs and length (Segment Info's Duration, in ms). */
function webm(file: string) {
  const bytes = readFileSync(file);
  const magic = bytes.readUInt32BE(0) === 0x1a45dfa3;
  // Duration (0x4489), an 8- or 4-byte float in TimecodeScale units: ffmpeg writes milliseconds.
  const at = bytes.indexOf(Buffer.from([0x44, 0x89]));
  const size = bytes[at + 2]! & 0x7f;
  const ms = size === 8 ? bytes.readDoubleBE(at + 3) : bytes.readFloatBE(at + 3);
  const head = bytes.toString("latin1", 0, 4096);
  return { magic, doctype: head.includes("webm"), vp9: head.includes("V_VP9"), opus: head.includes("A_OPUS"), ms };
}

describe("the AI twin's avatar clips", () => {
  it.each(CLIPS)("%s.mp4 is a narrated clip of 10 to 25 seconds: H.264 picture, AAC voice, faststart", (name) => {
    const file = media(`${name}.mp4`);
    const clip = mp4(file);
    expect(clip.handlers.sort()).toEqual(["soun", "vide"]);
    expect(clip.seconds).toBeGreaterThanOrEqual(10);
    expect(clip.seconds).toBeLessThanOrEqual(25);
    // The index comes before the media, so a browser can start playing before the whole file is in.
    expect(clip.order.indexOf("moov")).toBeLessThan(clip.order.indexOf("mdat"));
    expect(clip).toMatchObject({ avc1: true, mp4a: true });
    expect(statSync(file).size).toBeLessThan(MAX_BYTES);
  });

  it.each(CLIPS)("%s.webm has the same length, with VP9 picture and Opus voice", (name) => {
    const file = media(`${name}.webm`);
    const clip = webm(file);
    expect(clip).toMatchObject({ magic: true, doctype: true, vp9: true, opus: true });
    expect(Math.abs(clip.ms / 1000 - mp4(media(`${name}.mp4`)).seconds)).toBeLessThan(0.2);
    expect(statSync(file).size).toBeLessThan(MAX_BYTES);
  });

  it.each(CLIPS)("%s.webp is its poster frame", (name) => {
    const bytes = readFileSync(media(`${name}.webp`));
    expect(bytes.toString("latin1", 0, 4)).toBe("RIFF");
    expect(bytes.toString("latin1", 8, 12)).toBe("WEBP");
  });
});

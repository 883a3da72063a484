/** ffmpeg and the encoder settings every generated clip shares (business and persona clips). */
import { spawnSync } from "node:child_process";
import { statSync } from "node:fs";

export function ffmpeg(args: string[]): void {
  const r = spawnSync("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args], {
    stdio: ["ignore", "inherit", "inherit"],
  });
  if (r.status !== 0) throw new Error(`ffmpeg failed: ffmpeg ${args.join(" ")}`);
}

export function kb(file: string): string {
  return (statSync(file).size / 1024).toFixed(1);
}

/** H.264, yuv420p, faststart, bit-exact: `input` is everything before the output options. */
export function encodeMp4(input: string[], out: string): void {
  ffmpeg([
    ...input,
    "-c:v",
    "libx264",
    "-preset",
    "slow",
    "-crf",
    "25",
    "-maxrate",
    "260k",
    "-bufsize",
    "520k",
    "-pix_fmt",
    "yuv420p",
    "-profile:v",
    "high",
    "-movflags",
    "+faststart",
    "-fflags",
    "+bitexact",
    "-flags:v",
    "+bitexact",
    out,
  ]);
}

/** VP9 WebM with the same picture. */
export function encodeWebm(input: string[], out: string): void {
  ffmpeg([
    ...input,
    "-c:v",
    "libvpx-vp9",
    "-b:v",
    "240k",
    "-crf",
    "36",
    "-maxrate",
    "300k",
    "-deadline",
    "good",
    "-cpu-used",
    "2",
    "-row-mt",
    "1",
    "-pix_fmt",
    "yuv420p",
    "-fflags",
    "+bitexact",
    "-flags:v",
    "+bitexact",
    out,
  ]);
}

/** One frame of a clip at `seconds`, as a WebP poster. */
export function posterFrame(clip: string, seconds: number, out: string): void {
  ffmpeg([
    "-ss",
    String(seconds),
    "-i",
    clip,
    "-frames:v",
    "1",
    "-c:v",
    "libwebp",
    "-quality",
    "72",
    "-compression_level",
    "6",
    "-map_metadata",
    "-1",
    out,
  ]);
}

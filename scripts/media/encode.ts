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

/** Whether a clip carries a sound track: the business clips have none, the avatar clips a voice. */
export interface EncodeOptions {
  /** Mono speech: AAC in the MP4, Opus in the WebM, both at 24 kHz. */
  speech?: boolean;
}

const bitexactAudio = ["-ar", "24000", "-ac", "1", "-flags:a", "+bitexact"];

/**
 * H.264, yuv420p, faststart, bit-exact: `input` is everything before the output options
 * (with `-an` for a silent clip). Speech is AAC-LC at 40 kbps.
 */
export function encodeMp4(input: string[], out: string, options: EncodeOptions = {}): void {
  ffmpeg([
    ...input,
    ...(options.speech ? ["-c:a", "aac", "-b:a", "40k", ...bitexactAudio] : []),
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

/** VP9 WebM with the same picture; speech is Opus at 32 kbps. */
export function encodeWebm(input: string[], out: string, options: EncodeOptions = {}): void {
  ffmpeg([
    ...input,
    ...(options.speech ? ["-c:a", "libopus", "-b:a", "32k", "-application", "voip", ...bitexactAudio] : []),
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
  webpStill(["-ss", String(seconds), "-i", clip], out);
}

/** A still picture (an SVG frame, say) as a WebP poster, encoded as posterFrame encodes. */
export function posterImage(picture: string, out: string): void {
  webpStill(["-i", picture], out);
}

function webpStill(input: string[], out: string): void {
  ffmpeg([
    ...input,
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

/** What the frame headers of an MPEG audio layer III stream say. */
export interface Mp3Summary {
  frames: number;
  seconds: number;
  sampleRate: number;
  /** Bit rates met, in kbit/s. */
  kbps: Set<number>;
}

const BITRATES_V1 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const BITRATES_V2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const RATES: Record<number, number[]> = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] };

/**
 * Walks an MP3 from its first frame to its last (after an ID3v2 tag, if any) by the frame
 * headers alone, and throws where a frame does not start: proof that the bytes are MP3 and a
 * duration that does not depend on the code under test.
 */
export function readMp3(bytes: Buffer): Mp3Summary {
  let at = 0;
  if (bytes.subarray(0, 3).toString("latin1") === "ID3") {
    const size =
      ((bytes[6]! & 0x7f) << 21) | ((bytes[7]! & 0x7f) << 14) | ((bytes[8]! & 0x7f) << 7) | (bytes[9]! & 0x7f);
    at = 10 + size;
  }
  let frames = 0;
  let seconds = 0;
  let sampleRate = 0;
  const kbps = new Set<number>();
  while (at + 4 <= bytes.length) {
    const b1 = bytes[at + 1]!;
    const b2 = bytes[at + 2]!;
    if (bytes[at] !== 0xff || (b1 & 0xe0) !== 0xe0) throw new Error(`no frame sync at byte ${at}`);
    const version = (b1 >> 3) & 3; // 3: MPEG-1, 2: MPEG-2, 0: MPEG-2.5
    const layer = (b1 >> 1) & 3; // 1: layer III
    if (version === 1 || layer !== 1) throw new Error(`not MPEG layer III at byte ${at}`);
    const bitrate = (version === 3 ? BITRATES_V1 : BITRATES_V2)[(b2 >> 4) & 15];
    const rate = RATES[version]![(b2 >> 2) & 3];
    if (!bitrate || !rate) throw new Error(`bad frame header at byte ${at}`);
    const padding = (b2 >> 1) & 1;
    const samples = version === 3 ? 1152 : 576;
    const length = Math.floor(((samples / 8) * bitrate * 1000) / rate) + padding;
    frames++;
    seconds += samples / rate;
    sampleRate = rate;
    kbps.add(bitrate);
    at += length;
  }
  if (frames === 0) throw new Error("no MP3 frame");
  return { frames, seconds, sampleRate, kbps };
}

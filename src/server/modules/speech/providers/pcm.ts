/** 16-bit mono PCM and its sample rate, as eSpeak-NG writes it (a WAV file). */
export interface Pcm {
  samples: Int16Array;
  sampleRate: number;
}

/** The samples of a 16-bit mono PCM WAV file (RIFF chunks walked, not a fixed 44-byte header). */
export function parseWav(bytes: Uint8Array): Pcm {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
  if (bytes.length < 12 || tag(0) !== "RIFF" || tag(8) !== "WAVE") throw new Error("not a WAV file");
  let sampleRate = 0;
  for (let at = 12; at + 8 <= bytes.length; ) {
    const id = tag(at);
    const size = view.getUint32(at + 4, true);
    const body = at + 8;
    if (id === "fmt ") {
      const channels = view.getUint16(body + 2, true);
      const bits = view.getUint16(body + 14, true);
      if (channels !== 1 || bits !== 16) throw new Error(`expected 16-bit mono PCM, got ${channels} ch ${bits} bit`);
      sampleRate = view.getUint32(body + 4, true);
    } else if (id === "data") {
      if (!sampleRate) throw new Error("WAV data before its format");
      // eSpeak writing to a file it cannot seek may leave the size unset (0 or 0xFFFFFFFF): take what is there.
      const end = size > 0 && body + size <= bytes.length ? body + size : bytes.length;
      const count = Math.floor((end - body) / 2);
      const samples = new Int16Array(count);
      for (let i = 0; i < count; i++) samples[i] = view.getInt16(body + 2 * i, true);
      return { samples, sampleRate };
    }
    at = body + size + (size % 2);
  }
  throw new Error("WAV file without data");
}

/** The samples as floats from -1 to 1 (what the MP3 encoder takes). */
export function toFloat32(samples: Int16Array): Float32Array {
  const out = new Float32Array(samples.length);
  for (let i = 0; i < samples.length; i++) out[i] = samples[i]! / 32768;
  return out;
}

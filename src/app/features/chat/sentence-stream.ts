/**
 * Cuts streamed text into sentences as it arrives, so speech can start on the first sentence
 * while the rest of the reply is still coming. A sentence ends at . ! or ? (with any closing
 * quotes or brackets) followed by white space, or at a line break; "e.g." and similar short
 * abbreviations and decimals ("$1.50") do not end one.
 */
const ABBREVIATIONS = new Set(["e.g", "i.e", "etc", "vs", "mr", "mrs", "ms", "dr", "st", "no", "approx", "inc", "ltd"]);
const END = /[.!?…]+["'”’)\]]*(?=\s)|\n+/g;

export interface SentenceStream {
  /** Adds text; calls the handler for each sentence it completes. */
  push(text: string): void;
  /** Ends the stream: whatever is left counts as the last sentence. */
  flush(): void;
}

function endsWithAbbreviation(text: string): boolean {
  const word = /([A-Za-z.]+)\.$/.exec(text)?.[1]?.toLowerCase();
  return !!word && (ABBREVIATIONS.has(word) || /^[a-z]$/.test(word));
}

export function createSentenceStream(onSentence: (sentence: string) => void): SentenceStream {
  let buffer = "";
  const emit = (s: string) => {
    const t = s.trim();
    if (/[\p{L}\p{N}]/u.test(t)) onSentence(t);
  };
  return {
    push(text) {
      buffer += text;
      let start = 0;
      END.lastIndex = 0;
      for (let m = END.exec(buffer); m; m = END.exec(buffer)) {
        const end = m.index + m[0].length;
        const candidate = buffer.slice(start, end);
        if (m[0].startsWith(".") && endsWithAbbreviation(candidate.trimEnd())) continue;
        emit(candidate);
        start = end;
      }
      buffer = buffer.slice(start);
    },
    flush() {
      emit(buffer);
      buffer = "";
    },
  };
}

/** The TTS endpoints take at most 1,000 characters: a longer run of text is spoken in word-bounded pieces. */
export function speechPieces(text: string, max = 1_000): string[] {
  const pieces: string[] = [];
  let rest = text.trim();
  while (rest.length > max) {
    const cut = rest.lastIndexOf(" ", max);
    const at = cut > max / 2 ? cut : max;
    pieces.push(rest.slice(0, at).trim());
    rest = rest.slice(at).trim();
  }
  if (rest) pieces.push(rest);
  return pieces;
}

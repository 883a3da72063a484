import { Writable } from "node:stream";

export interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

/** Log lines, parsed, as the app writes them to `stream` (config.logStream). */
export function logCapture(): { lines: LogLine[]; stream: Writable } {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  return { lines, stream };
}

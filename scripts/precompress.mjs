// Writes .br and .gz beside every compressible file in build/client, so the server sends
// pre-made compressed bytes (@fastify/static preCompressed) instead of compressing per request.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const COMPRESSIBLE = new Set([".js", ".css", ".svg", ".html", ".json", ".xml", ".txt", ".webmanifest"]);

export function precompress(dir) {
  let files = 0;
  let saved = 0;
  const walk = (d) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, entry.name);
      if (entry.isDirectory()) walk(p);
      else if (COMPRESSIBLE.has(path.extname(p)) && fs.statSync(p).size >= 1024) {
        const raw = fs.readFileSync(p);
        const br = zlib.brotliCompressSync(raw, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
        });
        const gz = zlib.gzipSync(raw, { level: 9 });
        if (br.length < raw.length) fs.writeFileSync(`${p}.br`, br);
        if (gz.length < raw.length) fs.writeFileSync(`${p}.gz`, gz);
        files++;
        saved += raw.length - br.length;
      }
    }
  };
  walk(dir);
  return { files, savedKiB: saved / 1024 };
}

/** The content codings the caches keep besides the plain bytes. */
export type Coding = "br" | "gzip";

/**
 * Which coding to send for an `Accept-Encoding` header (RFC 9110 §12.5.3): the acceptable one
 * with the highest q-value, brotli before gzip on a tie; `*` stands for codings not named;
 * `q=0` refuses. No header, or nothing acceptable, gives null: the plain bytes (identity is
 * always sent rather than a 406).
 */
export function chooseCoding(header: string | undefined): Coding | null {
  if (!header) return null;
  let br: number | undefined;
  let gzip: number | undefined;
  let star: number | undefined;
  for (const part of header.split(",")) {
    const [rawName, ...params] = part.split(";");
    const name = rawName!.trim().toLowerCase();
    if (!name) continue;
    let q = 1;
    for (const p of params) {
      const [k, v] = p.split("=");
      if (k?.trim().toLowerCase() !== "q") continue;
      const n = Number(v?.trim());
      q = Number.isFinite(n) && n >= 0 && n <= 1 ? n : 0;
    }
    if (name === "br") br = q;
    else if (name === "gzip" || name === "x-gzip") gzip = Math.max(gzip ?? 0, q);
    else if (name === "*") star = q;
  }
  const qBr = br ?? star ?? 0;
  const qGzip = gzip ?? star ?? 0;
  if (qBr <= 0 && qGzip <= 0) return null;
  return qBr >= qGzip ? "br" : "gzip";
}

/*
 * What the investor PDFs' standard fonts can print (no zod, no dependencies): shared by the PDF
 * renderer and the check on investor names, which are stamped on every page.
 */

/** Characters pdfkit's standard fonts print (Windows-1252 beyond ASCII and Latin-1). */
const WIN_ANSI_EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");
const LATIN_WITHOUT_DECOMPOSITION: Record<string, string> = {
  Ł: "L",
  ł: "l",
  Đ: "D",
  đ: "d",
  Ħ: "H",
  ħ: "h",
  ı: "i",
  Ŀ: "L",
  ŀ: "l",
  Ŋ: "N",
  ŋ: "n",
  Ŧ: "T",
  ŧ: "t",
  ĸ: "k",
  ſ: "s",
};

/**
 * Text the standard fonts can print: a character they lack garbles everything after it, so
 * other Latin letters lose their accent ("ő" → "o", "Ł" → "L") and anything else becomes "?".
 */
export function printable(text: string): string {
  let out = "";
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch)) {
      out += ch;
      continue;
    }
    const base = LATIN_WITHOUT_DECOMPOSITION[ch] ?? ch.normalize("NFD").replace(/\p{M}/gu, "");
    out += [...base].every((c) => c.codePointAt(0)! >= 0x20 && c.codePointAt(0)! <= 0x7e) && base ? base : "?";
  }
  return out;
}

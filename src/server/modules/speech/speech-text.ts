// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B-\u200F\u2028\u2029\uFEFF]/g;
const LONE_SURROGATE = /\p{Surrogate}/gu;

/**
 * What a voice should say of a chat reply: no HTML or SSML tags (a tag would otherwise be read
 * out, or obeyed by a provider that speaks SSML), no Markdown marks, links as their text, no
 * control characters, white space collapsed. Also the cache key's text, so the same words with
 * other markup are one entry.
 */
export function cleanSpeechText(text: string): string {
  return (
    text
      .normalize("NFC")
      .replace(LONE_SURROGATE, "")
      .replace(CONTROL, " ")
      // Tags and comments, including SSML; entities a browser would have decoded.
      .replace(/<!--[\s\S]*?-->/g, " ")
      .replace(/<\/?[A-Za-z][^<>]*>/g, " ")
      .replace(/&(?:nbsp|#160);/gi, " ")
      .replace(/&amp;/gi, "&")
      .replace(/&(?:lt|gt|quot|apos|#\d{1,6}|#x[0-9a-f]{1,6});/gi, " ")
      // Markdown: images and links keep their text, code fences and marks go.
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
      .replace(/```[^\n]*/g, " ")
      .replace(/(\*\*|__|~~|`)/g, "")
      .replace(/(^|\s)[*_](?=\S)|(?<=\S)[*_](?=\s|$|[.,!?;:])/g, "$1")
      .replace(/^\s{0,3}(?:#{1,6}|>|[-*+]|\d{1,3}[.)])\s+/gm, "")
      .replace(/[<>{}\\]/g, " ")
      .replace(/\s+/g, " ")
      .trim()
  );
}

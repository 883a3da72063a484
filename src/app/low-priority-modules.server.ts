import { Transform } from "node:stream";

const HEAD_END = "</head>";
const PRELOAD = '<link rel="modulepreload"';
/** A nonce attribute React Router gave a `<link>` (stylesheet, icon, font, module preloads). */
const LINK_NONCE = /(<link\b[^>]*?) nonce="[^"]*"/g;
/** A head longer than this is not ours to rewrite; pass it through untouched. */
const MAX_HEAD_BYTES = 64 * 1024;

/**
 * Marks the head's module preloads `fetchpriority="low"`. Every page is complete server-rendered
 * HTML, so its first paint needs the document, the stylesheet and the font, not the scripts that
 * hydrate it; at the default (high) priority twenty small module requests take the connections
 * the stylesheet needs on a slow phone. Only the head is touched: the body streams through.
 *
 * It also drops the nonce React Router writes on every `<link>` when it renders with one: the
 * Content-Security-Policy allows the site's own files by 'self', so only inline scripts need the
 * nonce, and every nonce in a cached page is a place each answer writes into (fewer of them keep
 * the compressed page smaller: docs/decisions/011-content-security-policy.md).
 */
export function lowPriorityModulePreloads(): Transform {
  let head = "";
  let done = false;
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      if (done) return callback(null, chunk);
      head += chunk.toString();
      const end = head.indexOf(HEAD_END);
      if (end === -1 && Buffer.byteLength(head) < MAX_HEAD_BYTES) return callback();
      done = true;
      const cut = end === -1 ? 0 : end;
      const out =
        head.slice(0, cut).replace(LINK_NONCE, "$1").replaceAll(PRELOAD, `${PRELOAD} fetchpriority="low"`) +
        head.slice(cut);
      head = "";
      callback(null, out);
    },
    flush(callback) {
      callback(null, head || undefined);
    },
  });
}

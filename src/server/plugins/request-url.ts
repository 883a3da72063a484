/**
 * The URL of a request line as the app reads it. `new URL("//x/investor/a", base)` would take `x`
 * for a host and `/investor/a` for the path, so a page would answer under an address its cache
 * rules never saw; here the path stays the path, whatever it starts with.
 */
export function requestUrl(protocol: string, host: string, raw: string): URL {
  const url = new URL(`${protocol}://${host}/`);
  const q = raw.indexOf("?");
  url.pathname = q === -1 ? raw : raw.slice(0, q);
  if (q !== -1) url.search = raw.slice(q);
  return url;
}

/**
 * What a server-rendered page points at, read from its markup. React writes every attribute
 * double-quoted with `<`, `>`, `"` and `&` escaped, so a tag ends at the first `>`; scripts and
 * comments are cut out first so hydration data never counts as a link.
 */

export type LinkKind = "link" | "target" | "resource";

export interface PageLink {
  /** The attribute's value, entities decoded. */
  href: string;
  /** `link`: a visitor follows it; `target`: a form or button sends there; `resource`: the page loads it. */
  kind: LinkKind;
  /** e.g. `a[href]`, for the failure message. */
  via: string;
  /** For form targets: the method the form sends with. */
  method?: string;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

export function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return String.fromCodePoint(code);
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

function markupOnly(html: string): string {
  return html.replace(/<script\b[\s\S]*?<\/script>/gi, "").replace(/<!--[\s\S]*?-->/g, "");
}

function attributes(tag: string): Map<string, string> {
  const attrs = new Map<string, string>();
  for (const m of tag.matchAll(/\s([^\s=/>"']+)(?:="([^"]*)")?/g))
    attrs.set(m[1]!.toLowerCase(), decodeEntities(m[2] ?? ""));
  return attrs;
}

function tags(html: string): { name: string; attrs: Map<string, string> }[] {
  return [...markupOnly(html).matchAll(/<([a-zA-Z][a-zA-Z0-9-]*)(\s[^>]*)?>/g)].map((m) => ({
    name: m[1]!.toLowerCase(),
    attrs: attributes(m[2] ?? ""),
  }));
}

/** Every address the page offers a visitor, sends a form to, or loads. */
export function pageLinks(html: string): PageLink[] {
  const links: PageLink[] = [];
  for (const { name, attrs } of tags(html)) {
    const add = (attr: string, kind: LinkKind, method?: string) => {
      const value = attrs.get(attr);
      if (value !== undefined)
        links.push({ href: value, kind, via: `${name}[${attr}]`, ...(method ? { method } : {}) });
    };
    if (name === "a" || name === "area") add("href", "link");
    if (name === "form") add("action", "target", (attrs.get("method") ?? "get").toLowerCase());
    if (name === "button" || name === "input") add("formaction", "target", attrs.get("formmethod")?.toLowerCase());
    if (attrs.has("data-href")) add("data-href", "link");
    if (name === "link" && attrs.get("rel") !== "preconnect" && attrs.get("rel") !== "dns-prefetch")
      add("href", "resource");
    if (name === "img" || name === "source" || name === "video" || name === "audio" || name === "track") {
      add("src", "resource");
      add("poster", "resource");
      for (const candidate of (attrs.get("srcset") ?? "").split(",")) {
        const url = candidate.trim().split(/\s+/)[0];
        if (url) links.push({ href: url, kind: "resource", via: `${name}[srcset]` });
      }
    }
  }
  return links;
}

/** The ids a fragment can land on: every `id`, and the legacy `<a name>`. */
export function fragmentTargets(html: string): Set<string> {
  const ids = new Set<string>();
  for (const { name, attrs } of tags(html)) {
    const id = attrs.get("id");
    if (id) ids.add(id);
    if (name === "a" && attrs.get("name")) ids.add(attrs.get("name")!);
  }
  return ids;
}

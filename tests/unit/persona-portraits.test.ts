import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * Issue 21: Aurora, Max and Maya are three people, not one cartoon face recoloured, and they are
 * drawn in the site's palette only (VISUAL.md: one brand teal, one blue, the ink and grey scales;
 * no third accent colour).
 */

const root = path.resolve(import.meta.dirname, "../..");
const read = (p: string) => readFileSync(path.join(root, p), "utf8");

const PORTRAITS = ["aurora", "max", "twin"].map((name) => ({
  name,
  svg: read(`public/media/personas/${name}.svg`),
}));

/** Every hex colour the design tokens define in app.css (`--color-*: #rrggbb`), plus white. */
function tokenColours(): Set<string> {
  const css = read("src/app/app.css");
  const colours = new Set(["#fff", "#ffffff"]);
  for (const m of css.matchAll(/--color-[a-z0-9-]+:\s*(#[0-9a-f]{3,8})\b/gi)) colours.add(m[1]!.toLowerCase());
  return colours;
}

/** The drawing without its colours: two recolours of one face come out the same. */
const shapeOf = (svg: string) =>
  svg
    .replace(/#[0-9a-f]{3,8}\b/gi, "#")
    .replace(/<title[^>]*>.*?<\/title>/s, "")
    .replace(/\s+/g, " ");

/** The path data of the head and face only, without the glow, backdrop and voice bars. */
const pathsOf = (svg: string) => new Set(Array.from(svg.matchAll(/ d="([^"]+)"/g), (m) => m[1]!));

describe("the persona portraits", () => {
  it("are three different drawings, not one recoloured", () => {
    const shapes = new Set(PORTRAITS.map((p) => shapeOf(p.svg)));
    expect(shapes.size).toBe(3);
    // Not a tweak of one path either: most of each face's paths are its own.
    for (const a of PORTRAITS) {
      for (const b of PORTRAITS) {
        if (a === b) continue;
        const mine = pathsOf(a.svg);
        const shared = [...mine].filter((d) => pathsOf(b.svg).has(d));
        expect(shared.length, `${a.name} and ${b.name} share paths`).toBeLessThan(mine.size / 4);
      }
    }
  });

  it("use only the site's colour tokens", () => {
    const allowed = tokenColours();
    for (const { name, svg } of PORTRAITS) {
      const used = new Set(Array.from(svg.matchAll(/#[0-9a-f]{3,8}\b/gi), (m) => m[0].toLowerCase()));
      const stray = [...used].filter((c) => !allowed.has(c));
      expect(stray, `${name}.svg`).toEqual([]);
    }
  });

  it("give no persona a colour outside teal and blue", () => {
    for (const file of ["aurora", "max", "twin"]) {
      const persona = JSON.parse(read(`content/personas/${file}.json`)) as { color: string };
      expect(["teal", "blue"], file).toContain(persona.color);
    }
  });
});

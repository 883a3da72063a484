import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { keepPreviousAssets, recordOwnAssets, swapIn } from "../../scripts/build.mjs";
import { buildState } from "../../scripts/ensure-build.mjs";

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "build-freshness-"));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

/** Writes `file` under the temporary root, dated `minutes` after an arbitrary start. */
function at(file: string, minutes: number, text = "x") {
  const p = path.join(root, file);
  fs.mkdirSync(path.dirname(p), { recursive: true });
  fs.writeFileSync(p, text);
  const t = new Date(Date.UTC(2025, 0, 1, 12, minutes));
  fs.utimesSync(p, t, t);
  // A folder's own date moves when an entry is added: date it too, as a quiet folder would be.
  for (let d = path.dirname(p); d.startsWith(root) && d !== root; d = path.dirname(d)) fs.utimesSync(d, t, t);
}

/** A project built at minute 10: sources from minute 0, both outputs and both stamps. */
function builtProject() {
  for (const f of [
    "src/app/root.tsx",
    "src/server/index.ts",
    "src/shared/money.ts",
    "public/favicon.svg",
    "package.json",
    "vite.config.ts",
    "react-router.config.ts",
    "tsconfig.json",
    "tsconfig.server.json",
    "content/businesses/dayo.json",
  ])
    at(f, 0);
  for (const f of ["build/server/index.js", "dist/server/index.js", "build/.stamp", "dist/.stamp"]) at(f, 10);
}

describe("what needs building", () => {
  it("nothing after a content edit: content/ is read when the server runs, never compiled", () => {
    builtProject();
    at("content/businesses/dayo.json", 20);
    at("content/blog/new-post.md", 21);
    expect(buildState("site", root)).toBe("fresh");
    expect(buildState("server", root)).toBe("fresh");
  });

  it("only the site after a page edit: the scripts' server code is still current", () => {
    builtProject();
    at("src/app/root.tsx", 20);
    expect(buildState("site", root)).toBe("stale");
    expect(buildState("server", root)).toBe("fresh");
  });

  it("both after a server or shared code edit", () => {
    builtProject();
    at("src/server/index.ts", 20);
    expect(buildState("site", root)).toBe("stale");
    expect(buildState("server", root)).toBe("stale");
    builtProject();
    at("src/shared/money.ts", 20);
    expect(buildState("server", root)).toBe("stale");
  });

  it("after a script compiled the server alone: the scripts are current, the site is not", () => {
    builtProject();
    at("src/server/index.ts", 20);
    at("dist/.stamp", 30);
    expect(buildState("server", root)).toBe("fresh");
    expect(buildState("site", root)).toBe("stale");
  });

  it("everything on a fresh clone, and the server from a site build stamped before dist/.stamp existed", () => {
    builtProject();
    fs.rmSync(path.join(root, "build"), { recursive: true });
    fs.rmSync(path.join(root, "dist"), { recursive: true });
    expect(buildState("site", root)).toBe("missing");
    expect(buildState("server", root)).toBe("missing");
    builtProject();
    fs.rmSync(path.join(root, "dist/.stamp"));
    expect(buildState("server", root)).toBe("fresh");
  });
});

describe("moving a build into place", () => {
  it("replaces the folder, a symbolic link to one, or nothing", () => {
    at("next/a.txt", 0, "new");
    at("build/a.txt", 0, "old");
    swapIn(path.join(root, "next"), path.join(root, "build"));
    expect(fs.readFileSync(path.join(root, "build/a.txt"), "utf8")).toBe("new");
    expect(fs.existsSync(path.join(root, "next"))).toBe(false);
    expect(fs.existsSync(path.join(root, "next.old"))).toBe(false);

    at("elsewhere/a.txt", 0, "kept");
    fs.symlinkSync(path.join(root, "elsewhere"), path.join(root, "linked"));
    at("next/a.txt", 0, "new");
    swapIn(path.join(root, "next"), path.join(root, "linked"));
    expect(fs.readFileSync(path.join(root, "linked/a.txt"), "utf8")).toBe("new");
    expect(fs.readFileSync(path.join(root, "elsewhere/a.txt"), "utf8")).toBe("kept");

    at("next/a.txt", 0, "first");
    swapIn(path.join(root, "next"), path.join(root, "fresh"));
    expect(fs.readFileSync(path.join(root, "fresh/a.txt"), "utf8")).toBe("first");
  });

  it("keeps the previous build's own hashed assets for one more build, never older ones", () => {
    at("old/client/assets/app-AAA.js", 0, "old app");
    at("old/client/assets/app-AAA.js.br", 0, "old app br");
    at("old/client/assets/shared-SSS.js", 0, "shared, old copy");
    at("old/client/assets/app-ZZZ.js", 0, "kept from the build before");
    fs.writeFileSync(
      path.join(root, "old/.own-assets.json"),
      JSON.stringify(["app-AAA.js", "app-AAA.js.br", "shared-SSS.js"]),
    );
    at("new/client/assets/app-BBB.js", 0, "new app");
    at("new/client/assets/shared-SSS.js", 0, "shared");

    expect(keepPreviousAssets(path.join(root, "old"), path.join(root, "new"))).toBe(2);
    expect(fs.readdirSync(path.join(root, "new/client/assets")).sort()).toEqual([
      "app-AAA.js",
      "app-AAA.js.br",
      "app-BBB.js",
      "shared-SSS.js",
    ]);
    expect(fs.readFileSync(path.join(root, "new/client/assets/app-AAA.js"), "utf8")).toBe("old app");
    expect(fs.readFileSync(path.join(root, "new/client/assets/shared-SSS.js"), "utf8")).toBe("shared");
  });

  it("keeps the previous build's own server chunks too: a running server imports them when it first needs them", () => {
    at("old/server/assets/server-build-AAA.js", 0, "old server build");
    at("old/server/assets/twin-section-AAA.js", 0, "old twin section");
    at("old/server/assets/twin-section-ZZZ.js", 0, "kept from the build before");
    at("old/client/assets/app-AAA.js", 0, "old app");
    fs.writeFileSync(
      path.join(root, "old/.own-assets.json"),
      JSON.stringify({
        "client/assets": ["app-AAA.js"],
        "server/assets": ["server-build-AAA.js", "twin-section-AAA.js"],
      }),
    );
    at("new/server/assets/server-build-BBB.js", 0, "new server build");
    at("new/server/assets/twin-section-BBB.js", 0, "new twin section");
    at("new/client/assets/app-BBB.js", 0, "new app");
    recordOwnAssets(path.join(root, "new"));

    expect(keepPreviousAssets(path.join(root, "old"), path.join(root, "new"))).toBe(3);
    expect(fs.readdirSync(path.join(root, "new/server/assets")).sort()).toEqual([
      "server-build-AAA.js",
      "server-build-BBB.js",
      "twin-section-AAA.js",
      "twin-section-BBB.js",
    ]);
    expect(fs.readFileSync(path.join(root, "new/server/assets/twin-section-AAA.js"), "utf8")).toBe("old twin section");
    // What the next build keeps in turn: this one's own files, not those it kept.
    expect(JSON.parse(fs.readFileSync(path.join(root, "new/.own-assets.json"), "utf8"))).toEqual({
      "client/assets": ["app-BBB.js"],
      "server/assets": ["server-build-BBB.js", "twin-section-BBB.js"],
    });
  });

  it("keeps every server chunk of a build whose list names its client files alone", () => {
    at("old/server/assets/twin-section-AAA.js", 0);
    at("old/client/assets/app-AAA.js", 0);
    at("old/client/assets/app-ZZZ.js", 0);
    fs.writeFileSync(path.join(root, "old/.own-assets.json"), JSON.stringify(["app-AAA.js"]));
    at("new/server/assets/twin-section-BBB.js", 0);
    at("new/client/assets/app-BBB.js", 0);
    expect(keepPreviousAssets(path.join(root, "old"), path.join(root, "new"))).toBe(2);
    expect(fs.readdirSync(path.join(root, "new/server/assets")).sort()).toEqual([
      "twin-section-AAA.js",
      "twin-section-BBB.js",
    ]);
    expect(fs.readdirSync(path.join(root, "new/client/assets")).sort()).toEqual(["app-AAA.js", "app-BBB.js"]);
  });

  it("keeps nothing when there was no previous build", () => {
    at("new/client/assets/app-BBB.js", 0);
    expect(keepPreviousAssets(path.join(root, "none"), path.join(root, "new"))).toBe(0);
  });
});

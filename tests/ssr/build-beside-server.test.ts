import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { installBuild } from "../../scripts/build.mjs";
import { requireBuild, startServer, type ServerProcess } from "../helpers/server-process.ts";

/**
 * A copy of this project with a build/ of its own (the test moves a new one into place there);
 * everything else points here.
 */
function projectWithOwnBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-rebuild-"));
  fs.cpSync("build", path.join(dir, "build"), { recursive: true });
  for (const shared of ["package.json", "node_modules", "dist", "public", "content"]) {
    fs.symlinkSync(path.resolve(shared), path.join(dir, shared));
  }
  return dir;
}

/**
 * The build in `from` as a rebuild after a code change leaves it: every SSR chunk under a new
 * hashed name, and the server bundle importing those names. Answers the new names by the old.
 */
function rebuiltServerChunks(from: string, to: string): Map<string, string> {
  fs.cpSync(from, to, { recursive: true });
  for (const made of [".own-assets.json", ".stamp"]) fs.rmSync(path.join(to, made), { force: true });
  const assets = path.join(to, "server", "assets");
  const renamed = new Map(fs.readdirSync(assets).map((name) => [name, name.replace(/\.js$/, "-next.js")]));
  const rewrite = (text: string) => [...renamed].reduce((t, [old, next]) => t.split(old).join(next), text);
  for (const [old, next] of renamed) {
    fs.writeFileSync(path.join(assets, next), rewrite(fs.readFileSync(path.join(assets, old), "utf8")));
    fs.rmSync(path.join(assets, old));
  }
  const entry = path.join(to, "server", "index.js");
  fs.writeFileSync(entry, rewrite(fs.readFileSync(entry, "utf8")));
  return renamed;
}

/** The file name of a chunk the server bundle imports lazily (assets/ may hold older ones too). */
function lazyChunk(build: string, name: string): string {
  const entry = fs.readFileSync(path.join(build, "server/index.js"), "utf8");
  const bundle = /"\.\/assets\/(server-build-[\w-]+\.js)"/.exec(entry)?.[1];
  expect(bundle, "build/server/index.js imports the server bundle").toBeDefined();
  const text = fs.readFileSync(path.join(build, "server/assets", bundle!), "utf8");
  const chunk = new RegExp(`import\\("\\./(${name}-[\\w-]+\\.js)"\\)`).exec(text)?.[1];
  expect(chunk, `the server bundle imports ${name} lazily`).toBeDefined();
  return chunk!;
}

describe("npm run build beside a running server", () => {
  let server: ServerProcess | undefined;
  let project: string | undefined;
  afterEach(async () => {
    await server?.stop();
    if (project) fs.rmSync(project, { recursive: true, force: true });
    server = project = undefined;
  });

  it("renders, after the rebuild, a page whose lazy SSR chunk the server had not imported yet", async () => {
    requireBuild();
    project = projectWithOwnBuild();
    const twin = lazyChunk(path.join(project, "build"), "twin-section");
    server = startServer({}, { cwd: project });
    const base = `http://127.0.0.1:${await server.port()}`;
    // A page without the home page's sections: the server runs, and has not needed their chunks.
    const blog = await fetch(`${base}/blog`);
    await blog.arrayBuffer();
    expect(blog.status).toBe(200);

    const renamed = rebuiltServerChunks(path.join(project, "build"), path.join(project, "next"));
    installBuild(path.join(project, "next"), path.join(project, "build"));
    expect(fs.existsSync(path.join(project, "next"))).toBe(false);
    const now = fs.readdirSync(path.join(project, "build/server/assets"));
    expect(now).toContain(renamed.get(twin));
    // The running server's bundle still asks for the old name (import("./twin-section-….js")).
    expect(now).toContain(twin);

    const home = await fetch(`${base}/`);
    const html = await home.text();
    expect(home.status, html.slice(0, 500)).toBe(200);
    expect(html).toContain('<h2 id="twin-heading"');
    expect(server.output()).not.toMatch(/ERR_MODULE_NOT_FOUND|Cannot find module/);
  }, 60_000);
});

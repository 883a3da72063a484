import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin, type Rollup } from "vite";

/** The module Vite's build imports into every chunk that has a dynamic `import()`. */
const PRELOAD_HELPER = "\0vite/preload-helper.js";

/**
 * Vite wraps every dynamic `import()` in its preload helper even with `modulePreload: false`
 * (vitejs/vite#13952, #18551, both open). With preloading off the helper only has work to do for
 * a lazily loaded chunk that brings a stylesheet, and ours bring none (Tailwind makes one app.css,
 * which root links), yet its 1.1 KB (0.6 KiB gzip) sat in every page's eager JavaScript. This
 * replaces it with a plain call, and stops the build if a lazy chunk ever does carry a stylesheet
 * (Vite then passes it to the helper in `__vite__mapDeps`), since the plain call would drop it.
 */
function plainDynamicImports(): Plugin {
  return {
    name: "plain-dynamic-imports",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.config.consumer === "client",
    load(id) {
      if (id === PRELOAD_HELPER) return "export const __vitePreload = (load) => load();";
    },
    writeBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === "chunk" && chunk.code.includes("__vite__mapDeps"))
          this.error(
            `${chunk.fileName} loads a stylesheet with a dynamic import: Vite's preload helper is needed again`,
          );
      }
    },
  };
}

const ROOT_ROUTE = /\/src\/app\/root\.tsx$/;

/**
 * The site's own code that every page runs (what root.tsx imports, directly or not: header,
 * footer, widget launcher, islands, Request Access provider) in one chunk of its own, "shell".
 * Rollup's small-chunk merging (below) otherwise picks, for each small lazy chunk, the chunk it
 * adds the least unused code to, and that was often one every page loads: the toast, the API
 * client, form fields and grid helpers rode in every page's eager JavaScript. Only the modules
 * listed here go in (`onlyExplicitManualChunks`), and a manual chunk is never a merge target.
 */
function shellChunk(): Rollup.GetManualChunk {
  let shell: Set<string> | null = null;
  return (id, { getModuleIds, getModuleInfo }) => {
    if (!shell) {
      shell = new Set();
      const root = [...getModuleIds()].find((m) => ROOT_ROUTE.test(m));
      const queue = root ? [...(getModuleInfo(root)?.importedIds ?? [])] : [];
      while (queue.length > 0) {
        const m = queue.pop()!;
        // React and the other packages stay in Rollup's own chunks, shared with the entry.
        if (shell.has(m) || !m.includes("/src/")) continue;
        shell.add(m);
        queue.push(...(getModuleInfo(m)?.importedIds ?? []));
      }
    }
    return shell.has(id) ? "shell" : undefined;
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), plainDynamicImports()],
  // No modulepreload helper: its dependency lists and loader would sit in every page's eager
  // JavaScript; React Router already preloads each route's own chunks.
  // Terser with two compress passes makes the browser's eager bundle about 3 KiB smaller than
  // esbuild's minifier; the server bundle stays unminified for readable stack traces.
  build: {
    target: "es2022",
    modulePreload: false,
    minify: isSsrBuild ? false : "terser",
    terserOptions: { compress: { passes: 2 }, format: { comments: false } },
    // Rollup splits shared code into many small chunks (one per icon, per small component):
    // merging those under 1 KB, with the shell in one chunk, takes the requests a first visit to
    // `/` makes from 20 to 9, which on a slow phone brings the largest paint forward (Lighthouse,
    // `npm run bench`). A larger limit (it was 8 KB) merged lazy code into the eager chunks.
    rollupOptions: isSsrBuild
      ? {}
      : { output: { experimentalMinChunkSize: 1_000, manualChunks: shellChunk(), onlyExplicitManualChunks: true } },
  },
}));

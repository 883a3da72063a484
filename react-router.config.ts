import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "src/app",
  // scripts/build.mjs builds into a folder of its own, then moves it to build/.
  buildDirectory: process.env.SITE_BUILD_DIR ?? "build",
  ssr: true,
  future: {
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
    // Off on purpose, and said so to silence the warning: with middleware on, loaders receive a
    // RouterContextProvider instead of our `{ services }` load context, so adopting it means
    // moving every loader to `context.get(...)` at once — best done when the first middleware
    // (the site gate or the console's session) arrives.
    v8_middleware: false,
  },
} satisfies Config;

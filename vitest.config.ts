import { defineConfig } from "vitest/config";

/**
 * Every project's patience on a busy 2-core machine (a fresh clone's first run also transforms
 * every file cold): the slowest component test takes about 3 s there, five times its idle time.
 * Tests wait on real signals, so a long limit only costs time when something is really broken.
 */
const patience = { testTimeout: 20_000, hookTimeout: 30_000 };

export default defineConfig({
  esbuild: { jsx: "automatic" },
  test: {
    // Closing workers and servers at the end of a run, for the whole run.
    teardownTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: "server",
          environment: "node",
          include: [
            "src/server/**/*.test.ts",
            "src/shared/**/*.test.ts",
            "tests/unit/**/*.test.ts",
            "tests/api/**/*.test.ts",
            "tests/ssr/**/*.test.ts",
            "tests/assistant/**/*.test.ts",
            // Faults on the real PostgreSQL and Redis (skipped with a notice when they are not configured).
            "tests/faults/**/*.test.ts",
          ],
          // With TEST_DATABASE_URL set: creates its database when missing, or stops at once when unreachable.
          globalSetup: ["tests/helpers/postgres-setup.ts"],
          ...patience,
        },
      },
      {
        extends: true,
        test: {
          name: "components",
          environment: "jsdom",
          include: ["src/app/**/*.test.tsx"],
          setupFiles: ["tests/helpers/setup-dom.ts"],
          ...patience,
        },
      },
    ],
  },
});

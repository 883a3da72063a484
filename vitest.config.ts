import { defineConfig } from "vitest/config";

export default defineConfig({
  esbuild: { jsx: "automatic" },
  test: {
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
          // Each API test opens its own database; keep files in one worker pool but isolated.
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: "components",
          environment: "jsdom",
          include: ["src/app/**/*.test.tsx"],
          setupFiles: ["tests/helpers/setup-dom.ts"],
        },
      },
    ],
  },
});

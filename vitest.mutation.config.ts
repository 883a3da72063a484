import type { Plugin } from "vite";
import { defineConfig } from "vitest/config";

/**
 * Stryker's Vitest runner forces `pool: "threads"`, and a worker thread cannot change the time
 * zone: `process.env.TZ` there is a private copy that ICU never reads, so the tests that print
 * dates in a viewer's zone (America/New_York, UTC) fail the dry run. Child processes own their
 * environment, as in `npm test`; this hook runs after the runner's options are applied. Their
 * test files share one child instead of one each (no test file mocks modules, and those that set
 * TZ put it back): the initial run of the whole suite falls from about 7 minutes to about 2.
 */
const forksForTimeZones: Plugin = {
  name: "mutation:forks-for-time-zones",
  configureVitest({ project }) {
    project.config.pool = "forks";
    if (project.name === "server") project.config.isolate = false;
  },
};

/**
 * The suites StrykerJS runs against each mutant (stryker.config.mjs): everything that imports
 * the sources directly. The SSR suites test the production build, which mutants never reach,
 * and the browser suites are not Vitest, so both are left out.
 */
export default defineConfig({
  esbuild: { jsx: "automatic" },
  plugins: [forksForTimeZones],
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
            "tests/assistant/**/*.test.ts",
          ],
          globalSetup: ["tests/helpers/postgres-setup.ts"],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: "components",
          environment: "jsdom",
          include: ["src/app/**/*.test.{ts,tsx}"],
          setupFiles: ["tests/helpers/setup-dom.ts"],
          // Mutants run two at a time on a busy machine: a 5 s default fails the dry run spuriously.
          testTimeout: 20_000,
        },
      },
    ],
  },
});

// @ts-check
// `npm run test:mutation`: StrykerJS mutates the modules that hold rules and reports how many
// of those small bugs the Vitest suites catch. MUTATE narrows the run (comma-separated globs),
// e.g. MUTATE="src/shared/**/*.ts,src/server/modules/rate-limit/*.ts" npm run test:mutation.

const EVERYTHING = ["src/shared/**/*.ts", "src/server/modules/**/*.ts", "src/app/features/**/*.ts", "src/app/lib/*.ts"];
// Tests, declarations and type-only modules hold nothing to mutate.
const NEVER = ["!**/*.test.ts", "!**/*.d.ts", "!src/shared/load-context.ts"];

const chosen = process.env.MUTATE ? process.env.MUTATE.split(",").map((g) => g.trim()) : EVERYTHING;

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  plugins: ["@stryker-mutator/vitest-runner"],
  vitest: { configFile: "vitest.mutation.config.ts" },
  mutate: [...chosen, ...NEVER],
  coverageAnalysis: "perTest",
  ignoreStatic: true,
  // build/ is copied into the sandbox: some API tests mount the built pages beside the API.
  ignorePatterns: ["dist", "data", "tests/.tmp", "tests/e2e", "test-results", "playwright-report", ".building"],
  concurrency: Number(process.env.STRYKER_CONCURRENCY ?? 2),
  timeoutMS: 20_000,
  // The initial run is every suite that imports a mutated file, one file at a time (the runner
  // allows one Vitest worker): nearly the whole suite for any server module, which takes far
  // longer than the 5-minute default on a busy 2-core machine.
  dryRunTimeoutMinutes: 120,
  reporters: ["clear-text", "progress", "html"],
  htmlReporter: { fileName: "reports/mutation/index.html" },
  // The goal is 80%: below it the run fails.
  thresholds: { high: 90, low: 80, break: 80 },
  tempDirName: ".stryker-tmp",
  cleanTempDir: true,
};

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  playwrightFailures,
  runSteps,
  summarize,
  testSteps,
  vitestFailures,
  type StepResult,
  type TestStep,
} from "../../scripts/test-all.mjs";

/** A step that runs `code` in a real Node child process. */
const node = (name: string, code: string, extra: Partial<TestStep> = {}): TestStep => ({
  name,
  command: process.execPath,
  args: ["-e", code],
  ...extra,
});

const result = (step: TestStep, over: Partial<StepResult> = {}): StepResult => ({
  step,
  ok: true,
  code: 0,
  signal: null,
  failures: [],
  seconds: 1,
  ...over,
});

describe("npm test's steps", () => {
  it("are the prerequisites, the build, Vitest and Playwright, and only the first two stop the run", () => {
    const steps = testSteps("tests/.tmp/x");
    expect(steps.map((s) => s.name)).toEqual(["prerequisites", "build", "Vitest", "Playwright"]);
    expect(steps.map((s) => [s.command, ...s.args].slice(0, 4).join(" "))).toEqual([
      "node scripts/test-prereqs.mjs",
      "node scripts/ensure-build.mjs",
      "npm run --silent test:unit",
      "npm run --silent test:e2e",
    ]);
    expect(steps.map((s) => Boolean(s.stopsTheRun))).toEqual([true, true, false, false]);
    // The suites write their JSON reports where the runner reads them.
    expect(steps[2]!.args).toContain("--outputFile.json=tests/.tmp/x/vitest.json");
    expect(steps[2]!.report).toBe("tests/.tmp/x/vitest.json");
    expect(steps[3]!.env).toEqual({ PLAYWRIGHT_JSON_OUTPUT_FILE: "tests/.tmp/x/playwright.json" });
    expect(steps[3]!.report).toBe("tests/.tmp/x/playwright.json");
  });
});

describe("running the steps", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "test-all-"));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("runs every suite even when one before it failed, and reads the failing tests from its report", async () => {
    const report = path.join(dir, "vitest.json");
    const vitestLike = {
      testResults: [
        {
          name: path.join(process.cwd(), "tests/api/a.test.ts"),
          status: "failed",
          assertionResults: [{ ancestorTitles: ["leads"], title: "stores one", status: "failed" }],
        },
      ],
    };
    const steps = [
      node("first", "process.exit(3)"),
      node("second", "process.exit(0)"),
      node(
        "third",
        `require("fs").writeFileSync(${JSON.stringify(report)}, ${JSON.stringify(JSON.stringify(vitestLike))}); process.exit(1)`,
        {
          report,
          failures: (r) => vitestFailures(r),
        },
      ),
    ];
    const results = await runSteps(steps);
    expect(results.map((r) => [r.step.name, r.ok, r.code])).toEqual([
      ["first", false, 3],
      ["second", true, 0],
      ["third", false, 1],
    ]);
    expect(results[2]!.failures).toEqual(["tests/api/a.test.ts > leads > stores one"]);
    // The report is read once and removed, so a later run never reads a stale one.
    expect(fs.existsSync(report)).toBe(false);
  });

  it("stops after a failed step that makes the later ones meaningless", async () => {
    const marker = path.join(dir, "ran");
    const steps = [
      node("prerequisites", "process.exit(0)"),
      node("build", "process.exit(2)", { stopsTheRun: "the build failed." }),
      node("Vitest", `require("fs").writeFileSync(${JSON.stringify(marker)}, "")`),
    ];
    const results = await runSteps(steps);
    expect(results.map((r) => r.step.name)).toEqual(["prerequisites", "build"]);
    expect(fs.existsSync(marker)).toBe(false);
  });

  it("counts a command that cannot start as a failure and goes on", async () => {
    const steps = [
      { name: "missing", command: path.join(dir, "no-such-command"), args: [] },
      node("next", "process.exit(0)"),
    ];
    const results = await runSteps(steps);
    expect(results.map((r) => [r.step.name, r.ok, r.code])).toEqual([
      ["missing", false, 127],
      ["next", true, 0],
    ]);
  });

  it("ends after the running step when interrupted", async () => {
    const steps = [node("Vitest", "process.exit(0)"), node("Playwright", "process.exit(0)")];
    const results = await runSteps(steps, { interrupted: () => true });
    expect(results.map((r) => r.step.name)).toEqual(["Vitest"]);
  });

  it("keeps no names when a failed suite wrote no report", async () => {
    const report = path.join(dir, "never-written.json");
    const results = await runSteps([node("Vitest", "process.exit(1)", { report, failures: () => ["x"] })]);
    expect(results[0]!.failures).toEqual([]);
  });
});

describe("the failing tests' names", () => {
  it("come from Vitest's JSON report, with files that failed to load", () => {
    const report = {
      testResults: [
        {
          name: "/repo/src/app/x.test.tsx",
          status: "failed",
          message: "",
          assertionResults: [
            { ancestorTitles: ["outer", "inner"], title: "fails", status: "failed" },
            { ancestorTitles: ["outer"], title: "passes", status: "passed" },
            { ancestorTitles: [], title: "top fails", status: "failed" },
          ],
        },
        {
          name: "/repo/tests/b.test.ts",
          status: "failed",
          message: "Cannot find module './gone.ts' imported from '/repo/tests/b.test.ts'\n    at stack",
          assertionResults: [],
        },
        { name: "/repo/tests/c.test.ts", status: "passed", message: "", assertionResults: [] },
      ],
    };
    expect(vitestFailures(report, "/repo")).toEqual([
      "src/app/x.test.tsx > outer > inner > fails",
      "src/app/x.test.tsx > top fails",
      "tests/b.test.ts: Cannot find module './gone.ts' imported from '/repo/tests/b.test.ts'",
    ]);
  });

  it("come from Playwright's JSON report, with errors outside the tests", () => {
    const report = {
      suites: [
        {
          title: "home.spec.ts",
          file: "home.spec.ts",
          specs: [{ title: "top fails", ok: false }],
          suites: [
            {
              title: "outer",
              specs: [
                { title: "fails", ok: false },
                { title: "passes", ok: true },
              ],
            },
          ],
        },
      ],
      errors: [
        {
          message: "\u001b[31mError: Process from config.webServer was not able to start. Exit code: 1\u001b[39m\nmore",
        },
      ],
    };
    expect(playwrightFailures(report)).toEqual([
      "home.spec.ts > top fails",
      "home.spec.ts > outer > fails",
      "outside the tests: Error: Process from config.webServer was not able to start. Exit code: 1",
    ]);
  });
});

describe("the summary", () => {
  const steps = testSteps("tests/.tmp/x");
  const [prereqs, build, vitest, playwright] = steps as [TestStep, TestStep, TestStep, TestStep];

  it("says all passed and exits 0", () => {
    const { text, exitCode } = summarize(steps, [
      result(prereqs),
      result(build, { seconds: 4 }),
      result(vitest),
      result(playwright),
    ]);
    expect(exitCode).toBe(0);
    expect(text).toBe(
      [
        "npm test: all 4 steps passed.",
        "  ✔ prerequisites, 1 s",
        "  ✔ build, 4 s",
        "  ✔ Vitest (npm run test:unit), 1 s",
        "  ✔ Playwright (npm run test:e2e), 1 s",
      ].join("\n"),
    );
  });

  it("names every failed suite and its failing tests together, and exits 1", () => {
    const { text, exitCode } = summarize(steps, [
      result(prereqs),
      result(build),
      result(vitest, {
        ok: false,
        code: 1,
        seconds: 300,
        failures: ["src/app/a.test.tsx > waits", "tests/api/b.test.ts > stores"],
      }),
      result(playwright, { ok: false, code: 1, seconds: 200 }),
    ]);
    expect(exitCode).toBe(1);
    expect(text).toBe(
      [
        "npm test: 2 of 4 steps failed: Vitest, Playwright.",
        "  ✔ prerequisites, 1 s",
        "  ✔ build, 1 s",
        "  ✘ Vitest (npm run test:unit), 300 s: 2 failing (exit code 1)",
        "      src/app/a.test.tsx > waits",
        "      tests/api/b.test.ts > stores",
        "  ✘ Playwright (npm run test:e2e), 200 s: exit code 1",
      ].join("\n"),
    );
  });

  it("names the first 20 failing tests of a suite and counts the rest", () => {
    const failures = Array.from({ length: 23 }, (_, i) => `t${i + 1}`);
    const { text } = summarize(steps, [
      result(prereqs),
      result(build),
      result(vitest, { ok: false, code: 1, failures }),
      result(playwright),
    ]);
    expect(text).toContain("      t20\n      … and 3 more (see the output above)\n");
    expect(text).not.toContain("t21");
  });

  it("says why the run stopped early and which suites did not run", () => {
    const { text, exitCode } = summarize(steps, [result(prereqs), result(build, { ok: false, code: 1 })]);
    expect(exitCode).toBe(1);
    expect(text).toBe(
      [
        "npm test stopped: the build failed (its error is above), and the SSR and browser suites test the build, so no suite ran.",
        "  ✔ prerequisites, 1 s",
        "  ✘ build, 1 s: exit code 1",
        "  - not run: Vitest, Playwright",
      ].join("\n"),
    );
  });

  it("says which signal stopped it, and exits as a signal would", () => {
    const { text, exitCode } = summarize(
      steps,
      [result(prereqs), result(build), result(vitest, { ok: false, code: null, signal: "SIGINT" })],
      "SIGINT",
    );
    expect(exitCode).toBe(130);
    expect(text.split("\n")[0]).toBe("npm test was stopped by SIGINT during Vitest.");
    expect(text).toContain("  ✘ Vitest (npm run test:unit), 1 s: stopped by SIGINT\n  - not run: Playwright");
    expect(summarize(steps, [result(prereqs)], "SIGTERM").exitCode).toBe(143);
  });
});

// `npm test`: every suite in turn, each one run even when one before it failed, then one summary
// of everything that failed and a non-zero exit. Only a missing prerequisite or a failed build
// stops the run early: every later suite would fail for that reason alone.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { stripVTControlCharacters as stripAnsi } from "node:util";

/** How many failing tests the summary names per suite before it says how many more there are. */
const NAMED_FAILURES = 20;

/** The steps of `npm test`, in order; `dir` receives the suites' JSON reports. */
export function testSteps(dir) {
  const vitestReport = path.join(dir, "vitest.json");
  const playwrightReport = path.join(dir, "playwright.json");
  return [
    {
      name: "prerequisites",
      command: "node",
      args: ["scripts/test-prereqs.mjs"],
      stopsTheRun: "the machine lacks what the suites need (the sentence above says what), so no suite ran.",
    },
    {
      name: "build",
      command: "node",
      args: ["scripts/ensure-build.mjs"],
      stopsTheRun:
        "the build failed (its error is above), and the SSR and browser suites test the build, so no suite ran.",
    },
    {
      name: "Vitest",
      rerun: "npm run test:unit",
      command: "npm",
      args: [
        "run",
        "--silent",
        "test:unit",
        "--",
        "--reporter=default",
        "--reporter=json",
        `--outputFile.json=${vitestReport}`,
      ],
      report: vitestReport,
      failures: vitestFailures,
    },
    {
      name: "Playwright",
      rerun: "npm run test:e2e",
      command: "npm",
      args: ["run", "--silent", "test:e2e", "--", "--reporter=list,json"],
      env: { PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport },
      report: playwrightReport,
      failures: playwrightFailures,
    },
  ];
}

/** Failing tests (and files that failed to load) from Vitest's JSON report. */
export function vitestFailures(report, root = process.cwd()) {
  const names = [];
  for (const file of report.testResults ?? []) {
    const where = path.relative(root, file.name);
    const failed = (file.assertionResults ?? []).filter((t) => t.status === "failed");
    for (const t of failed) names.push([where, ...(t.ancestorTitles ?? []), t.title].join(" > "));
    if (failed.length === 0 && file.status === "failed") {
      const why = stripAnsi(String(file.message ?? "").split("\n")[0]);
      names.push(`${where}: ${why || "failed outside its tests"}`);
    }
  }
  return names;
}

/** Failing tests (and errors outside any test, such as a server that did not start) from Playwright's. */
export function playwrightFailures(report) {
  const names = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) if (!spec.ok) names.push([...titles, spec.title].join(" > "));
    for (const inner of suite.suites ?? []) walk(inner, [...titles, inner.title]);
  };
  for (const file of report.suites ?? []) walk(file, [file.file ?? file.title]);
  for (const error of report.errors ?? []) {
    const first = String(error.message ?? error.value ?? "an error outside the tests").split("\n")[0];
    names.push(`outside the tests: ${stripAnsi(first)}`);
  }
  return names;
}

/**
 * Runs a step as a child writing to this terminal, in a process group of its own (`npm run` starts
 * a shell that starts the suite: a signal must reach all three); resolves with how it ended.
 */
function spawnStep(step, children) {
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      stdio: ["ignore", "inherit", "inherit"],
      detached: true,
      env: { ...process.env, ...step.env },
    });
    children.add(child);
    child.on("error", (err) => {
      children.delete(child);
      console.error(`${step.name}: could not start \`${step.command}\`: ${err.message}`);
      resolve({ code: 127, signal: null });
    });
    child.on("exit", (code, signal) => {
      children.delete(child);
      resolve({ code, signal });
    });
  });
}

function readFailures(step) {
  try {
    return step.failures(JSON.parse(fs.readFileSync(step.report, "utf8")));
  } catch {
    // No report (the runner crashed before writing it): the summary gives the exit code alone.
    return [];
  }
}

/**
 * Runs the steps one after another and answers what each did. A failed step with `stopsTheRun`
 * ends the run there; `interrupted()` (Ctrl-C, SIGTERM) ends it after the running step.
 */
export async function runSteps(steps, { run = (step) => spawnStep(step, new Set()), interrupted = () => false } = {}) {
  const results = [];
  for (const step of steps) {
    if (step.report) fs.rmSync(step.report, { force: true });
    const started = Date.now();
    const { code, signal } = await run(step);
    const ok = code === 0;
    const failures = !ok && step.failures ? readFailures(step) : [];
    if (step.report) fs.rmSync(step.report, { force: true });
    results.push({ step, ok, code, signal, failures, seconds: Math.round((Date.now() - started) / 1000) });
    if (interrupted() || (!ok && step.stopsTheRun)) break;
  }
  return results;
}

/** The closing summary and the exit code of `npm test`; `stoppedBy` is the signal that ended it early. */
export function summarize(steps, results, stoppedBy = null) {
  const failed = results.filter((r) => !r.ok);
  const lines = [];
  for (const r of results) {
    const label = r.step.rerun ? `${r.step.name} (${r.step.rerun})` : r.step.name;
    if (r.ok) {
      lines.push(`  ✔ ${label}, ${r.seconds} s`);
      continue;
    }
    const ended = r.signal ? `stopped by ${r.signal}` : `exit code ${r.code}`;
    const count = r.failures.length;
    lines.push(`  ✘ ${label}, ${r.seconds} s: ${count ? `${count} failing (${ended})` : ended}`);
    for (const name of r.failures.slice(0, NAMED_FAILURES)) lines.push(`      ${name}`);
    if (count > NAMED_FAILURES) lines.push(`      … and ${count - NAMED_FAILURES} more (see the output above)`);
  }
  const notRun = steps.slice(results.length).map((s) => s.name);
  if (notRun.length) lines.push(`  - not run: ${notRun.join(", ")}`);

  const last = results.at(-1);
  let head;
  if (stoppedBy) head = `npm test was stopped by ${stoppedBy} during ${last?.step.name ?? "its first step"}.`;
  else if (last && !last.ok && last.step.stopsTheRun) head = `npm test stopped: ${last.step.stopsTheRun}`;
  else if (failed.length === 0) head = `npm test: all ${steps.length} steps passed.`;
  else
    head = `npm test: ${failed.length} of ${steps.length} steps failed: ${failed.map((r) => r.step.name).join(", ")}.`;

  const exitCode = stoppedBy ? 128 + (stoppedBy === "SIGINT" ? 2 : 15) : failed.length === 0 ? 0 : 1;
  return { text: [head, ...lines].join("\n"), exitCode };
}

function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false; // the group has ended
  }
}

async function emptyGroup(pid, waitMs = 10_000) {
  for (const until = Date.now() + waitMs; Date.now() < until; ) {
    if (!signalGroup(pid, 0)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  signalGroup(pid, "SIGKILL");
}

async function main() {
  const dir = path.join("tests", ".tmp", `npm-test-${process.pid}`);
  fs.mkdirSync(dir, { recursive: true });
  const steps = testSteps(dir);
  const children = new Set();
  const groups = [];
  let stoppedBy = null;
  // The suites run in groups of their own, so Ctrl-C and SIGTERM reach them through us; a second one kills.
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => {
      const force = stoppedBy !== null;
      stoppedBy ??= signal;
      for (const child of children) signalGroup(child.pid, force ? "SIGKILL" : signal);
    });
  }
  const run = (step) => {
    const ended = spawnStep(step, children);
    for (const child of children) if (child.pid) groups.push(child.pid);
    return ended;
  };
  const results = await runSteps(steps, { run, interrupted: () => !!stoppedBy });
  // npm may end before the suite it started: wait for the stopped group, then make sure.
  if (stoppedBy) for (const pid of groups) await emptyGroup(pid);
  fs.rmSync(dir, { recursive: true, force: true });
  const { text, exitCode } = summarize(steps, results, stoppedBy);
  console.log(`\n${text}`);
  process.exitCode = exitCode;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();

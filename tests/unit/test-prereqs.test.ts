import { describe, expect, it } from "vitest";
import { planPrereqs } from "../../scripts/test-prereqs.mjs";

const machine = {
  nodeVersion: "20.19.5",
  chromiumPath: "/usr/bin/chromium",
  hasChromium: true,
  hasJava: true,
  hasPdftotext: true,
  hasNginx: true,
  canInstall: false,
  env: { TEST_DATABASE_URL: "postgres://x", TEST_REDIS_URL: "redis://x" },
};

describe("npm test's prerequisite check", () => {
  it("does nothing and says nothing on a machine that has everything", () => {
    expect(planPrereqs(machine)).toEqual({ install: [], notices: [], stop: null });
  });

  it("installs Debian's Chromium, a Java runtime, poppler's pdftotext and nginx when it may", () => {
    const plan = planPrereqs({
      ...machine,
      hasChromium: false,
      hasJava: false,
      hasPdftotext: false,
      hasNginx: false,
      canInstall: true,
    });
    expect(plan.stop).toBeNull();
    expect(plan.install).toEqual([
      "chromium",
      "fonts-dejavu-core",
      "default-jre-headless",
      "poppler-utils",
      "nginx-light",
    ]);
  });

  it("stops with one sentence naming the install command when it may not", () => {
    const plan = planPrereqs({ ...machine, hasChromium: false });
    expect(plan.install).toEqual([]);
    expect(plan.stop).toBe(
      "Chromium for the browser tests (/usr/bin/chromium) is missing: install with " +
        "`sudo apt-get update && sudo apt-get install -y chromium fonts-dejavu-core`.",
    );
    expect(planPrereqs({ ...machine, hasJava: false }).stop).toBe(
      "Java for the HTML check is missing: install with `sudo apt-get update && sudo apt-get install -y default-jre-headless`.",
    );
    expect(planPrereqs({ ...machine, hasPdftotext: false }).stop).toBe(
      "pdftotext for the PDF checks is missing: install with `sudo apt-get update && sudo apt-get install -y poppler-utils`.",
    );
    expect(planPrereqs({ ...machine, hasNginx: false }).stop).toBe(
      "nginx for the cluster test (/usr/sbin/nginx) is missing: install with `sudo apt-get update && sudo apt-get install -y nginx-light`.",
    );
  });

  it("never installs Debian's Chromium for a CHROMIUM_PATH it would not fill", () => {
    const plan = planPrereqs({ ...machine, chromiumPath: "/opt/chrome/chrome", hasChromium: false, canInstall: true });
    expect(plan.install).toEqual([]);
    expect(plan.stop).toMatch(/^No Chromium at CHROMIUM_PATH=\/opt\/chrome\/chrome: /);
  });

  it("refuses a Node older than 20.19", () => {
    expect(planPrereqs({ ...machine, nodeVersion: "20.18.3" }).stop).toMatch(/needs Node 20\.19 or newer/);
    expect(planPrereqs({ ...machine, nodeVersion: "18.20.0" }).stop).toMatch(/too old/);
    expect(planPrereqs({ ...machine, nodeVersion: "22.0.0" }).stop).toBeNull();
  });

  it("says plainly when the PostgreSQL and Redis runs are skipped, and how to enable them", () => {
    const { notices, stop } = planPrereqs({ ...machine, env: {} });
    expect(stop).toBeNull();
    expect(notices).toEqual([
      "Skipping the PostgreSQL runs: TEST_DATABASE_URL is not set (to run them: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm test).",
      "Skipping the Redis runs: TEST_REDIS_URL is not set (to run them: TEST_REDIS_URL=redis://127.0.0.1:6379 npm test).",
    ]);
  });
});

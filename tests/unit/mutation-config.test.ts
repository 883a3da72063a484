import { describe, expect, it } from "vitest";
import { createVitest } from "vitest/node";

describe("the mutation runner's Vitest configuration", () => {
  it("runs every project in child processes even though StrykerJS asks for worker threads, the server suites in one", async () => {
    // The options @stryker-mutator/vitest-runner passes (threads cannot change process.env.TZ).
    const vitest = await createVitest("test", {
      config: "vitest.mutation.config.ts",
      pool: "threads",
      maxWorkers: 1,
      watch: false,
    });
    try {
      expect(vitest.projects.map((p) => [p.name, p.config.pool, p.config.isolate])).toEqual([
        ["server", "forks", false],
        ["components", "forks", true],
      ]);
    } finally {
      await vitest.close();
    }
  });
});

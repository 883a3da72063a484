import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { KNOWN_VARIABLES } from "../../src/server/config.ts";

/** docs/configuration.md is where an operator looks a variable up: it must name every one the server reads. */
describe("docs/configuration.md", () => {
  it("names every environment variable of src/server/config.ts", () => {
    const doc = fs.readFileSync("docs/configuration.md", "utf8");
    expect(KNOWN_VARIABLES.filter((name) => !doc.includes(`\`${name}\``))).toEqual([]);
  });
});

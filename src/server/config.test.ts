import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("defaults to the embedded demo: port 3000, SQLite under ./data", () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.host).toBe("0.0.0.0");
    expect(c.database).toEqual({ kind: "sqlite", file: "./data/site.db" });
    expect(c.trustProxy).toBe(false);
  });

  it("selects PostgreSQL from a postgres:// DATABASE_URL", () => {
    expect(loadConfig({ DATABASE_URL: "postgres://u@h:5432/db" }).database).toEqual({
      kind: "postgres",
      url: "postgres://u@h:5432/db",
    });
  });

  it("treats empty variables as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "" }).port).toBe(3000);
  });

  it.each([
    [{ PORT: "eighty" }, /^Invalid environment variable PORT: must be a whole number from 0 to 65535\.$/],
    [{ PORT: "70000" }, /PORT/],
    [{ REDIS_URL: "localhost:6379" }, /REDIS_URL: must start with redis:\/\//],
    [{ ADMIN_PASSWORD: "short" }, /ADMIN_PASSWORD: must be at least 12 characters/],
    [{ TRUST_PROXY: "maybe" }, /TRUST_PROXY/],
    [{ NOTIFY_EMAIL: "not-an-email" }, /NOTIFY_EMAIL/],
  ])("stops with one sentence naming the bad variable %#", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});

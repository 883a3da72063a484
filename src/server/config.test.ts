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
    [{ RATE_LIMIT_PREFIX: "has space" }, /^Invalid environment variable RATE_LIMIT_PREFIX: must be 1 to 64/],
    [{ NOTIFY_EMAIL: "not-an-email" }, /NOTIFY_EMAIL/],
  ])("stops with one sentence naming the bad variable %#", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  describe("TRUST_PROXY", () => {
    it.each([
      ["1", 1],
      ["2", 2],
      ["0", false],
      ["127.0.0.1", ["127.0.0.1"]],
      ["127.0.0.1, 10.0.0.0/8", ["127.0.0.1", "10.0.0.0/8"]],
      ["::1,fd00::/8", ["::1", "fd00::/8"]],
    ])("takes %j as %j", (value, expected) => {
      expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
    });

    it("trusts no proxy when unset", () => {
      expect(loadConfig({}).trustProxy).toBe(false);
    });

    it.each(["true", "false", "yes", "10.0.0.0/33", "10.0.0.300", "1,2", "127.0.0.1,", "100"])(
      "refuses %j with a sentence saying what to give instead",
      (value) => {
        expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
          "Invalid environment variable TRUST_PROXY: must be the number of proxies in front of the server (e.g. 1) " +
            "or a comma-separated list of their addresses or CIDR ranges (e.g. 127.0.0.1,10.0.0.0/8); trusting every " +
            "hop would let a client choose its own address, and without a proxy leave it unset.",
        );
      },
    );
  });

  it("prefixes rate-limit keys with RATE_LIMIT_PREFIX, site-rl: by default", () => {
    expect(loadConfig({}).publicWriteLimit).toEqual({ max: 10, windowMs: 600_000, prefix: "site-rl:" });
    expect(loadConfig({ RATE_LIMIT_PREFIX: "shop-a:rl:" }).publicWriteLimit.prefix).toBe("shop-a:rl:");
  });
});

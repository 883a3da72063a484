import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";
import { misspeltVariables, typingDistance } from "./config-typos.ts";

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
    [
      { METRICS_TOKEN: "short-token" },
      /^Invalid environment variable METRICS_TOKEN: must be at least 32 characters \(e\.g\. the output of `openssl rand -hex 32`\)\.$/,
    ],
    [{ METRICS_TOKEN: "a token with spaces that is long enough" }, /METRICS_TOKEN: must be printable ASCII/],
  ])("stops with one sentence naming the bad variable %#", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it("turns metrics on with METRICS_TOKEN, off without it", () => {
    const token = "0123456789abcdef0123456789abcdef";
    expect(loadConfig({ METRICS_TOKEN: token }).metricsToken).toBe(token);
    expect(loadConfig({}).metricsToken).toBeNull();
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

  describe("DATABASE_URL", () => {
    it.each([
      ["postgresql://u@h/db", { kind: "postgres", url: "postgresql://u@h/db" }],
      ["./data/other.db", { kind: "sqlite", file: "./data/other.db" }],
      ["/var/lib/site/site.db", { kind: "sqlite", file: "/var/lib/site/site.db" }],
      ["sqlite:./data/site.db", { kind: "sqlite", file: "./data/site.db" }],
      ["sqlite:///var/lib/site.db", { kind: "sqlite", file: "/var/lib/site.db" }],
      ["C:\\data\\site.db", { kind: "sqlite", file: "C:\\data\\site.db" }],
      [":memory:", { kind: "sqlite", file: ":memory:" }],
    ])("takes %j", (value, expected) => {
      expect(loadConfig({ DATABASE_URL: value }).database).toEqual(expected);
    });

    it.each([
      ["mysql://root:secret@db:3306/site", "mysql"],
      ["file:./data/site.db", "file"],
      ["redis://localhost:6379", "redis"],
    ])("refuses %j, naming its scheme and never the value", (value, scheme) => {
      const attempt = () => loadConfig({ DATABASE_URL: value });
      expect(attempt).toThrow(ConfigError);
      expect(attempt).toThrow(
        "Invalid environment variable DATABASE_URL: must be a PostgreSQL URL (postgres://user:password@host:5432/database) " +
          `or the path of a SQLite file (./data/site.db, or sqlite:./data/site.db); ${scheme}: is not supported.`,
      );
      expect(attempt).not.toThrow(/secret/);
    });

    it("refuses sqlite: with no path, and a PostgreSQL URL that does not parse", () => {
      expect(() => loadConfig({ DATABASE_URL: "sqlite:" })).toThrow(
        /^Invalid environment variable DATABASE_URL: must be/,
      );
      expect(() => loadConfig({ DATABASE_URL: "postgres://u:p@[bad/db" })).toThrow(
        /DATABASE_URL: .*; this PostgreSQL URL is malformed \(a password holding \/ \? # or @ must be percent-encoded\)\.$/,
      );
      expect(() => loadConfig({ DATABASE_URL: "postgres://app:Zq/9x@db.internal:5432/site" })).not.toThrow(/Zq|9x/);
    });

    it.each([
      "postgres://app:4521/Zq9x@db.internal:5432/site",
      "postgres://app:4521?Zq9x@db.internal:5432/site",
      "postgresql://app:4521#Zq9x@db.internal:5432/site",
    ])("refuses %j, whose password ends the address early, and says to percent-encode it", (value) => {
      const attempt = () => loadConfig({ DATABASE_URL: value });
      expect(attempt).toThrow(ConfigError);
      expect(attempt).toThrow(
        "Invalid environment variable DATABASE_URL: this PostgreSQL URL has an @ after its host, as when the " +
          "password holds a /, ? or #: percent-encode the password (/ as %2F, ? as %3F, # as %23, @ as %40).",
      );
      expect(attempt).not.toThrow(/Zq9x|4521|app/);
    });

    it("takes that password percent-encoded, and one holding an @ (the address starts after the last)", () => {
      for (const url of ["postgres://app:4521%2FZq9x@db.internal:5432/site", "postgres://app:45@21@db.internal/site"]) {
        expect(loadConfig({ DATABASE_URL: url }).database).toEqual({ kind: "postgres", url });
      }
    });
  });
});

describe("misspelt variables", () => {
  it.each([
    ["DATABSE_URL", "DATABASE_URL"],
    ["REDIS_URI", "REDIS_URL"],
    ["REDIS_HOST", "REDIS_URL"],
    ["database_url", "DATABASE_URL"],
    ["ADMIN_PASSWROD", "ADMIN_PASSWORD"],
    ["ADMIN_USER", "ADMIN_USERNAME"],
    ["LLM_KEY", "LLM_API_KEY"],
    ["LLM_TIMEOUT", "LLM_TIMEOUT_MS"],
    ["INVITE_CODE", "INVITE_CODES"],
    ["SESSION_KEY", "SESSION_SECRET"],
    ["LOGLEVEL", "LOG_LEVEL"],
    ["PROT", "PORT"],
    ["METRICS_KEY", "METRICS_TOKEN"],
    ["METRIC_TOKEN", "METRICS_TOKEN"],
  ])("warns that %s is not read and names %s", (typo, meant) => {
    expect(misspeltVariables({ [typo]: "x" })).toEqual([
      `Warning: ${typo} is set but this server does not read it; did you mean ${meant}?`,
    ]);
  });

  it("says nothing of our own names or of the usual variables of a machine", () => {
    const env = Object.fromEntries(
      [
        "DATABASE_URL",
        "PORT",
        "HOST",
        "HOME",
        "HOSTNAME",
        "PATH",
        "PWD",
        "OLDPWD",
        "USER",
        "SHELL",
        "TERM",
        "LANG",
        "TZ",
        "NODE_OPTIONS",
        "NODE_PATH",
        "CI",
        "DEBUG",
        "SMTP_USER",
        "TEST_DATABASE_URL",
        "TEST_REDIS_URL",
        "KUBERNETES_PORT",
        "npm_config_cache",
      ].map((name) => [name, "x"]),
    );
    expect(misspeltVariables(env)).toEqual([]);
  });

  it("counts a swap of neighbours as one slip", () => {
    expect(typingDistance("DATABSAE_URL", "DATABASE_URL")).toBe(1);
    expect(typingDistance("HOME", "HOST")).toBe(2);
    expect(typingDistance("", "PORT")).toBe(4);
  });
});

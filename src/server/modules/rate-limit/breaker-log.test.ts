import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createBreakerLog } from "./breaker-log.ts";
import { behindBreaker, createCircuitBreaker } from "./circuit-breaker.ts";
import type { CounterStore } from "./counter-store.ts";

const DOWN = "rate-limit store (Redis) not answering: counting in this process's memory until it does";
const BACK = "rate-limit store (Redis) answering again: counting there";
const READONLY = new Error("READONLY You can't write against a read only replica.");

/** The breaker's log on a clock the test moves, and the lines it wrote as [second, level, line]. */
function setup() {
  let ms = 0;
  const lines: [number, string, string, object?][] = [];
  const log = createBreakerLog({
    log: {
      warn: (obj, msg) => lines.push([ms / 1000, "warn", msg, obj]),
      info: (msg) => lines.push([ms / 1000, "info", msg]),
    },
    now: () => ms,
  });
  return { log, lines, at: (seconds: number) => (ms = seconds * 1000) };
}

describe("breaker log", () => {
  it("says once when the store fails and once when it is back", () => {
    const { log, lines, at } = setup();
    log.onOpen!(READONLY);
    at(1);
    log.onProbeFailed!(READONLY);
    at(2);
    log.onProbeFailed!(READONLY);
    at(3);
    log.onClose!();
    expect(lines).toEqual([
      [0, "warn", DOWN, { err: "READONLY You can't write against a read only replica." }],
      [3, "info", BACK],
    ]);
  });

  it("logs a reopen within a minute of a close at most once a minute, with the reopens it left out", () => {
    const { log, lines, at } = setup();
    // Opens at every even second, closes at every odd one, for two and a half minutes.
    for (let s = 0; s <= 150; s++) {
      at(s);
      if (s % 2 === 0) log.onOpen!(READONLY);
      else log.onClose!();
    }
    expect(lines).toEqual([
      [0, "warn", DOWN, { err: READONLY.message }],
      [1, "info", BACK],
      // 2, 4, …, 58: 29 reopens within the minute, none logged, nor the closes after them.
      [60, "warn", DOWN, { err: READONLY.message, reopensNotLogged: 29 }],
      [61, "info", BACK],
      [120, "warn", DOWN, { err: READONLY.message, reopensNotLogged: 29 }],
      [121, "info", BACK],
    ]);
  });

  it("logs an open at once when the last close was a minute ago or more", () => {
    const { log, lines, at } = setup();
    log.onOpen!(READONLY);
    at(1);
    log.onClose!();
    at(61);
    log.onOpen!(new Error("no answer within 30 ms"));
    expect(lines).toEqual([
      [0, "warn", DOWN, { err: READONLY.message }],
      [1, "info", BACK],
      [61, "warn", DOWN, { err: "no answer within 30 ms" }],
    ]);
  });

  it("logs a reopen it left out once the minute is over, if the store still fails", () => {
    const { log, lines, at } = setup();
    log.onOpen!(READONLY);
    at(1);
    log.onClose!();
    at(2);
    log.onOpen!(READONLY);
    for (let s = 3; s <= 59; s++) {
      at(s);
      log.onProbeFailed!(READONLY);
    }
    expect(lines).toHaveLength(2);
    at(60);
    log.onProbeFailed!(new Error("Connection is closed."));
    at(61);
    log.onProbeFailed!(new Error("Connection is closed."));
    at(70);
    log.onClose!();
    expect(lines).toEqual([
      [0, "warn", DOWN, { err: READONLY.message }],
      [1, "info", BACK],
      [60, "warn", DOWN, { err: "Connection is closed.", reopensNotLogged: 1 }],
      [70, "info", BACK],
    ]);
  });

  it("says nothing when the store is back after a reopen it left out: the last line already says so", () => {
    const { log, lines, at } = setup();
    log.onOpen!(READONLY);
    at(1);
    log.onClose!();
    at(5);
    log.onOpen!(READONLY);
    at(6);
    log.onClose!();
    at(600);
    expect(lines.map(([s, level]) => `${s} ${level}`)).toEqual(["0 warn", "1 info"]);
  });
});

describe("breaker log on a breaker whose probe passes while every request fails", () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setImmediate", "Date"] }));
  afterEach(() => vi.useRealTimers());

  it("writes two lines a minute, not two a second", async () => {
    // The store before the probe ran the real count: it answered a PING, refused every write.
    const failing: CounterStore = {
      name: "redis",
      hit: () => Promise.reject(READONLY),
      refund: () => Promise.reject(READONLY),
    };
    const lines: string[] = [];
    const start = Date.now();
    const second = () => Math.floor((Date.now() - start) / 1000);
    const breaker = createCircuitBreaker({
      deadlineMs: 30,
      failuresToOpen: 3,
      probeEveryMs: 1_000,
      probe: () => Promise.resolve("PONG"),
      ...createBreakerLog({
        log: {
          warn: (obj, msg) => lines.push(`${second()} ${msg === DOWN ? "down" : msg} ${JSON.stringify(obj)}`),
          info: (msg) => lines.push(`${second()} ${msg === BACK ? "back" : msg}`),
        },
      }),
    });
    const store = behindBreaker(failing, breaker);
    // A request every 100 ms for three minutes.
    for (let i = 0; i < 1_800; i++) {
      await store.hit("k", 60_000).catch(() => {});
      await vi.advanceTimersByTimeAsync(100);
    }
    breaker.stop();
    // It still opens and closes every 1.2 s (a probe a second, three failed requests): only the
    // log is quiet about it.
    expect(lines).toEqual([
      `0 down {"err":"${READONLY.message}"}`,
      "1 back",
      `60 down {"err":"${READONLY.message}","reopensNotLogged":49}`,
      "61 back",
      `120 down {"err":"${READONLY.message}","reopensNotLogged":49}`,
      "121 back",
    ]);
  });
});

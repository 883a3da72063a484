import net from "node:net";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  behindBreaker,
  CircuitOpenError,
  createCircuitBreaker,
  DeadlineError,
  withDeadline,
} from "./circuit-breaker.ts";
import type { CounterStore } from "./counter-store.ts";

/** A store that answers, fails or hangs as the test says, and counts what reached it. */
function fakeStore() {
  let mode: "answer" | "fail" | "hang" = "answer";
  const calls: string[] = [];
  const reply = <T>(value: T): Promise<T> =>
    mode === "answer"
      ? Promise.resolve(value)
      : mode === "fail"
        ? Promise.reject(new Error("Connection is closed."))
        : new Promise<T>(() => {});
  const store: CounterStore = {
    name: "redis",
    hit: (key) => {
      calls.push(`hit ${key}`);
      return reply({ count: 1, resetInMs: 60_000 });
    },
    refund: (key) => {
      calls.push(`refund ${key}`);
      return reply(undefined);
    },
  };
  let probes = 0;
  return {
    store,
    calls,
    probe: () => {
      probes += 1;
      return reply({ count: 1, resetInMs: 60_000 });
    },
    probes: () => probes,
    set: (m: typeof mode) => (mode = m),
  };
}

function setup() {
  const fake = fakeStore();
  const events: string[] = [];
  const breaker = createCircuitBreaker({
    deadlineMs: 30,
    failuresToOpen: 3,
    probeEveryMs: 1_000,
    probe: fake.probe,
    onOpen: (err) => events.push(`open: ${(err as Error).message}`),
    onClose: () => events.push("closed"),
    onProbeFailed: (err) => events.push(`probe failed: ${(err as Error).message}`),
  });
  return { fake, events, breaker, store: behindBreaker(fake.store, breaker) };
}

/** Settles `p` into a value the test can look at while fake time stands still. */
function observe<T>(p: Promise<T>) {
  const seen: { value?: T; error?: unknown; done: boolean } = { done: false };
  p.then(
    (value) => Object.assign(seen, { value, done: true }),
    (error: unknown) => Object.assign(seen, { error, done: true }),
  );
  return seen;
}

describe("circuit breaker", () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setImmediate", "Date"] }));
  afterEach(() => vi.useRealTimers());

  it("passes answers through while the store answers", async () => {
    const { store, breaker, events } = setup();
    expect(await store.hit("k", 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
    await store.refund("k");
    expect(breaker.state).toBe("closed");
    expect(events).toEqual([]);
  });

  it("gives up on a hung call after 30 ms, not before", async () => {
    const { fake, store } = setup();
    fake.set("hang");
    const call = observe(store.hit("k", 60_000));
    await vi.advanceTimersByTimeAsync(29);
    expect(call.done).toBe(false);
    // At 30 ms the deadline lets pending I/O run once; the fake clock gives that turn 1 ms.
    await vi.advanceTimersByTimeAsync(2);
    expect(call.error).toBeInstanceOf(DeadlineError);
    expect((call.error as Error).message).toBe("no answer within 30 ms");
  });

  it("opens after 3 failures in a row, says so once, and then fails every call at once without asking the store", async () => {
    const { fake, store, breaker, events } = setup();
    fake.set("hang");
    for (let i = 0; i < 2; i++) {
      const call = observe(store.hit(`k${i}`, 60_000));
      await vi.advanceTimersByTimeAsync(31);
      expect(call.error).toBeInstanceOf(DeadlineError);
    }
    expect(breaker.state).toBe("closed");
    fake.set("fail");
    await expect(store.refund("k2")).rejects.toThrow("Connection is closed.");
    expect(breaker.state).toBe("open");
    expect(events).toEqual(["open: Connection is closed."]);
    expect(fake.calls).toEqual(["hit k0", "hit k1", "refund k2"]);

    fake.set("answer");
    const start = Date.now();
    await expect(store.hit("k3", 60_000)).rejects.toBeInstanceOf(CircuitOpenError);
    await expect(store.refund("k3")).rejects.toBeInstanceOf(CircuitOpenError);
    expect(Date.now() - start).toBe(0);
    expect(fake.calls).toHaveLength(3);
    expect(events).toHaveLength(1);
  });

  it("starts counting failures again after an answer", async () => {
    const { fake, store, breaker } = setup();
    fake.set("fail");
    await expect(store.hit("a", 1)).rejects.toThrow();
    await expect(store.hit("a", 1)).rejects.toThrow();
    fake.set("answer");
    await store.hit("a", 1);
    fake.set("fail");
    await expect(store.hit("a", 1)).rejects.toThrow();
    await expect(store.hit("a", 1)).rejects.toThrow();
    expect(breaker.state).toBe("closed");
    await expect(store.hit("a", 1)).rejects.toThrow();
    expect(breaker.state).toBe("open");
  });

  it("opens on concurrent calls that all hang, one wait of 30 ms for them all", async () => {
    const { fake, store, breaker, events } = setup();
    fake.set("hang");
    const calls = [1, 2, 3, 4].map((i) => observe(store.hit(`k${i}`, 60_000)));
    await vi.advanceTimersByTimeAsync(31);
    expect(calls.every((c) => c.error instanceof DeadlineError)).toBe(true);
    expect(breaker.state).toBe("open");
    expect(events).toEqual(["open: no answer within 30 ms"]);
  });

  it("asks the store once a second while open, and closes when a probe is answered within 30 ms", async () => {
    const { fake, store, breaker, events } = setup();
    fake.set("fail");
    for (let i = 0; i < 3; i++) await expect(store.hit("k", 1)).rejects.toThrow();
    expect(fake.probes()).toBe(0);
    fake.set("hang");
    await vi.advanceTimersByTimeAsync(999);
    expect(fake.probes()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.probes()).toBe(1);
    // A probe that hangs is given up after 30 ms (31 on the fake clock); the next comes a second later.
    await vi.advanceTimersByTimeAsync(1_030);
    expect(fake.probes()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.probes()).toBe(2);
    fake.set("answer");
    await vi.advanceTimersByTimeAsync(1_030);
    expect(fake.probes()).toBe(2);
    expect(breaker.state).toBe("open");
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.probes()).toBe(3);
    expect(breaker.state).toBe("closed");
    expect(events).toEqual([
      "open: Connection is closed.",
      "probe failed: no answer within 30 ms",
      "probe failed: no answer within 30 ms",
      "closed",
    ]);
    expect(await store.hit("k", 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
    // Closed: no more probes.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fake.probes()).toBe(3);
  });

  it("needs 3 new failures to open again after closing", async () => {
    const { fake, store, breaker, events } = setup();
    fake.set("fail");
    for (let i = 0; i < 3; i++) await expect(store.hit("k", 1)).rejects.toThrow();
    fake.set("answer");
    await vi.advanceTimersByTimeAsync(1_000);
    expect(breaker.state).toBe("closed");
    fake.set("fail");
    await expect(store.hit("k", 1)).rejects.toThrow("Connection is closed.");
    await expect(store.hit("k", 1)).rejects.toThrow("Connection is closed.");
    expect(breaker.state).toBe("closed");
    await expect(store.hit("k", 1)).rejects.toThrow("Connection is closed.");
    expect(breaker.state).toBe("open");
    expect(events).toEqual(["open: Connection is closed.", "closed", "open: Connection is closed."]);
  });

  it("stops probing when stopped", async () => {
    const { fake, store, breaker } = setup();
    fake.set("fail");
    for (let i = 0; i < 3; i++) await expect(store.hit("k", 1)).rejects.toThrow();
    breaker.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fake.probes()).toBe(0);
  });

  it("tells each failed probe, and nothing of a probe that ends after the breaker stopped", async () => {
    const { fake, store, breaker, events } = setup();
    fake.set("fail");
    for (let i = 0; i < 3; i++) await expect(store.hit("k", 1)).rejects.toThrow();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(events).toEqual([
      "open: Connection is closed.",
      "probe failed: Connection is closed.",
      "probe failed: Connection is closed.",
    ]);
    fake.set("hang");
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fake.probes()).toBe(3);
    breaker.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fake.probes()).toBe(3);
    expect(events).toHaveLength(3);
  });
});

describe("deadline", () => {
  it("takes an answer that reached the socket while the event loop was busy past the deadline", async () => {
    let serverSide: net.Socket | undefined;
    const server = net.createServer((s) => (serverSide = s));
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const { port } = server.address() as net.AddressInfo;
    const client = net.connect(port, "127.0.0.1");
    try {
      await new Promise((r) => client.once("connect", r));
      await vi.waitFor(() => expect(serverSide).toBeDefined());
      const answer = new Promise<string>((resolve) => client.once("data", (d) => resolve(String(d))));
      const call = withDeadline(answer, 30);
      serverSide!.write("PONG");
      // The loop is busy for 60 ms: the deadline and the answer are both due when it is free.
      const until = performance.now() + 60;
      while (performance.now() < until);
      await expect(call).resolves.toBe("PONG");
    } finally {
      client.destroy();
      serverSide?.destroy();
      server.close();
    }
  });

  it("still gives up when nothing came", async () => {
    const start = performance.now();
    await expect(withDeadline(new Promise(() => {}), 30)).rejects.toThrow("no answer within 30 ms");
    expect(performance.now() - start).toBeGreaterThanOrEqual(29);
  });
});

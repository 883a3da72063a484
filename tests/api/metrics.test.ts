import http from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig, type AppConfig } from "../../src/server/config.ts";
import { appsClosedAfterEach } from "../helpers/test-apps.ts";
import { startLlmStub, type LlmStub } from "../helpers/llm-stub.ts";
import { logCapture } from "../helpers/log-capture.ts";
import { BEARER, METRICS_TOKEN, parsePrometheus, scrape, scrapeUntil, valueOf } from "../helpers/prometheus.ts";
import { dbTargets } from "../helpers/test-db.ts";

/*
 * Issue 19, item 4: GET /metrics in Prometheus text, behind METRICS_TOKEN, with requests by route
 * pattern and status, the caches' hits and misses, assistant answers by engine, speech time, the
 * database pool, rate-limit refusals, Redis or its memory fallback, and chat-log rows not written.
 * The pages' labels are in tests/ssr/metrics-pages.test.ts; the Redis breaker flipping the gauge
 * in tests/faults/redis-metrics.test.ts; the dashboard's and alerts' names in metrics-deploy.test.ts.
 */

const WITH_METRICS: Partial<AppConfig> = { metricsToken: METRICS_TOKEN };
/** Nothing listens on the discard port of the loopback: every connection is refused at once. */
const CLOSED = "http://127.0.0.1:9/v1";

const requestsOf = (labels: { method: string; route: string; status: string }) =>
  ["domu_http_requests_total", labels] as const;

describe.each(dbTargets())("GET /metrics on $name", (target) => {
  const build = appsClosedAfterEach(target);
  let llm: LlmStub | null = null;
  afterEach(async () => {
    await llm?.close();
    llm = null;
  });

  it("does not exist without METRICS_TOKEN: 404 in JSON, whatever the token sent", async () => {
    const t = await build();
    for (const headers of [{}, BEARER]) {
      const res = await t.app.inject({ method: "GET", url: "/metrics", headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: "There is nothing at this address." });
      expect(res.headers["cache-control"]).toBe("no-store");
    }
  });

  it("refuses a missing or wrong bearer token with 401 and a sentence", async () => {
    const t = await build(WITH_METRICS);
    const ask = (authorization?: string) =>
      t.app.inject({ method: "GET", url: "/metrics", headers: authorization ? { authorization } : {} });
    const missing = await ask();
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({
      error: "Metrics need the metrics token: send it as Authorization: Bearer <METRICS_TOKEN>.",
    });
    expect(missing.headers["www-authenticate"]).toBe('Bearer realm="metrics"');
    expect(missing.headers["cache-control"]).toBe("no-store");
    for (const wrong of [
      `Bearer ${METRICS_TOKEN}x`,
      `Bearer ${METRICS_TOKEN.slice(0, -1)}`,
      "Bearer ",
      `Basic ${Buffer.from(`metrics:${METRICS_TOKEN}`).toString("base64")}`,
      METRICS_TOKEN,
    ]) {
      const res = await ask(wrong);
      expect(res.statusCode, wrong).toBe(401);
      expect(res.json()).toEqual({ error: "The metrics token is not right." });
      expect(res.body).not.toContain("domu_");
    }
  });

  it("answers Prometheus text with the token, never to be kept by a cache", async () => {
    const t = await build(WITH_METRICS);
    // prom-client counts CPU time from when its collector started, which must be the app's start
    // (a collector started by the scrape itself read about zero): real work between the two.
    const until = performance.now() + 60;
    let spin = 0;
    while (performance.now() < until) spin += Math.sqrt(spin + 1);
    expect(spin).toBeGreaterThan(0);
    const res = await t.app.inject({ method: "GET", url: "/metrics", headers: BEARER });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/plain; version=0.0.4; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["x-cache"]).toBeUndefined();
    const s = parsePrometheus(res.body);
    expect(s.types.get("domu_http_requests_total")).toBe("counter");
    expect(s.types.get("domu_http_request_duration_seconds")).toBe("histogram");
    // The process's own metrics.
    expect(valueOf(s, "process_cpu_user_seconds_total")).toBeGreaterThan(0);
    expect(valueOf(s, "process_resident_memory_bytes")).toBeGreaterThan(0);
    expect(s.types.get("nodejs_eventloop_lag_p99_seconds")).toBe("gauge");
    // The scheme is case-insensitive; the answer is the same.
    const lower = await t.app.inject({
      method: "GET",
      url: "/metrics",
      headers: { authorization: `bearer ${METRICS_TOKEN}` },
    });
    expect(lower.statusCode).toBe(200);
  });

  it("counts API requests by route pattern and status, never by the address asked", async () => {
    const t = await build(WITH_METRICS);
    const get = (url: string) => t.app.inject({ method: "GET", url });
    expect((await get("/api/businesses/slug/the-subs-ai")).statusCode).toBe(200);
    expect((await get("/api/businesses/slug/no-such-business")).statusCode).toBe(404);
    expect((await get("/api/no-such-endpoint")).statusCode).toBe(404);
    expect((await t.app.inject({ method: "DELETE", url: "/api/businesses" })).statusCode).toBe(405);
    expect((await get("/not-an-api-path-either")).statusCode).toBe(404);

    const s = await scrapeUntil(
      t.app,
      (x) => valueOf(x, "domu_http_requests_total", { method: "GET", route: "unmatched", status: "404" }) === 2,
    );
    const slug = "/api/businesses/slug/:slug";
    expect(valueOf(s, ...requestsOf({ method: "GET", route: slug, status: "200" }))).toBe(1);
    expect(valueOf(s, ...requestsOf({ method: "GET", route: slug, status: "404" }))).toBe(1);
    expect(valueOf(s, ...requestsOf({ method: "GET", route: "unmatched", status: "404" }))).toBe(2);
    expect(valueOf(s, ...requestsOf({ method: "DELETE", route: "unmatched", status: "405" }))).toBe(1);
    expect(valueOf(s, "domu_http_request_duration_seconds_count", { method: "GET", route: slug, status: "200" })).toBe(
      1,
    );
    expect(
      valueOf(s, "domu_http_request_duration_seconds_bucket", {
        method: "GET",
        route: slug,
        status: "200",
        le: "+Inf",
      }),
    ).toBe(1);
    expect(s.text).not.toContain("the-subs-ai");
    expect(s.text).not.toContain("no-such");
  });

  it("counts the API cache's misses and hits", async () => {
    const t = await build(WITH_METRICS);
    for (let i = 0; i < 3; i++)
      expect((await t.app.inject({ method: "GET", url: "/api/businesses" })).statusCode).toBe(200);
    const s = await scrapeUntil(
      t.app,
      (x) => valueOf(x, "domu_cache_requests_total", { cache: "api", result: "hit" }) === 2,
    );
    expect(valueOf(s, "domu_cache_requests_total", { cache: "api", result: "miss" })).toBe(1);
    expect(valueOf(s, "domu_cache_requests_total", { cache: "api", result: "hit" })).toBe(2);
    // /metrics itself is never a cached answer.
    expect(valueOf(s, "domu_cache_requests_total", { cache: "page", result: "hit" })).toBeUndefined();
  });

  it("counts the answers the cache gives before routing, under their route's pattern", async () => {
    const log = logCapture();
    const t = await build({ ...WITH_METRICS, logLevel: "info", logStream: log.stream });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const port = (t.app.server.address() as AddressInfo).port;
    const fetchRaw = (url: string) =>
      new Promise<number>((resolve, reject) => {
        http
          .get(`http://127.0.0.1:${port}${url}`, (res) => {
            res.resume();
            res.on("end", () => resolve(res.statusCode!));
          })
          .on("error", reject);
      });
    const fastAnswers = () => log.lines.filter((l) => l.msg === "request answered from the cache").length;
    expect(await fetchRaw("/api/businesses/slug/the-subs-ai")).toBe(200);
    expect(fastAnswers()).toBe(0);
    expect(await fetchRaw("/api/businesses/slug/the-subs-ai")).toBe(200);
    expect(await fetchRaw("/api/businesses/slug/the-subs-ai")).toBe(200);
    expect(fastAnswers()).toBe(2);

    const labels = { method: "GET", route: "/api/businesses/slug/:slug", status: "200" };
    const s = await scrapeUntil(t.app, (x) => valueOf(x, "domu_http_requests_total", labels) === 3);
    expect(valueOf(s, "domu_http_requests_total", labels)).toBe(3);
    expect(valueOf(s, "domu_http_request_duration_seconds_count", labels)).toBe(3);
    expect(valueOf(s, "domu_cache_requests_total", { cache: "api", result: "miss" })).toBe(1);
    expect(valueOf(s, "domu_cache_requests_total", { cache: "api", result: "hit" })).toBe(2);
  });

  it("counts rate-limit refusals by limiter, and the 429 answers by route", async () => {
    const t = await build(WITH_METRICS);
    const lead = (n: number) =>
      t.app.inject({
        method: "POST",
        url: "/api/leads",
        payload: { email: `person${n}@example.com`, serviceType: "blog-updates" },
        remoteAddress: "192.0.2.10",
      });
    // The forms allow 10 submissions per address in 10 minutes.
    for (let n = 1; n <= 10; n++) expect((await lead(n)).statusCode).toBe(201);
    expect((await lead(11)).statusCode).toBe(429);
    expect((await lead(12)).statusCode).toBe(429);

    const s = await scrapeUntil(
      t.app,
      (x) => valueOf(x, ...requestsOf({ method: "POST", route: "/api/leads", status: "429" })) === 2,
    );
    expect(valueOf(s, "domu_rate_limit_refusals_total", { limiter: "forms" })).toBe(2);
    expect(valueOf(s, ...requestsOf({ method: "POST", route: "/api/leads", status: "201" }))).toBe(10);
    expect(valueOf(s, ...requestsOf({ method: "POST", route: "/api/leads", status: "429" }))).toBe(2);
    expect(s.text).not.toContain("192.0.2.10");
  });

  it("counts a chat's limits by family and window", async () => {
    const t = await build({ ...WITH_METRICS, chatLimit: { perMinute: 1, perDay: 300 } });
    const chat = () =>
      t.app.inject({
        method: "POST",
        url: "/api/aurora/chat",
        payload: { message: "hello" },
        remoteAddress: "192.0.2.11",
      });
    expect((await chat()).statusCode).toBe(200);
    expect((await chat()).statusCode).toBe(429);
    const s = await scrape(t.app);
    expect(valueOf(s, "domu_rate_limit_refusals_total", { limiter: "chat:aurora:minute" })).toBe(1);
    expect(valueOf(s, "domu_rate_limit_refusals_total", { limiter: "chat:aurora:day" })).toBeUndefined();
  });

  it("counts assistant answers and their time by engine: embedded, llm and guard-fallback", async () => {
    llm = await startLlmStub({ kind: "stream", chunks: ["Hello! ", "How can I help?"] });
    const llmConfig = (baseUrl: string): AppConfig["llm"] => ({
      baseUrl,
      apiKey: null,
      model: "stub-model",
      timeoutMs: 5_000,
      maxTokens: 200,
    });
    const chatOn = async (over: Partial<AppConfig>, times: number) => {
      const t = await build({ ...WITH_METRICS, ...over });
      for (let i = 0; i < times; i++) {
        const res = await t.app.inject({ method: "POST", url: "/api/aurora/chat", payload: { message: "hello" } });
        expect(res.statusCode, res.body).toBe(200);
      }
      return scrape(t.app);
    };
    const embedded = await chatOn({}, 2);
    expect(valueOf(embedded, "domu_assistant_answers_total", { engine: "embedded" })).toBe(2);
    expect(valueOf(embedded, "domu_assistant_answer_duration_seconds_count", { engine: "embedded" })).toBe(2);
    expect(valueOf(embedded, "domu_assistant_answer_duration_seconds_sum", { engine: "embedded" })).toBeGreaterThan(0);

    const viaLlm = await chatOn({ llm: llmConfig(llm.baseUrl) }, 1);
    expect(valueOf(viaLlm, "domu_assistant_answers_total", { engine: "llm" })).toBe(1);
    expect(valueOf(viaLlm, "domu_assistant_answers_total", { engine: "embedded" })).toBeUndefined();

    // The model cannot be reached: the embedded engine answers in its place.
    const fallback = await chatOn({ llm: llmConfig(CLOSED) }, 1);
    expect(valueOf(fallback, "domu_assistant_answers_total", { engine: "guard-fallback" })).toBe(1);
    expect(valueOf(fallback, "domu_assistant_answer_duration_seconds_count", { engine: "guard-fallback" })).toBe(1);
    expect(valueOf(fallback, "domu_chat_log_write_failures_total")).toBe(0);
  });

  it("counts a chat-log row that could not be written, the visitor still answered", async () => {
    const t = await build(WITH_METRICS);
    const chat = () => t.app.inject({ method: "POST", url: "/api/aurora/chat", payload: { message: "hello" } });
    expect((await chat()).statusCode).toBe(200);
    expect(valueOf(await scrape(t.app), "domu_chat_log_write_failures_total")).toBe(0);
    // A real failure: the table is gone from this test's own database.
    await sql`DROP TABLE chat_logs`.execute(t.app.services.db.db);
    const res = await chat();
    expect(res.statusCode).toBe(200);
    expect(res.json<{ text: string }>().text.length).toBeGreaterThan(0);
    const s = await scrape(t.app);
    expect(valueOf(s, "domu_chat_log_write_failures_total")).toBe(1);
    expect(valueOf(s, "domu_assistant_answers_total", { engine: "embedded" })).toBe(2);
  });

  it("times speech: each synthesis by provider, and transcriptions that failed", async () => {
    const speech = loadConfig({ NODE_ENV: "test", STT_BASE_URL: CLOSED }).speech;
    const t = await build({ ...WITH_METRICS, speech });
    const tts = await t.app.inject({ method: "POST", url: "/api/aurora/tts", payload: { text: "Hello there." } });
    expect(tts.statusCode).toBe(200);
    // The same words again come from the speech cache: no synthesis to time.
    expect(
      (await t.app.inject({ method: "POST", url: "/api/aurora/tts", payload: { text: "Hello there." } })).statusCode,
    ).toBe(200);
    const stt = await t.app.inject({
      method: "POST",
      url: "/api/stt",
      payload: Buffer.from("not really a recording"),
      headers: { "content-type": "audio/webm" },
    });
    expect(stt.statusCode).toBe(503);
    const s = await scrape(t.app);
    const ok = { kind: "tts", provider: "espeak", outcome: "ok" };
    expect(valueOf(s, "domu_speech_duration_seconds_count", ok)).toBe(1);
    expect(valueOf(s, "domu_speech_duration_seconds_sum", ok)).toBeGreaterThan(0);
    expect(
      valueOf(s, "domu_speech_duration_seconds_count", { kind: "stt", provider: "openai", outcome: "error" }),
    ).toBe(1);
  });

  it(`reports the database pool on PostgreSQL and no made-up pool on SQLite`, async () => {
    const t = await build(WITH_METRICS);
    expect((await t.app.inject({ method: "GET", url: "/api/businesses" })).statusCode).toBe(200);
    const s = await scrape(t.app);
    expect(s.types.get("domu_db_pool_clients")).toBe("gauge");
    const pool = (state: string) => valueOf(s, "domu_db_pool_clients", { state });
    if (target.name === "postgres") {
      expect(pool("total")).toBeGreaterThanOrEqual(1);
      expect(pool("total")).toBeLessThanOrEqual(10);
      expect(pool("idle")).toBeGreaterThanOrEqual(1);
      expect(pool("waiting")).toBe(0);
    } else {
      expect(s.samples.filter((x) => x.name === "domu_db_pool_clients")).toEqual([]);
    }
  });

  it("says Redis is not in use when it cannot be reached, and has no Redis gauge without REDIS_URL", async () => {
    const without = await scrape((await build(WITH_METRICS)).app);
    expect(without.types.has("domu_redis_up")).toBe(false);
    const t = await build({ ...WITH_METRICS, redisUrl: "redis://127.0.0.1:9" });
    // Limits hold meanwhile, counted in memory.
    const res = await t.app.inject({ method: "POST", url: "/api/aurora/chat", payload: { message: "hello" } });
    expect(res.statusCode).toBe(200);
    expect(valueOf(await scrape(t.app), "domu_redis_up")).toBe(0);
  });
});

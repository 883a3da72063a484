import { Counter, Gauge, Histogram, Registry } from "prom-client";
import type { PoolStats } from "../../db/postgres-pool.ts";
import type { AssistantObserver } from "../assistant/assistant.service.ts";
import type { RateLimitMetrics } from "../rate-limit/rate-limiter.ts";
import type { SpeechObserver } from "../speech/create-speech.ts";
import { processMetrics } from "./process-metrics.ts";

/** From a cached answer (under a millisecond) to a slow page; 0.25 s is the latency goal. */
const HTTP_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** The embedded engine answers in milliseconds, an LLM in seconds (LLM_TIMEOUT_MS at most 120 s). */
const ASSISTANT_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8, 15, 30, 60];
const SPEECH_BUCKETS = [0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8, 15, 30];

export type CacheName = "page" | "api";
/** `bypass`: a page rendered for its request alone (private, a query string), never kept. */
export type CacheResult = "hit" | "miss" | "bypass";

export interface HttpObserver {
  /** `route` is a pattern or a fixed word, never an address: see http-labels.ts. */
  request(method: string, route: string, status: number, seconds: number): void;
  cache(cache: CacheName, result: CacheResult): void;
}

/**
 * One app's metrics, in a registry of its own (tests build many apps in one process, so
 * prom-client's global registry is never used), with the observers the services are given. Every
 * label takes a bounded set of values: route patterns, engines, limiter names, never an address,
 * a slug or a visitor's input.
 */
export function createAppMetrics() {
  const registry = new Registry();
  // The process's collectors start now, with the app, not at the first scrape: prom-client counts
  // CPU time from its collector's start, so a lazy start made the first scrape read about zero.
  const processRegistry = processMetrics();
  const registers = [registry];

  const requests = new Counter({
    name: "domu_http_requests_total",
    help: "HTTP requests answered, by method, route pattern and status.",
    labelNames: ["method", "route", "status"],
    registers,
  });
  const requestSeconds = new Histogram({
    name: "domu_http_request_duration_seconds",
    help: "Time from a request's arrival to the end of its answer, by method, route pattern and status.",
    labelNames: ["method", "route", "status"],
    buckets: HTTP_BUCKETS,
    registers,
  });
  const cacheAnswers = new Counter({
    name: "domu_cache_requests_total",
    help: "Public answers by cache (page or api) and result: hit, miss, or bypass (a page rendered for its request alone).",
    labelNames: ["cache", "result"],
    registers,
  });
  const assistantAnswers = new Counter({
    name: "domu_assistant_answers_total",
    help: "Assistant answers by engine: embedded, llm, or guard-fallback (the LLM's reply was not used).",
    labelNames: ["engine"],
    registers,
  });
  const assistantSeconds = new Histogram({
    name: "domu_assistant_answer_duration_seconds",
    help: "Time from a chat message to its whole answer, by engine (the chat-log write not included).",
    labelNames: ["engine"],
    buckets: ASSISTANT_BUCKETS,
    registers,
  });
  const chatLogFailures = new Counter({
    name: "domu_chat_log_write_failures_total",
    help: "Chat exchanges answered whose chat-log row could not be written.",
    registers,
  });
  const speechSeconds = new Histogram({
    name: "domu_speech_duration_seconds",
    help: "Time of each text-to-speech synthesis (answers from the speech cache excluded) and each transcription, by kind (tts, stt), provider and outcome (ok, error).",
    labelNames: ["kind", "provider", "outcome"],
    buckets: SPEECH_BUCKETS,
    registers,
  });
  const refusals = new Counter({
    name: "domu_rate_limit_refusals_total",
    help: "Requests refused by a rate limit, by limiter (a request refused by two windows counts in both).",
    labelNames: ["limiter"],
    registers,
  });

  let poolStats: () => PoolStats | null = () => null;
  new Gauge({
    name: "domu_db_pool_clients",
    help: "PostgreSQL pool: total (connections open), idle (open, unused) and waiting (queries queued for a connection). No samples on SQLite, which has one connection and no pool.",
    labelNames: ["state"],
    registers,
    collect() {
      const stats = poolStats();
      if (!stats) return;
      this.set({ state: "total" }, stats.total);
      this.set({ state: "idle" }, stats.idle);
      this.set({ state: "waiting" }, stats.waiting);
    },
  });

  const http: HttpObserver = {
    request(method, route, status, seconds) {
      const labels = { method, route, status: String(status) };
      requests.inc(labels);
      requestSeconds.observe(labels, seconds);
    },
    cache(cache, result) {
      cacheAnswers.inc({ cache, result });
    },
  };

  const rateLimits: RateLimitMetrics = {
    refused(limiter) {
      refusals.inc({ limiter });
    },
    watchRedis(countingInRedis) {
      new Gauge({
        name: "domu_redis_up",
        help: "1 while the rate limits count in Redis; 0 while Redis is unreachable or its circuit breaker is open and each instance counts in memory. Absent without REDIS_URL.",
        registers,
        collect() {
          this.set(countingInRedis() ? 1 : 0);
        },
      });
    },
  };

  const assistant: AssistantObserver = {
    answered(engine, seconds) {
      assistantAnswers.inc({ engine });
      assistantSeconds.observe({ engine }, seconds);
    },
    chatLogNotWritten() {
      chatLogFailures.inc();
    },
  };

  const speech: SpeechObserver = {
    timed(kind, provider, outcome, seconds) {
      speechSeconds.observe({ kind, provider, outcome }, seconds);
    },
  };

  return {
    http,
    rateLimits,
    assistant,
    speech,
    /** Where the pool's counts are read at each scrape (null on SQLite). */
    watchPool(stats: () => PoolStats | null): void {
      poolStats = stats;
    },
    contentType: registry.contentType,
    /** The Prometheus text of this app's metrics and the process's. */
    async text(): Promise<string> {
      return `${await registry.metrics()}\n${await processRegistry.metrics()}`;
    },
  };
}

export type AppMetrics = ReturnType<typeof createAppMetrics>;

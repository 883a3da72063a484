import net from "node:net";
import { z } from "zod";

const PORT_RULE = "must be a whole number from 0 to 65535";
const port = z.coerce.number({ error: PORT_RULE }).int(PORT_RULE).min(0, PORT_RULE).max(65_535, PORT_RULE);

const TRUST_PROXY_RULE =
  "must be the number of proxies in front of the server (e.g. 1) or a comma-separated list of their addresses " +
  "or CIDR ranges (e.g. 127.0.0.1,10.0.0.0/8); trusting every hop would let a client choose its own address, " +
  "and without a proxy leave it unset";

function isAddressOrRange(entry: string): boolean {
  const [address, bits, extra] = entry.split("/");
  if (extra !== undefined || !address) return false;
  const family = net.isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  const max = family === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/**
 * Whom to believe about the client address in X-Forwarded-For: the last N hops, or only the
 * listed proxies. `true` (every hop) is refused on purpose: the left-most address is whatever
 * the client wrote, so it could dodge the rate limits by changing it.
 */
const trustProxy = z.string().transform((v, ctx): number | string[] | false => {
  const text = v.trim();
  if (/^\d{1,2}$/.test(text)) return Number(text) === 0 ? false : Number(text);
  const entries = text.split(",").map((e) => e.trim());
  if (entries.length > 0 && entries.every(isAddressOrRange)) return entries;
  ctx.addIssue({ code: "custom", message: TRUST_PROXY_RULE });
  return z.NEVER;
});

const TTS_PROVIDERS = ["espeak", "elevenlabs", "openai"] as const;
const OPENAI_DEFAULT_BASE_URL = "https://api.openai.com/v1";

const httpUrl = z
  .string()
  .url("must be an http(s) URL")
  .regex(/^https?:\/\//, "must be an http(s) URL");

function hasHost(url: string): boolean {
  try {
    return new URL(url).hostname !== "";
  } catch {
    return false;
  }
}

const DATABASE_URL_RULE =
  "must be a PostgreSQL URL (postgres://user:password@host:5432/database) or the path of a SQLite file " +
  "(./data/site.db, or sqlite:./data/site.db)";

/** A URL scheme of two letters or more: `C:\data` stays a (Windows) path. */
const URL_SCHEME = /^([A-Za-z][A-Za-z0-9+.-]+):/;
const POSTGRES_URL = /^postgres(ql)?:\/\//i;
const SQLITE_PREFIX = /^sqlite:(\/\/)?/i;

/**
 * An `@` after the host: a password holding an unencoded / ? or # ended the address early, so
 * the URL would be read with part of the password as host, port or database (and printed as such).
 */
function misreadPassword(url: string): boolean {
  const { pathname, search, hash } = new URL(url);
  return `${pathname}${search}${hash}`.includes("@");
}

/**
 * PostgreSQL by its scheme, else a SQLite file. Any other scheme (mysql:, file:) is refused rather
 * than taken for a file name. The message names the scheme only: the value may hold a password.
 */
const databaseUrl = z.string().superRefine((url, ctx) => {
  if (POSTGRES_URL.test(url)) {
    if (!URL.canParse(url)) {
      ctx.addIssue({
        code: "custom",
        message: `${DATABASE_URL_RULE}; this PostgreSQL URL is malformed (a password holding / ? # or @ must be percent-encoded)`,
      });
    } else if (misreadPassword(url)) {
      ctx.addIssue({
        code: "custom",
        message:
          "this PostgreSQL URL has an @ after its host, as when the password holds a /, ? or #: " +
          "percent-encode the password (/ as %2F, ? as %3F, # as %23, @ as %40)",
      });
    }
    return;
  }
  const scheme = SQLITE_PREFIX.test(url) ? null : URL_SCHEME.exec(url)?.[1];
  if (scheme) ctx.addIssue({ code: "custom", message: `${DATABASE_URL_RULE}; ${scheme}: is not supported` });
  else if (url.replace(SQLITE_PREFIX, "") === "") ctx.addIssue({ code: "custom", message: DATABASE_URL_RULE });
});

function databaseOf(url: string): AppConfig["database"] {
  return POSTGRES_URL.test(url) ? { kind: "postgres", url } : { kind: "sqlite", file: url.replace(SQLITE_PREFIX, "") };
}

const milliseconds = z.coerce
  .number({ error: "must be a number of milliseconds" })
  .int("must be a whole number of milliseconds")
  .min(100, "must be at least 100 ms")
  .max(120_000, "must be at most 120000 ms");

/**
 * Every environment variable the app reads. Later features (gate, admin, assistant, mail) are
 * declared here already so one place documents the whole surface and a typo fails at boot.
 */
const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: port.default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    DATABASE_URL: databaseUrl.default("./data/site.db"),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, "must start with redis:// or rediss://")
      .optional(),
    SESSION_SECRET: z.string().min(32, "must be at least 32 characters (comma-separate several to rotate)").optional(),
    ADMIN_USERNAME: z
      .string()
      .regex(/^[A-Za-z0-9._@-]{1,64}$/, "must be 1 to 64 letters, digits or . _ @ -")
      .optional(),
    ADMIN_PASSWORD: z.string().min(12, "must be at least 12 characters").optional(),
    SITE_PASSWORD: z.string().min(8, "must be at least 8 characters").optional(),
    INVESTOR_PASSWORD: z.string().min(8, "must be at least 8 characters").optional(),
    INVITE_CODES: z.string().min(1).optional(),
    LLM_BASE_URL: z.string().url().optional(),
    LLM_API_KEY: z.string().min(1).optional(),
    LLM_MODEL: z.string().min(1).optional(),
    LLM_TIMEOUT_MS: milliseconds.default(8_000),
    LLM_MAX_TOKENS: z.coerce
      .number({ error: "must be a number" })
      .int("must be a whole number")
      .min(16, "must be at least 16")
      .max(4_096, "must be at most 4096")
      .default(400),
    TTS_PROVIDER: z
      .enum(TTS_PROVIDERS, {
        error: "must be espeak (embedded), elevenlabs or openai (any OpenAI-compatible /audio/speech)",
      })
      .default("espeak"),
    ELEVENLABS_API_KEY: z.string().min(1).optional(),
    ELEVENLABS_BASE_URL: httpUrl.default("https://api.elevenlabs.io"),
    ELEVENLABS_MODEL_ID: z.string().min(1).max(100).default("eleven_flash_v2_5"),
    OPENAI_API_KEY: z.string().min(1).optional(),
    OPENAI_BASE_URL: httpUrl.default(OPENAI_DEFAULT_BASE_URL),
    OPENAI_TTS_MODEL: z.string().min(1).max(100).default("tts-1"),
    TTS_TIMEOUT_MS: milliseconds.default(8_000),
    TTS_CACHE_MB: z.coerce
      .number({ error: "must be a number of megabytes" })
      .int("must be a whole number of megabytes")
      .min(0, "must be 0 (no cache) or more")
      .max(1_024, "must be at most 1024")
      .default(16),
    STT_BASE_URL: httpUrl.optional(),
    STT_API_KEY: z.string().min(1).optional(),
    STT_MODEL: z.string().min(1).max(100).default("whisper-1"),
    STT_TIMEOUT_MS: milliseconds.default(15_000),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
      // The message never echoes the value: it may hold the SMTP password.
      .refine(hasHost, "must name a server, e.g. smtp://user:password@smtp.example.com:587")
      .optional(),
    NOTIFY_EMAIL: z.string().email("must be one e-mail address (where staff notifications go)").optional(),
    NOTIFY_FROM: z.string().email("must be one e-mail address (the sender of staff notifications)").optional(),
    SMTP_TIMEOUT_MS: milliseconds.default(10_000),
    TRUST_PROXY: trustProxy.optional(),
    /** After SIGTERM, how long /readyz answers 503 while requests are still served (docs/decisions/020). */
    SHUTDOWN_DRAIN_MS: z.coerce
      .number({ error: "must be a number of milliseconds" })
      .int("must be a whole number of milliseconds")
      .min(0, "must be 0 or more")
      .max(60_000, "must be at most 60000 ms")
      .default(5_000),
    RATE_LIMIT_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9:_.-]{1,64}$/, "must be 1 to 64 letters, digits or : _ . -")
      .default("site-rl:"),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    // Long enough that guessing it is hopeless, so /metrics needs no rate limit of its own.
    METRICS_TOKEN: z
      .string()
      .min(32, "must be at least 32 characters (e.g. the output of `openssl rand -hex 32`)")
      .regex(/^[\x21-\x7e]+$/, "must be printable ASCII without spaces (it is sent in an Authorization header)")
      .optional(),
  })
  .superRefine((env, ctx) => {
    // Staff notifications need both where to send from and whom to tell; one alone is a mistake.
    if (env.SMTP_URL && !env.NOTIFY_EMAIL) {
      ctx.addIssue({
        code: "custom",
        path: ["NOTIFY_EMAIL"],
        message: "is required when SMTP_URL is set (the address new contact requests are e-mailed to)",
      });
    }
    if (!env.SMTP_URL && (env.NOTIFY_EMAIL || env.NOTIFY_FROM)) {
      ctx.addIssue({
        code: "custom",
        path: ["SMTP_URL"],
        message: `is required when ${env.NOTIFY_EMAIL ? "NOTIFY_EMAIL" : "NOTIFY_FROM"} is set (the server that sends staff notifications)`,
      });
    }
    // A remote speech provider needs its key; a self-hosted OpenAI-compatible server may not.
    if (env.TTS_PROVIDER === "elevenlabs" && !env.ELEVENLABS_API_KEY) {
      ctx.addIssue({
        code: "custom",
        path: ["ELEVENLABS_API_KEY"],
        message: "is required when TTS_PROVIDER is elevenlabs",
      });
    }
    const openAiItself = env.OPENAI_BASE_URL.replace(/\/+$/, "") === OPENAI_DEFAULT_BASE_URL;
    if (env.TTS_PROVIDER === "openai" && openAiItself && !env.OPENAI_API_KEY) {
      ctx.addIssue({
        code: "custom",
        path: ["OPENAI_API_KEY"],
        message: "is required when TTS_PROVIDER is openai with OpenAI's own OPENAI_BASE_URL",
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

/** The name of every variable the server reads. */
export const KNOWN_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

export interface AppConfig {
  env: Env["NODE_ENV"];
  port: number;
  host: string;
  database: { kind: "sqlite"; file: string } | { kind: "postgres"; url: string };
  /** Fastify's trustProxy: a hop count, the trusted proxy addresses/ranges, or none (false). */
  trustProxy: number | string[] | false;
  /** After SIGTERM: /readyz answers 503 this long before the server stops accepting. */
  shutdownDrainMs: number;
  logLevel: Env["LOG_LEVEL"];
  /** Where log lines go (JSON, one a line): stdout unless a test captures them. */
  logStream?: NodeJS.WritableStream;
  /** Directory of content/ (site config, businesses). */
  contentDir: string;
  /** Directory of public/ static assets. */
  publicDir: string;
  redisUrl: string | null;
  /**
   * Public write endpoints (forms): this many accepted submissions per window per client address,
   * one budget across all forms; `prefix` starts every Redis key.
   */
  publicWriteLimit: { max: number; windowMs: number; prefix: string };
  /**
   * The first staff account, made at start when there is none: from ADMIN_USERNAME and
   * ADMIN_PASSWORD, or `admin` with a random password printed once. Tests skip it unless they
   * set both (hundreds of test apps would each hash a password).
   */
  admin: { username?: string; password?: string; bootstrap: boolean };
  /**
   * The investor portals (docs/decisions/014-investor-access-and-documents.md): INVESTOR_PASSWORD
   * for businesses without their own, and whether a missing password is generated and printed at
   * start (not in tests). Their grants are signed with the gates' keys (one grant store).
   */
  investor: { password?: string; bootstrap: boolean };
  /**
   * The site gate and invitation codes (docs/decisions/013-site-gate-and-invitations.md): the
   * secrets as configured, and whether missing ones are generated and printed at start (not in
   * tests unless asked).
   */
  gates: { sessionSecret?: string; sitePassword?: string; inviteCodes?: string[]; bootstrap: boolean };
  /** Site password and invitation code attempts per client address, each endpoint its own budget. */
  gateLimit: { max: number; windowMs: number };
  /** Admin login attempts: per client address and per username. */
  loginLimit: { perAddress: { max: number; windowMs: number }; perUsername: { max: number; windowMs: number } };
  /** Assistant chat: messages per address per endpoint family, per minute and per day. */
  chatLimit: { perMinute: number; perDay: number };
  /** The OpenAI-compatible chat endpoint, or null for the embedded engine. */
  llm: { baseUrl: string; apiKey: string | null; model: string; timeoutMs: number; maxTokens: number } | null;
  /** Text to speech and speech to text (docs/configuration.md "Speech"). */
  speech: SpeechConfig;
  /** Staff e-mail for each new contact request, or null: notifications off (docs/configuration.md). */
  notify: NotifyConfig | null;
  /**
   * The bearer token of GET /metrics (METRICS_TOKEN), or null: metrics off, /metrics answers 404
   * (docs/decisions/021-metrics.md).
   */
  metricsToken: string | null;
  /** Serve the React app: "build" uses build/ output, "vite" a dev server, "none" only the API. */
  ssr: "build" | "vite" | "none";
  raw: Env;
}

/**
 * `from` null: the site's contact e-mail (content/site.json), which also gives the console's
 * address. `timeoutMs` bounds connecting, the greeting and each silence of the SMTP server.
 */
export interface NotifyConfig {
  smtpUrl: string;
  to: string;
  from: string | null;
  timeoutMs: number;
}

/** Which provider speaks, with what it needs; the remote ones give up after `timeoutMs`. */
export type TtsConfig =
  | { provider: "espeak" }
  | { provider: "elevenlabs"; baseUrl: string; apiKey: string; modelId: string; timeoutMs: number }
  | { provider: "openai"; baseUrl: string; apiKey: string | null; model: string; timeoutMs: number };

export interface SpeechConfig {
  tts: TtsConfig;
  /** Bytes of synthesized audio kept for repeated phrases (0: none). */
  cacheBytes: number;
  /**
   * Synthesize the personas' greetings into the cache after start (off in tests, where hundreds
   * of apps start and few speak; the speech tests turn it on).
   */
  prewarm: boolean;
  /** The OpenAI-compatible transcription endpoint behind POST /api/stt, or null: no transcription. */
  stt: { baseUrl: string; apiKey: string | null; model: string; timeoutMs: number } | null;
  /** Requests per address: TTS (both endpoints together) and STT, per minute and per day. */
  limits: { tts: { perMinute: number; perDay: number }; stt: { perMinute: number; perDay: number } };
}

const trimSlash = (url: string) => url.replace(/\/+$/, "");

function speechConfig(env: Env): SpeechConfig {
  const timeoutMs = env.TTS_TIMEOUT_MS;
  const tts: TtsConfig =
    env.TTS_PROVIDER === "elevenlabs"
      ? {
          provider: "elevenlabs",
          baseUrl: trimSlash(env.ELEVENLABS_BASE_URL),
          apiKey: env.ELEVENLABS_API_KEY!,
          modelId: env.ELEVENLABS_MODEL_ID,
          timeoutMs,
        }
      : env.TTS_PROVIDER === "openai"
        ? {
            provider: "openai",
            baseUrl: trimSlash(env.OPENAI_BASE_URL),
            apiKey: env.OPENAI_API_KEY ?? null,
            model: env.OPENAI_TTS_MODEL,
            timeoutMs,
          }
        : { provider: "espeak" };
  return {
    tts,
    cacheBytes: env.TTS_CACHE_MB * 1024 * 1024,
    prewarm: env.NODE_ENV !== "test",
    stt: env.STT_BASE_URL
      ? {
          baseUrl: trimSlash(env.STT_BASE_URL),
          apiKey: env.STT_API_KEY ?? null,
          model: env.STT_MODEL,
          timeoutMs: env.STT_TIMEOUT_MS,
        }
      : null,
    limits: { tts: { perMinute: 60, perDay: 600 }, stt: { perMinute: 20, perDay: 200 } },
  };
}

export class ConfigError extends Error {}

/** Treat empty strings as unset so `FOO= npm start` behaves like no FOO at all. */
function dropEmpty(source: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(source)) if (v !== undefined && v !== "") out[k] = v;
  return out;
}

export function loadConfig(
  source: NodeJS.ProcessEnv = process.env,
  overrides: Partial<Omit<AppConfig, "raw">> = {},
): AppConfig {
  const parsed = envSchema.safeParse(dropEmpty(source));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = issue.path.join(".");
    throw new ConfigError(`Invalid environment variable ${name}: ${issue.message}.`);
  }
  const env = parsed.data;
  const database = databaseOf(env.DATABASE_URL);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    database,
    trustProxy: env.TRUST_PROXY ?? false,
    shutdownDrainMs: env.SHUTDOWN_DRAIN_MS,
    redisUrl: env.REDIS_URL ?? null,
    publicWriteLimit: { max: 10, windowMs: 10 * 60_000, prefix: env.RATE_LIMIT_PREFIX },
    admin: {
      username: env.ADMIN_USERNAME,
      password: env.ADMIN_PASSWORD,
      bootstrap: env.NODE_ENV !== "test" || Boolean(env.ADMIN_USERNAME && env.ADMIN_PASSWORD),
    },
    investor: {
      password: env.INVESTOR_PASSWORD,
      bootstrap: env.NODE_ENV !== "test",
    },
    gates: {
      sessionSecret: env.SESSION_SECRET,
      sitePassword: env.SITE_PASSWORD,
      inviteCodes: env.INVITE_CODES?.split(",")
        .map((c) => c.trim())
        .filter((c) => c.length > 0),
      bootstrap: env.NODE_ENV !== "test",
    },
    gateLimit: { max: 5, windowMs: 5 * 60_000 },
    loginLimit: {
      perAddress: { max: 5, windowMs: 5 * 60_000 },
      perUsername: { max: 10, windowMs: 15 * 60_000 },
    },
    chatLimit: { perMinute: 20, perDay: 300 },
    llm: env.LLM_BASE_URL
      ? {
          baseUrl: env.LLM_BASE_URL.replace(/\/+$/, ""),
          apiKey: env.LLM_API_KEY ?? null,
          model: env.LLM_MODEL ?? "gpt-4o-mini",
          timeoutMs: env.LLM_TIMEOUT_MS,
          maxTokens: env.LLM_MAX_TOKENS,
        }
      : null,
    speech: speechConfig(env),
    notify:
      env.SMTP_URL && env.NOTIFY_EMAIL
        ? { smtpUrl: env.SMTP_URL, to: env.NOTIFY_EMAIL, from: env.NOTIFY_FROM ?? null, timeoutMs: env.SMTP_TIMEOUT_MS }
        : null,
    logLevel: env.LOG_LEVEL,
    metricsToken: env.METRICS_TOKEN ?? null,
    contentDir: "content",
    publicDir: "public",
    ssr: env.NODE_ENV === "development" ? "vite" : "build",
    raw: env,
    ...overrides,
  };
}

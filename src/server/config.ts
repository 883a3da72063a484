import { z } from "zod";

const PORT_RULE = "must be a whole number from 0 to 65535";
const port = z.coerce.number({ error: PORT_RULE }).int(PORT_RULE).min(0, PORT_RULE).max(65_535, PORT_RULE);
const flag = z
  .enum(["true", "false", "1", "0", "yes", "no", "on", "off", ""])
  .transform((v) => ["true", "1", "yes", "on"].includes(v));

/**
 * Every environment variable the app reads. Later features (gate, admin, assistant, mail) are
 * declared here already so one place documents the whole surface and a typo fails at boot.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: port.default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATABASE_URL: z.string().min(1).default("./data/site.db"),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must start with redis:// or rediss://")
    .optional(),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters (comma-separate several to rotate)").optional(),
  ADMIN_USERNAME: z.string().min(1).max(64).optional(),
  ADMIN_PASSWORD: z.string().min(12, "must be at least 12 characters").optional(),
  SITE_PASSWORD: z.string().min(8, "must be at least 8 characters").optional(),
  INVESTOR_PASSWORD: z.string().min(8, "must be at least 8 characters").optional(),
  INVITE_CODES: z.string().min(1).optional(),
  LLM_BASE_URL: z.string().url().optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).optional(),
  TTS_PROVIDER: z.enum(["espeak", "elevenlabs", "openai"]).default("espeak"),
  ELEVENLABS_API_KEY: z.string().min(1).optional(),
  OPENAI_API_KEY: z.string().min(1).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  NOTIFY_EMAIL: z.string().email().optional(),
  TRUST_PROXY: flag.default(false),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  env: Env["NODE_ENV"];
  port: number;
  host: string;
  database: { kind: "sqlite"; file: string } | { kind: "postgres"; url: string };
  trustProxy: boolean;
  logLevel: Env["LOG_LEVEL"];
  /** Directory of content/ (site config, businesses). */
  contentDir: string;
  /** Directory of public/ static assets. */
  publicDir: string;
  redisUrl: string | null;
  /** Public write endpoints (forms): this many requests per window per client address. */
  publicWriteLimit: { max: number; windowMs: number; namespace: string };
  /** Serve the React app: "build" uses build/ output, "vite" a dev server, "none" only the API. */
  ssr: "build" | "vite" | "none";
  raw: Env;
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
  const url = env.DATABASE_URL;
  const database: AppConfig["database"] = /^postgres(ql)?:\/\//.test(url)
    ? { kind: "postgres", url }
    : { kind: "sqlite", file: url.replace(/^sqlite:(\/\/)?/, "") };
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    database,
    trustProxy: env.TRUST_PROXY,
    redisUrl: env.REDIS_URL ?? null,
    publicWriteLimit: { max: 10, windowMs: 10 * 60_000, namespace: "site-rl:" },
    logLevel: env.LOG_LEVEL,
    contentDir: "content",
    publicDir: "public",
    ssr: env.NODE_ENV === "development" ? "vite" : "build",
    raw: env,
    ...overrides,
  };
}

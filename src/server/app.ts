import path from "node:path";
import compress from "@fastify/compress";
import { sql } from "kysely";
import Fastify, { type FastifyInstance, type FastifyRequest, type RouteOptions } from "fastify";
import type { ServerBuild } from "react-router";
import type { AppConfig } from "./config.ts";
import { clientErrorHandler, frameworkErrors, installErrorHandlers, logClientGoneAtInfo } from "./plugins/errors.ts";
import { registerJsonBodyParser } from "./plugins/json-body.ts";
import { registerMetrics } from "./plugins/metrics.ts";
import { createPublicAnswers } from "./plugins/cached-answers.ts";
import { createCacheFastPath, fastPathServerFactory, type CacheFastPath } from "./plugins/cache-fast-path.ts";
import { ResponseCache } from "./modules/cache/response-cache.ts";
import { createPublicWriteLimiter, createSharedCounterStore, limitPublicWrites } from "./plugins/rate-limit.ts";
import { registerSecurityHeaders, securityHeaders } from "./plugins/security.ts";
import { genReqId, registerRequestIds, requestIdMixin } from "./plugins/request-id.ts";
import { DEFAULT_BODY_LIMIT, SERVER_TIMEOUTS } from "./http-limits.ts";
import { registerSsr } from "./plugins/ssr.ts";
import { adminRoutes } from "./routes/api/admin/index.ts";
import { createLoginLimiters } from "./routes/api/admin/limits.ts";
import { investorRoutes } from "./routes/api/investor/index.ts";
import { createInvestorLimiter } from "./routes/api/investor/limits.ts";
import { gateRoutes } from "./routes/api/gates/index.ts";
import { createGateLimiters } from "./routes/api/gates/limits.ts";
import { assistantRoutes } from "./routes/api/assistant/index.ts";
import { createChatLimiters } from "./routes/api/assistant/limits.ts";
import { investorVisitOf } from "./routes/api/assistant/investor-visit.ts";
import { businessesRoutes } from "./routes/api/businesses/index.ts";
import { contactRequestsRoutes } from "./routes/api/contact-requests/index.ts";
import { registerApiFallback } from "./routes/api/fallback.ts";
import { leadsRoutes } from "./routes/api/leads/index.ts";
import { seoRoutes } from "./routes/seo/index.ts";
import { speechRoutes } from "./routes/api/speech/index.ts";
import { createSpeechLimiters } from "./routes/api/speech/limits.ts";
import { createSpeech, type Speech } from "./modules/speech/create-speech.ts";
import { createServices, type Services } from "./services.ts";
import { createReadiness, type Readiness } from "./modules/health/readiness.ts";
import { healthRoutes } from "./routes/health.ts";

declare module "fastify" {
  interface FastifyInstance {
    services: Services;
    /** Text to speech and transcription (the TTS service's counters are what tests read). */
    speech: Speech;
    /** What /readyz answers; the process entry starts draining it on SIGTERM. */
    readiness: Readiness;
  }
}

export interface AppOptions {
  /** Time source of the content-version clock (tests). */
  now?: () => number;
  /** A server build to render instead of build/ (tests). */
  ssrBuild?: ServerBuild;
  /**
   * Whether a request unlocked a business's investor portal: by default its signed grant cookie
   * (tests may answer it themselves).
   */
  investorUnlocked?: (req: FastifyRequest, slug: string) => boolean | Promise<boolean>;
  /** Told of every route as it is registered (tests take the inventory of the API with it). */
  onRoute?: (route: RouteOptions) => void;
  /** How long a request may take to arrive (tests; SERVER_TIMEOUTS otherwise). */
  requestTimeoutMs?: number;
}

/** Composes the whole application; the process entry and the tests both build it through here. */
export async function buildApp(config: AppConfig, options: AppOptions = {}): Promise<FastifyInstance> {
  const dev = config.env === "development";
  let fastPath: CacheFastPath | null = null;
  // Computed before the server exists: the answers written before routing carry them too.
  const security = securityHeaders(dev);
  const app = Fastify({
    // The HTTP server answers what the cache already holds before Fastify routes (005).
    serverFactory: fastPathServerFactory(() => fastPath, SERVER_TIMEOUTS.headersTimeout),
    logger:
      config.logLevel === "silent"
        ? false
        : dev
          ? {
              level: config.logLevel,
              hooks: { logMethod: logClientGoneAtInfo },
              mixin: requestIdMixin,
              transport: { target: "pino-pretty", options: { translateTime: "HH:MM:ss" } },
            }
          : {
              level: config.logLevel,
              hooks: { logMethod: logClientGoneAtInfo },
              mixin: requestIdMixin,
              ...(config.logStream ? { stream: config.logStream } : {}),
              redact: ["req.headers.cookie", "req.headers.authorization", "req.headers['x-session-id']"],
            },
    trustProxy: config.trustProxy,
    genReqId,
    // Each write route declares its own, smaller limit (http-limits.ts).
    bodyLimit: DEFAULT_BODY_LIMIT,
    requestTimeout: options.requestTimeoutMs ?? SERVER_TIMEOUTS.requestTimeout,
    keepAliveTimeout: SERVER_TIMEOUTS.keepAliveTimeout,
    connectionTimeout: SERVER_TIMEOUTS.connectionTimeout,
    // The fast path answers 503 in our shape while closing (cache-fast-path.ts).
    return503OnClosing: false,
    forceCloseConnections: "idle",
    frameworkErrors: frameworkErrors(security.headers),
    clientErrorHandler: clientErrorHandler(security.headers),
  });

  try {
    await compose(app, config, options, security, (fp) => (fastPath = fp));
  } catch (err) {
    // What opened before the failure (the Redis client, the database, the SSR build) is closed by
    // its onClose hook: left open, it would keep the event loop of a failed start alive.
    await app.close().catch(() => {});
    throw err;
  }
  return app;
}

/** Everything the app serves, on `app`; each part that opens something closes it onClose. */
async function compose(
  app: FastifyInstance,
  config: AppConfig,
  options: AppOptions,
  security: ReturnType<typeof securityHeaders>,
  setFastPath: (fastPath: CacheFastPath) => void,
): Promise<void> {
  if (options.onRoute) app.addHook("onRoute", options.onRoute);
  const metrics = registerMetrics(app, config);
  // What every limiter is made with (plugins/rate-limit.ts LimiterBase).
  const redis = createSharedCounterStore(app, config, metrics?.rateLimits);
  const sharedCounters = { shared: redis?.store ?? null, observer: metrics?.rateLimits };
  const services = await createServices(config, app.log, {
    now: options.now,
    loginLimits: createLoginLimiters(config, sharedCounters),
    investorLimit: createInvestorLimiter(config, sharedCounters),
    gateLimits: createGateLimiters(config, sharedCounters),
    assistantObserver: metrics?.assistant,
  });
  app.decorate("services", services);
  // Public answers (API and pages) made once per content version: docs/decisions/005-page-cache.md.
  const cache = new ResponseCache(services.contentVersion);
  const answers = createPublicAnswers(cache);
  app.addHook("onClose", async () => services.close());
  const speech = createSpeech(config.speech, services.assistant.personas, app.log, metrics?.speech);
  app.decorate("speech", speech);
  app.addHook("onClose", async () => speech.tts.close());
  if (config.speech.prewarm) {
    // The greetings are synthesized once the app is ready, never holding up or failing the start.
    app.addHook("onReady", async () => {
      void speech.tts.prewarm();
    });
  }

  registerRequestIds(app);
  installErrorHandlers(app);
  registerJsonBodyParser(app);
  registerSecurityHeaders(app, security);
  const fastPath = createCacheFastPath({ cache, securityHeaders: security.headers, csp: security.csp, log: app.log });
  setFastPath(fastPath);
  app.addHook("preClose", (done) => {
    fastPath.close();
    done();
  });
  const publicWriteLimiter = createPublicWriteLimiter(config, sharedCounters);
  await app.register(compress, { global: true, threshold: 1024, encodings: ["br", "gzip"] });

  const readiness = createReadiness({
    database: () => sql`select 1`.execute(services.db.db),
    redis: redis?.ping ?? null,
  });
  app.decorate("readiness", readiness);
  await app.register(healthRoutes, { readiness });

  await app.register(
    async (api) => {
      registerApiFallback(api);
      await api.register(adminRoutes, {
        prefix: "/admin",
        admin: services.admin,
        invitations: services.gates.invitations,
        investors: services.investor.console,
      });
      await api.register(gateRoutes, { gates: services.gates });
      await api.register(businessesRoutes, { prefix: "/businesses", businesses: services.businesses, answers });
      await api.register(assistantRoutes, {
        assistant: services.assistant,
        limiters: createChatLimiters(config, sharedCounters),
        investorVisit: investorVisitOf(services.investor.visits, options.investorUnlocked),
      });
      await api.register(investorRoutes, {
        access: services.investor.access,
        visits: services.investor.visits,
      });
      await api.register(speechRoutes, {
        tts: speech.tts,
        stt: speech.stt,
        aurora: services.assistant.personas.aurora,
        limiters: createSpeechLimiters(config, sharedCounters),
      });
      // The public forms: one rate-limit budget per address across all of them.
      await api.register(async (forms) => {
        limitPublicWrites(forms, publicWriteLimiter);
        await forms.register(contactRequestsRoutes, { prefix: "/contact-requests", service: services.contactRequests });
        await forms.register(leadsRoutes, { prefix: "/leads", service: services.leads });
      });
    },
    { prefix: "/api" },
  );

  await app.register(seoRoutes, { services: services.forLoaders });

  if (config.ssr !== "none") {
    const closeSsr = await registerSsr(app, {
      mode: config.ssr,
      services: services.forLoaders,
      buildDir: path.resolve("build"),
      cache,
      build: options.ssrBuild,
    });
    app.addHook("onClose", closeSsr);
  }
}

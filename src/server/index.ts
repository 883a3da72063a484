import { buildApp } from "./app.ts";
import { loadConfig, type AppConfig } from "./config.ts";
import { misspeltVariables } from "./config-typos.ts";
import { startupFailure } from "./startup-errors.ts";

/** Known once the environment is valid; the start-up failure sentences name its values. */
let config: AppConfig | undefined;

async function main(): Promise<void> {
  // First of all: DATABSE_URL=postgres://… would otherwise start quietly on SQLite, and SMTP_ULR
  // would end in a sentence about SMTP_URL missing.
  for (const warning of misspeltVariables(process.env)) console.warn(warning);
  const loaded = loadConfig();
  config = loaded;

  const app = await buildApp(loaded);
  let closing = false;
  let closeStarted = false;
  const close = (signal: string) => {
    if (closeStarted) return;
    closeStarted = true;
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    // Fastify stops accepting, waits for in-flight requests, then runs onClose hooks (DB close).
    const timer = setTimeout(() => {
      app.log.error("shutdown took longer than 10 s; exiting");
      process.exit(1);
    }, 10_000);
    timer.unref();
    // Connections idle at close time are dropped by Fastify; a keep-alive connection whose
    // response finishes later would hold close() open until its keep-alive timeout, so keep
    // sweeping idle connections while in-flight requests drain.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
    sweep.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, "error during shutdown");
        process.exit(1);
      },
    );
  };
  // SIGTERM is how a balancer or orchestrator stops an instance: /readyz answers 503 first, for
  // SHUTDOWN_DRAIN_MS, while requests are still served, so no new one is sent here when the server
  // stops accepting. Ctrl-C (SIGINT) at a terminal stops at once.
  const shutdown = (signal: "SIGTERM" | "SIGINT") => {
    // Ctrl-C while draining stops at once.
    if (closing) {
      if (signal === "SIGINT") close(signal);
      return;
    }
    closing = true;
    if (signal === "SIGINT" || loaded.shutdownDrainMs === 0) return close(signal);
    app.readiness.startDraining();
    app.log.info({ signal, drainMs: loaded.shutdownDrainMs }, "draining: /readyz answers 503 before the server closes");
    setTimeout(() => close(signal), loaded.shutdownDrainMs);
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));

  await app.listen({ port: loaded.port, host: loaded.host });
}

main().catch((err: unknown) => {
  console.error(startupFailure(err, config));
  process.exit(1);
});

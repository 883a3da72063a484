import { collectDefaultMetrics, Registry } from "prom-client";

let processRegistry: Registry | undefined;

/**
 * The process's own metrics (CPU, memory, heap, event-loop lag, GC, handles), in a registry of
 * their own made once per process: they describe the process, not an app, and prom-client's
 * collectors (an event-loop delay monitor, a GC observer) can never be stopped, so one set per
 * app would pile up in a test process that builds hundreds of apps.
 */
export function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

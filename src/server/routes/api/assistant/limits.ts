import type { FastifyInstance } from "fastify";
import type { AppConfig } from "../../../config.ts";
import type { CounterStore } from "../../../modules/rate-limit/counter-store.ts";
import { createLimiter } from "../../../plugins/rate-limit.ts";
import type { ChatFamily } from "./index.ts";

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** Per address and endpoint family: `chatLimit.perMinute` a minute and `chatLimit.perDay` a day. */
export function createChatLimiters(app: FastifyInstance, config: AppConfig, shared: CounterStore | null) {
  const families: ChatFamily[] = ["aurora", "sales", "twin", "investor"];
  const prefix = `${config.publicWriteLimit.prefix}chat:`;
  return Object.fromEntries(
    families.map((f) => [
      f,
      {
        minute: createLimiter(
          app,
          shared,
          { max: config.chatLimit.perMinute, windowMs: MINUTE_MS },
          `${prefix}${f}:m:`,
        ),
        day: createLimiter(app, shared, { max: config.chatLimit.perDay, windowMs: DAY_MS }, `${prefix}${f}:d:`),
      },
    ]),
  ) as Record<ChatFamily, { minute: ReturnType<typeof createLimiter>; day: ReturnType<typeof createLimiter> }>;
}

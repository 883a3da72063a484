import type { AppConfig } from "../../../config.ts";
import type { CounterStore } from "../../../modules/rate-limit/counter-store.ts";
import { createMinuteAndDayLimiter, type MinuteAndDayLimiter } from "../../../plugins/rate-limit.ts";
import type { ChatFamily } from "./index.ts";

/** Per address and endpoint family: `chatLimit.perMinute` a minute and `chatLimit.perDay` a day. */
export function createChatLimiters(
  config: AppConfig,
  shared: CounterStore | null,
): Record<ChatFamily, MinuteAndDayLimiter> {
  const families: ChatFamily[] = ["aurora", "sales", "twin", "investor"];
  const prefix = `${config.publicWriteLimit.prefix}chat:`;
  return Object.fromEntries(
    families.map((f) => [f, createMinuteAndDayLimiter(shared, config.chatLimit, `${prefix}${f}:`)]),
  ) as Record<ChatFamily, MinuteAndDayLimiter>;
}

import type { AppConfig } from "../../../config.ts";
import { createMinuteAndDayLimiter, type LimiterBase, type MinuteAndDayLimiter } from "../../../plugins/rate-limit.ts";
import type { ChatFamily } from "./index.ts";

/** Per address and endpoint family: `chatLimit.perMinute` a minute and `chatLimit.perDay` a day. */
export function createChatLimiters(config: AppConfig, base: LimiterBase): Record<ChatFamily, MinuteAndDayLimiter> {
  const families: ChatFamily[] = ["aurora", "sales", "twin", "investor"];
  const prefix = `${config.publicWriteLimit.prefix}chat:`;
  return Object.fromEntries(
    families.map((f) => [f, createMinuteAndDayLimiter(base, config.chatLimit, `${prefix}${f}:`, `chat:${f}`)]),
  ) as Record<ChatFamily, MinuteAndDayLimiter>;
}

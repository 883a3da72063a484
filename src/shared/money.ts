import { formatCount, formatTwoDecimals } from "./number-format.ts";

/** $2,500 / $1.50 / $0.25: whole dollars without cents, others with two decimals. */
export function formatUsd(amount: number): string {
  return `$${Number.isInteger(amount) ? formatCount(amount) : formatTwoDecimals(amount)}`;
}

export function formatMonthly(m: { from: number; to: number }): string {
  return m.from === m.to ? formatUsd(m.from) : `${formatUsd(m.from)}–${formatUsd(m.to)}`;
}

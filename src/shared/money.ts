/** $2,500 / $1.50 / $0.25: whole dollars without cents, others with two decimals. */
export function formatUsd(amount: number): string {
  const whole = Number.isInteger(amount);
  return `$${amount.toLocaleString("en-US", { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 })}`;
}

export function formatMonthly(m: { from: number; to: number }): string {
  return m.from === m.to ? formatUsd(m.from) : `${formatUsd(m.from)}–${formatUsd(m.to)}`;
}

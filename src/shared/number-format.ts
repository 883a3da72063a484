/*
 * Numbers as en-US prints them ("1,234"), written out instead of Intl or toLocaleString: a
 * browser's first Intl call loads its locale data, about 60 ms of main thread on a fast machine
 * and four times that on the phone Lighthouse models, and public pages format prices while they
 * hydrate (decision 025). Server and browser print the same, whatever their ICU data.
 */

function grouped(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** 1234567 -> "1,234,567"; rounded to a whole number. */
export function formatCount(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const whole = Math.round(Math.abs(n));
  return `${n < 0 && whole !== 0 ? "-" : ""}${grouped(String(whole))}`;
}

/**
 * 1234.5 -> "1,234.50": two decimals, half away from zero on the decimal digits written (1.005
 * -> "1.01", as Intl rounds, where toFixed would see 1.00499… and print "1.00").
 */
export function formatTwoDecimals(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const abs = Math.abs(n);
  const text = String(abs);
  const cents = text.includes("e") ? Math.round(abs * 100) : Math.round(Number(`${text}e2`));
  const units = Math.floor(cents / 100);
  const rest = String(cents % 100).padStart(2, "0");
  return `${n < 0 && cents !== 0 ? "-" : ""}${grouped(String(units))}.${rest}`;
}

/*
 * "At $29/mo how many shops to hit $1M ARR?", "how many subs for $2M a year", "and for 5M?": the
 * customers a revenue target takes at a price, worked out in one line. The price is the visitor's
 * own ("at $29/mo", "say $500/mo") or the documents'; the target is always the visitor's.
 */

export interface RevenueTarget {
  /** The sentence, every figure in it the visitor's or worked out from theirs and the documents'. */
  text: string;
  /** Whether the price came from the documents (then the reply cites them). */
  priceFromDocs: boolean;
}

const SCALE: Record<string, number> = { k: 1e3, thousand: 1e3, m: 1e6, mm: 1e6, mil: 1e6, million: 1e6 };

/** "$1M", "2 million", "5M", "$500/mo": an amount, its scale as written, and whether it is a monthly price. */
const AMOUNT =
  /(\$)?\s?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(k|m|mm|mil|million|thousand)?\b(\s*(?:\/\s*|per\s+|a\s+)(?:mo|month)\b)?/gi;

interface Amount {
  value: number;
  written: string;
  perMonth: boolean;
  at: number;
}

function amounts(text: string): Amount[] {
  const out: Amount[] = [];
  // "do a million a year": a written "a" or "one" before the scale is the number 1.
  const spelled = text.replace(/\b(?:a|one)\s+(million|mil|thousand)\b/gi, "1 $1");
  for (const m of spelled.matchAll(AMOUNT)) {
    const dollar = Boolean(m[1]);
    const scale = m[3]?.toLowerCase();
    // A bare "12" or "3" is a count or a year, not money.
    if (!dollar && !scale) continue;
    const value = Number(m[2]!.replace(/,/g, "")) * (scale ? SCALE[scale]! : 1);
    const written = `$${m[2]}${scale ? (scale.length <= 2 ? scale.toUpperCase() : ` ${scale}`) : ""}`;
    out.push({ value, written, perMonth: Boolean(m[4]), at: m.index });
  }
  return out;
}

// ("how many paying subscribers": the noun after the word that only qualifies it.)
const HOW_MANY = /\bhow many\s+(?:(?:paying|paid|active|new|more|monthly|total|actual)\s+)?([a-z]+)/i;
const ASKS_TARGET =
  /\b(arr|mrr|revenue|a year|per year|\/\s?yr|annual\w*|a month|per month|monthly|run rate|to hit|to reach|to get to|for)\b/i;

/** The customer word to count in: the visitor's own ("shops", "venues"), "subs" said in full. */
function noun(question: string): string {
  const w = HOW_MANY.exec(question)?.[1]?.toLowerCase();
  if (!w || /^(subs?|people|users?)$/.test(w)) return w === "users" || w === "user" ? "users" : "subscribers";
  return w.endsWith("s") ? w : `${w}s`;
}

const money = (n: number) => `$${n.toLocaleString("en-US", { maximumFractionDigits: 2 })}`;

/**
 * The worked answer, or null when the message asks no such thing. `lastAsked` carries a follow-up
 * ("and for 5M?") on the previous question's price and unit; `docsPrice` is the documents' monthly
 * price when they state one.
 */
export function revenueTarget(message: string, lastAsked: string, docsPrice: number | null): RevenueTarget | null {
  const followUp =
    !HOW_MANY.test(message) && HOW_MANY.test(lastAsked) && /^\s*(and|what about|how about|ok|so)?\b/i.test(message);
  const question = followUp ? lastAsked : message;
  if (!HOW_MANY.test(question) || !ASKS_TARGET.test(question)) return null;
  const now = amounts(message);
  const before = followUp ? amounts(lastAsked) : [];
  const price = now.find((a) => a.perMonth) ?? before.find((a) => a.perMonth);
  const targets = now.filter((a) => !a.perMonth);
  if (targets.length === 0) return null;
  const target = targets.reduce((a, b) => (b.value > a.value ? b : a));
  const each = price?.value ?? docsPrice;
  if (!each || each <= 0 || target.value <= each) return null;
  // "$100k MRR", "$50k a month": a monthly target; otherwise a year's revenue.
  const after = message.slice(target.at, target.at + target.written.length + 16).toLowerCase();
  const monthly =
    /\b(mrr|a month|per month|monthly|\/\s?mo)\b/.test(after) ||
    (!/\b(arr|year|yr|annual)/i.test(question) && /\bmrr\b/i.test(question));
  const perCustomer = monthly ? each : each * 12;
  const needed = Math.round(target.value / perCustomer);
  const who = noun(question);
  const priceText = price ? `At ${money(each)} a month` : `At the documents' ${money(each)} a month`;
  const one = who.replace(/s$/, "");
  const yearly = monthly
    ? ""
    : `each ${one} brings in ${money(perCustomer)} a year (${money(each)} × 12 = ${money(perCustomer)}), so `;
  return {
    text: `${priceText}, ${yearly}${target.written} of ${monthly ? "monthly" : "annual"} revenue takes about ${needed.toLocaleString("en-US")} paying ${who} (${target.written} ÷ ${money(perCustomer)} ≈ ${needed.toLocaleString("en-US")}).`,
    priceFromDocs: !price,
  };
}

/** "10k subs", "5,000 users", "2 thousand shops": a count of customers, and the word for them. */
const MONEY_WORDS = /^(bucks|dollars|euros|pounds|quid|cents|grand|usd)$/i;

const COUNT =
  /\b(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(k|thousand|m|million)?\s+(?:paying\s+|paid\s+|active\s+)?([a-z]{3,}s)\b(?=[^.?!]*\b(arr|mrr|revenue|run rate|a year|per year|annual\w*|a month|per month|each month|monthly|make|bring in|earn|gross|pay|paying)\b)/i;

/**
 * "if they get 10k subs whats the ARR", "revenue at 5,000 users?": the revenue a count of customers
 * brings at a price (the visitor's, else the documents'), worked out in one line; null otherwise.
 */
export function revenueAtCount(message: string, docsPrice: number | null): RevenueTarget | null {
  if (
    !/\b(arr|mrr|revenue|run rate|a year|per year|annual\w*|a month|per month|each month|monthly|make|bring in|earn|gross)\b/i.test(
      message,
    )
  )
    return null;
  if (HOW_MANY.test(message)) return null;
  const c = COUNT.exec(message);
  // "5 bucks a month" is a price, not five customers.
  if (c && MONEY_WORDS.test(c[3]!)) return null;
  // ("stays on the cheapest plan for 2 years": a stretch of time, not two customers.)
  if (c && /^(years|yrs|months|mos|weeks|days|hours|minutes|times)$/i.test(c[3]!)) return null;
  if (!c) return null;
  const scale = c[2] ? SCALE[c[2].toLowerCase()]! : 1;
  const count = Math.round(Number(c[1]!.replace(/,/g, "")) * scale);
  if (!Number.isFinite(count) || count < 1) return null;
  const price = amounts(message).find((a) => a.perMonth);
  const each = price?.value ?? docsPrice;
  if (!each || each <= 0) return null;
  const who = /^subs?$/i.test(c[3]!) ? "subscribers" : c[3]!.toLowerCase();
  // "$15/mo" is the price, not a question about the month.
  const asked = message.replace(/\$?\d[\d,.]*\s*(?:\/\s?mo\w*|(?:a|per|each) month|monthly)/gi, " ");
  const askedMonth = /\bmrr\b|\b(a|per|each|every) month\b|\bmonthly\b|\/\s?mo\b/i.test(asked);
  const askedYear = /\barr\b|\bannual|\b(a|per|each|every) year\b|\byearly\b/i.test(message);
  const monthly = askedMonth && !askedYear;
  const n = count.toLocaleString("en-US");
  // "what would that be per month and per year": both, the year from the month.
  if (askedMonth && askedYear) {
    const month = count * each;
    return {
      text: `${price ? `At ${money(each)} a month` : `At the documents' ${money(each)} a month`}, ${n} ${who} bring in ${money(month)} a month (${n} × ${money(each)} = ${money(month)}) and ${money(month * 12)} a year (${money(month)} × 12 = ${money(month * 12)}), before any costs.`,
      priceFromDocs: !price,
    };
  }
  const total = monthly ? count * each : count * each * 12;
  const priceText = price ? `At ${money(each)} a month` : `At the documents' ${money(each)} a month`;
  return {
    text: monthly
      ? `${priceText}, ${n} ${who} bring in ${money(total)} a month (${n} × ${money(each)} = ${money(total)}), before any costs.`
      : `${priceText}, ${n} ${who} bring in ${money(total)} a year in ARR (${n} × ${money(each)} × 12 = ${money(total)}), before any costs.`,
    priceFromDocs: !price,
  };
}

/**
 * "cac payback on the cheapest plan if cac is $150": the months one customer's price takes to repay
 * the visitor's acquisition cost, before the cost of serving them; null without both figures.
 */
export function paybackAtCac(message: string, docsPrice: number | null): RevenueTarget | null {
  if (!/\bpayback|pay back|pays back|paid back\b/i.test(message)) return null;
  const cac =
    /\bcac\b[^$\d]{0,12}\$?\s?(\d{1,5}(?:\.\d{1,2})?)/i.exec(message) ??
    /\$\s?(\d{1,5}(?:\.\d{1,2})?)\s*(?:cac|to acquire|acquisition)/i.exec(message);
  if (!cac) return null;
  const cost = Number(cac[1]);
  const price = amounts(message).find((a) => a.perMonth);
  const each = price?.value ?? docsPrice;
  if (!each || each <= 0 || !Number.isFinite(cost) || cost <= 0) return null;
  const months = Math.round((cost / each) * 10) / 10;
  const priceText = price ? `At ${money(each)} a month` : `At ${money(each)} a month, the plan price the site gives,`;
  return {
    text: `${priceText} a ${money(cost)} CAC pays back in about ${months} months (${money(cost)} ÷ ${money(each)} ≈ ${months}), before the cost of serving the customer.`,
    priceFromDocs: !price,
  };
}

/**
 * Column counts for card grids whose last row never holds a single card next to empty cells
 * (five cards in rows of two leave one alone; in rows of three they read as three and two).
 */
export function balancedColumns(count: number, max: number): number {
  if (count <= max) return Math.max(count, 1);
  // Full rows first, the widest that fits.
  for (let c = max; c >= 2; c--) if (count % c === 0) return c;
  // Then any width whose last row has at least two cards.
  for (let c = max; c >= 2; c--) if (count % c !== 1) return c;
  // One column wider than asked is better than a lone card (5 cards at "2" become 3 + 2).
  if (count % (max + 1) !== 1) return max + 1;
  return 1;
}

type Breakpoint = "sm" | "md" | "lg" | "xl";

// Literal class names, so Tailwind's scanner finds every one it may need.
const CLASSES: Record<Breakpoint, readonly string[]> = {
  sm: ["", "sm:grid-cols-1", "sm:grid-cols-2", "sm:grid-cols-3", "sm:grid-cols-4", "sm:grid-cols-5", "sm:grid-cols-6"],
  md: ["", "md:grid-cols-1", "md:grid-cols-2", "md:grid-cols-3", "md:grid-cols-4", "md:grid-cols-5", "md:grid-cols-6"],
  lg: ["", "lg:grid-cols-1", "lg:grid-cols-2", "lg:grid-cols-3", "lg:grid-cols-4", "lg:grid-cols-5", "lg:grid-cols-6"],
  xl: ["", "xl:grid-cols-1", "xl:grid-cols-2", "xl:grid-cols-3", "xl:grid-cols-4", "xl:grid-cols-5", "xl:grid-cols-6"],
};

/**
 * `grid` classes for `count` cards: one column on phones, then at each given breakpoint at most
 * the given number of columns, lowered or raised by one so that rows balance.
 */
export function balancedGridClass(count: number, widest: Partial<Record<Breakpoint, number>>): string {
  const classes = ["grid", "grid-cols-1"];
  for (const bp of ["sm", "md", "lg", "xl"] as const) {
    const max = widest[bp];
    if (max === undefined) continue;
    const cols = Math.min(balancedColumns(count, max), 6);
    classes.push(CLASSES[bp][cols]!);
  }
  return classes.join(" ");
}

// Twelve-track grids and spans per breakpoint, literal for Tailwind's scanner.
const TRACKS: Record<Breakpoint, readonly string[]> = {
  sm: [
    "",
    "sm:grid-cols-1",
    "sm:grid-cols-2",
    "sm:grid-cols-3",
    "sm:grid-cols-4",
    "sm:grid-cols-5",
    "sm:grid-cols-6",
    "",
    "",
    "",
    "",
    "",
    "sm:grid-cols-12",
  ],
  md: [
    "",
    "md:grid-cols-1",
    "md:grid-cols-2",
    "md:grid-cols-3",
    "md:grid-cols-4",
    "md:grid-cols-5",
    "md:grid-cols-6",
    "",
    "",
    "",
    "",
    "",
    "md:grid-cols-12",
  ],
  lg: [
    "",
    "lg:grid-cols-1",
    "lg:grid-cols-2",
    "lg:grid-cols-3",
    "lg:grid-cols-4",
    "lg:grid-cols-5",
    "lg:grid-cols-6",
    "",
    "",
    "",
    "",
    "",
    "lg:grid-cols-12",
  ],
  xl: [
    "",
    "xl:grid-cols-1",
    "xl:grid-cols-2",
    "xl:grid-cols-3",
    "xl:grid-cols-4",
    "xl:grid-cols-5",
    "xl:grid-cols-6",
    "",
    "",
    "",
    "",
    "",
    "xl:grid-cols-12",
  ],
};
const SPANS: Record<Breakpoint, readonly string[]> = {
  sm: ["", "sm:col-span-1", "sm:col-span-2", "sm:col-span-3", "sm:col-span-4", "sm:col-span-5", "sm:col-span-6"],
  md: ["", "md:col-span-1", "md:col-span-2", "md:col-span-3", "md:col-span-4", "md:col-span-5", "md:col-span-6"],
  lg: ["", "lg:col-span-1", "lg:col-span-2", "lg:col-span-3", "lg:col-span-4", "lg:col-span-5", "lg:col-span-6"],
  xl: ["", "xl:col-span-1", "xl:col-span-2", "xl:col-span-3", "xl:col-span-4", "xl:col-span-5", "xl:col-span-6"],
};

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * A grid whose every row is full: `count` cards in rows of at most the given number of columns,
 * the last row's cards widened to fill it (five in rows of three: three cards of a third, then two
 * of a half). `item(i)` gives card i's span classes.
 */
export function filledRowsGrid(
  count: number,
  widest: Partial<Record<Breakpoint, number>>,
): { className: string; item: (i: number) => string } {
  const container = ["grid", "grid-cols-1"];
  const items: string[][] = Array.from({ length: count }, () => []);
  let spanned = false;
  for (const bp of ["sm", "md", "lg", "xl"] as const) {
    const max = widest[bp];
    if (max === undefined) continue;
    let cols = Math.max(1, Math.min(max, count, 6));
    let last = count % cols;
    let tracks = last === 0 ? cols : (cols * last) / gcd(cols, last);
    // Twelve tracks at most (Tailwind's scale): otherwise the balanced column count, unwidened.
    if (tracks > 6 && tracks !== 12) {
      cols = Math.min(balancedColumns(count, max), 6);
      last = 0;
      tracks = cols;
    }
    container.push(TRACKS[bp][tracks]!);
    if (last === 0 && tracks === cols) {
      if (spanned) for (const it of items) it.push(SPANS[bp][1]!);
      continue;
    }
    spanned = true;
    const fullRows = count - last;
    items.forEach((it, i) => it.push(SPANS[bp][i < fullRows ? tracks / cols : tracks / last]!));
  }
  return { className: container.join(" "), item: (i) => items[i]?.join(" ") ?? "" };
}

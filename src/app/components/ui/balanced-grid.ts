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

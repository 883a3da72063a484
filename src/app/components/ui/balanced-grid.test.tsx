import { describe, expect, it } from "vitest";
import { balancedColumns, balancedGridClass } from "./balanced-grid.ts";

/** Cards on the last row for `count` cards in `cols` columns. */
const lastRow = (count: number, cols: number) => count % cols || cols;

describe("balancedColumns", () => {
  it("never leaves one card alone on a last row below a fuller one", () => {
    for (let count = 1; count <= 24; count++) {
      for (let max = 1; max <= 5; max++) {
        const cols = balancedColumns(count, max);
        if (count > cols && cols > 1) expect(lastRow(count, cols), `${count} cards, max ${max}`).toBeGreaterThan(1);
      }
    }
  });

  it("lays out the five 'why it works' cards and the five steps as three and two, not two, two and one", () => {
    expect(balancedColumns(5, 2)).toBe(3);
    expect(balancedColumns(5, 3)).toBe(3);
    expect(balancedColumns(5, 5)).toBe(5);
  });

  it("keeps a short set on one row and prefers full rows", () => {
    expect(balancedColumns(3, 3)).toBe(3);
    expect(balancedColumns(3, 2)).toBe(3);
    expect(balancedColumns(4, 3)).toBe(2);
    expect(balancedColumns(6, 3)).toBe(3);
    expect(balancedColumns(7, 3)).toBe(4);
    expect(balancedColumns(2, 3)).toBe(2);
  });
});

describe("balancedGridClass", () => {
  it("starts with one column and names each breakpoint's count", () => {
    expect(balancedGridClass(5, { sm: 2, lg: 3 })).toBe("grid grid-cols-1 sm:grid-cols-3 lg:grid-cols-3");
    expect(balancedGridClass(4, { sm: 2, xl: 4 })).toBe("grid grid-cols-1 sm:grid-cols-2 xl:grid-cols-4");
  });
});

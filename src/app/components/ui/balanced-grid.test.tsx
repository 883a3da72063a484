import { describe, expect, it } from "vitest";
import { balancedColumns, balancedGridClass, filledRowsGrid } from "./balanced-grid.ts";

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

describe("filledRowsGrid", () => {
  it("lays out five steps as three and two at md, the two widened to fill the row, and five across at xl", () => {
    const g = filledRowsGrid(5, { md: 3, xl: 5 });
    expect(g.className).toBe("grid grid-cols-1 md:grid-cols-6 xl:grid-cols-5");
    expect([0, 1, 2, 3, 4].map(g.item)).toEqual([
      "md:col-span-2 xl:col-span-1",
      "md:col-span-2 xl:col-span-1",
      "md:col-span-2 xl:col-span-1",
      "md:col-span-3 xl:col-span-1",
      "md:col-span-3 xl:col-span-1",
    ]);
  });

  it("fills every row for any count: the spans of each row add up to the tracks", () => {
    const classes = /(sm|md|lg|xl):grid-cols-(\d+)/g;
    for (let count = 1; count <= 12; count++) {
      for (const max of [2, 3, 4]) {
        const g = filledRowsGrid(count, { md: max });
        const tracks = Number([...g.className.matchAll(classes)][0]![2]);
        const spans = Array.from({ length: count }, (_, i) => Number(/md:col-span-(\d+)/.exec(g.item(i))?.[1] ?? 1));
        let row = 0;
        for (const span of spans) row = (row + span) % tracks;
        expect(row, `${count} cards, at most ${max} a row`).toBe(0);
      }
    }
  });

  it("needs no spans when the rows are full", () => {
    const g = filledRowsGrid(6, { sm: 2, lg: 3 });
    expect(g.className).toBe("grid grid-cols-1 sm:grid-cols-2 lg:grid-cols-3");
    expect(g.item(5)).toBe("");
  });
});

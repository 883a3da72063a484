import { stringify } from "csv-stringify/sync";

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, and the tab or carriage return some
 * read as one) is prefixed with an apostrophe: an exported name like `=HYPERLINK(...)` stays text.
 */
export function neutralise(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? "" : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** CSV lines (RFC 4180, CRLF) for rows of cells, every cell neutralised. */
export function csvLines(rows: (string | number | null | undefined)[][]): string {
  return stringify(
    rows.map((r) => r.map(neutralise)),
    { record_delimiter: "windows", quoted_match: /[\s,"]/ },
  );
}

/** Excel reads UTF-8 CSV correctly only with a byte-order mark in front. */
export const UTF8_BOM = "\uFEFF";

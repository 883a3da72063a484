import { createContext, useContext } from "react";

/*
 * The console's tables: a real table (caption, column headers) from the breakpoint up, and below
 * it the same markup laid out as stacked cards, each cell with its column's name beside it. The
 * elements' own semantics carry the table (no role attributes on table, tr, th, td: the HTML
 * validator rejects them as redundant, and current browsers keep a table's roles whatever its CSS).
 */

type Breakpoint = "md" | "lg";

const STYLES = {
  md: {
    wrap: "md:rounded-card md:border md:border-gray-200 md:bg-white md:px-2 md:shadow-card",
    table: "max-md:block",
    thead: "max-md:sr-only",
    tbody: "max-md:grid max-md:gap-3",
    tr: "max-md:grid max-md:gap-2 max-md:rounded-card max-md:border max-md:border-gray-200 max-md:bg-white max-md:p-4 max-md:shadow-card md:border-t md:border-gray-200",
    /** Table cells hold text on one line's height; controls that are taller sit up into the padding. */
    actions: "md:-my-3",
    td: "max-md:grid max-md:grid-cols-[6.5rem_minmax(0,1fr)] max-md:gap-3 md:px-4 md:py-3",
    th: "md:px-4 md:py-3",
    label: "md:hidden",
  },
  lg: {
    wrap: "lg:rounded-card lg:border lg:border-gray-200 lg:bg-white lg:px-2 lg:shadow-card",
    table: "max-lg:block",
    thead: "max-lg:sr-only",
    tbody: "max-lg:grid max-lg:gap-3",
    tr: "max-lg:grid max-lg:gap-2 max-lg:rounded-card max-lg:border max-lg:border-gray-200 max-lg:bg-white max-lg:p-4 max-lg:shadow-card lg:border-t lg:border-gray-200",
    actions: "lg:-my-3",
    td: "max-lg:grid max-lg:grid-cols-[6.5rem_minmax(0,1fr)] max-lg:gap-3 lg:px-4 lg:py-3",
    th: "lg:px-4 lg:py-3",
    label: "lg:hidden",
  },
} satisfies Record<Breakpoint, Record<string, string>>;

const Styles = createContext(STYLES.lg);

interface TableProps {
  caption: string;
  columns: { label: string; className?: string }[];
  breakpoint?: Breakpoint;
  busy?: boolean;
  children: React.ReactNode;
}

export function DataTable({ caption, columns, breakpoint = "lg", busy, children }: TableProps) {
  const s = STYLES[breakpoint];
  return (
    <Styles.Provider value={s}>
      <div className={s.wrap}>
        <table
          aria-busy={busy || undefined}
          className={`w-full border-collapse text-left text-sm transition-opacity ${busy ? "opacity-60" : ""} ${s.table}`}
        >
          <caption className="sr-only">{caption}</caption>
          <thead className={s.thead}>
            <tr>
              {columns.map((c) => (
                <th
                  key={c.label}
                  scope="col"
                  className={`text-xs font-semibold tracking-wide text-gray-600 uppercase ${s.th} ${c.className ?? ""}`}
                >
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={s.tbody}>{children}</tbody>
        </table>
      </div>
    </Styles.Provider>
  );
}

interface RowProps extends React.HTMLAttributes<HTMLTableRowElement> {
  children: React.ReactNode;
}

export function Row({ className = "", children, ...rest }: RowProps) {
  const s = useContext(Styles);
  return (
    <tr className={`align-top ${s.tr} ${className}`} {...rest}>
      {children}
    </tr>
  );
}

interface CellProps {
  /** The column's name, shown beside the value when the row is a card. */
  label: string;
  className?: string;
  /** Buttons or a dropdown (44 px tall): lined up with the first line of text in the row. */
  controls?: boolean;
  children: React.ReactNode;
}

export function Cell({ label, className = "", controls, children }: CellProps) {
  const s = useContext(Styles);
  return (
    <td className={`min-w-0 ${s.td} ${className}`}>
      <span
        aria-hidden="true"
        className={`text-xs font-semibold tracking-wide text-gray-600 uppercase ${controls ? "self-center" : ""} ${s.label}`}
      >
        {label}
      </span>
      <div className={`min-w-0 break-words ${controls ? s.actions : ""}`}>{children}</div>
    </td>
  );
}

/** What a list shows instead of rows: loading, empty, or failed. */
export function ListState({
  kind = "info",
  children,
}: {
  kind?: "info" | "loading" | "error";
  children: React.ReactNode;
}) {
  return (
    <div
      role={kind === "error" ? "alert" : "status"}
      className={`rounded-card border px-6 py-10 text-center ${
        kind === "error" ? "border-red-200 bg-red-50 text-red-800" : "border-gray-200 bg-white text-gray-600"
      }`}
    >
      {children}
    </div>
  );
}

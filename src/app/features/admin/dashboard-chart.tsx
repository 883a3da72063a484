import { formatDay } from "./format.ts";

/** One series of the dashboard: a value per calendar day, oldest first. */
export interface DaySeries {
  day: string;
  value: number;
}

const WIDTH = 300;
const HEIGHT = 100;
/** Room above the tallest bar, so it never touches the card's edge. */
const HEADROOM = 8;

interface Props {
  /** "Leads", "Contact requests", "Conversations": the card's title and the table's column. */
  title: string;
  series: DaySeries[];
  /** Bar colour (a fill utility from the theme). */
  tone: string;
}

/**
 * A day-by-day bar chart drawn in SVG, and the same numbers as a table behind a toggle. The
 * drawing is decorative to assistive technology; the summary line and the table carry the facts.
 */
export function DailyChart({ title, series, tone }: Props) {
  const total = series.reduce((a, d) => a + d.value, 0);
  const max = Math.max(1, ...series.map((d) => d.value));
  const peak = series.reduce<DaySeries | null>(
    (best, d) => (d.value > 0 && d.value >= (best?.value ?? 0) ? d : best),
    null,
  );
  const slot = WIDTH / Math.max(1, series.length);
  const first = series[0]?.day;
  const last = series[series.length - 1]?.day;
  const range = first && last ? `${formatDay(first)} – ${formatDay(last)}` : "";
  return (
    <figure className="grid min-w-0 content-start gap-3 rounded-card border border-gray-200 bg-white p-5 shadow-card">
      <figcaption className="grid gap-1">
        <span className="text-sm font-medium text-gray-600">{title}</span>
        <span className="text-3xl font-bold tracking-tight text-gray-900 tabular-nums">
          {total.toLocaleString("en-US")}
        </span>
        <span className="text-xs text-gray-600">
          {peak
            ? `Busiest day ${formatDay(peak.day)} (${peak.value.toLocaleString("en-US")})`
            : "None in these 30 days"}
        </span>
      </figcaption>
      <div className="grid gap-1">
        <div className="flex justify-between text-xs text-gray-500 tabular-nums" aria-hidden="true">
          <span>{max}</span>
        </div>
        <svg
          aria-hidden="true"
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="h-24 w-full overflow-visible"
          data-chart={title}
        >
          <line x1="0" x2={WIDTH} y1={HEIGHT} y2={HEIGHT} className="stroke-gray-200" strokeWidth="1" />
          <line
            x1="0"
            x2={WIDTH}
            y1={HEADROOM}
            y2={HEADROOM}
            className="stroke-gray-100"
            strokeWidth="1"
            strokeDasharray="3 3"
          />
          {series.map((d, i) => {
            const h = d.value === 0 ? 1.5 : Math.max(3, ((HEIGHT - HEADROOM) * d.value) / max);
            return (
              <rect
                key={d.day}
                x={i * slot + slot * 0.15}
                y={HEIGHT - h}
                width={slot * 0.7}
                height={h}
                rx="1.5"
                className={d.value === 0 ? "fill-gray-200" : tone}
              >
                <title>{`${formatDay(d.day)}: ${d.value}`}</title>
              </rect>
            );
          })}
        </svg>
        <div className="flex justify-between text-xs text-gray-500" aria-hidden="true">
          <span>{first ? formatDay(first) : ""}</span>
          <span>{last ? formatDay(last) : ""}</span>
        </div>
      </div>
      <details className="group text-sm">
        <summary className="inline-flex min-h-11 cursor-pointer items-center gap-1 font-semibold text-brand-700 select-none hover:text-brand-800">
          <span className="group-open:hidden">Show as table</span>
          <span className="hidden group-open:inline">Hide table</span>
        </summary>
        <table className="mt-2 w-full text-left text-sm">
          <caption className="sr-only">
            {title} per day, {range}
          </caption>
          <thead>
            <tr className="border-b border-gray-200 text-xs text-gray-600">
              <th scope="col" className="py-1.5 font-semibold">
                Day
              </th>
              <th scope="col" className="py-1.5 text-right font-semibold">
                {title}
              </th>
            </tr>
          </thead>
          <tbody>
            {series.map((d) => (
              <tr key={d.day} className="border-b border-gray-100 last:border-0">
                <th scope="row" className="py-1 font-normal text-gray-700">
                  <time dateTime={d.day}>{formatDay(d.day)}</time>
                </th>
                <td className="py-1 text-right text-gray-900 tabular-nums">{d.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

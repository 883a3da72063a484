import type { Business } from "../../../shared/business.ts";
import { ventureStats, type VentureStat } from "../../../shared/venture-stats.ts";

const card = "rounded-card bg-white/5 p-5 ring-1 ring-white/10 backdrop-blur";

function StatList({ stats }: { stats: VentureStat[] }) {
  return (
    <dl className="grid grid-cols-2 gap-4">
      {stats.map((s) => (
        <div key={s.label} className={card}>
          <dt className="text-sm text-gray-400">{s.label}</dt>
          <dd className="mt-1 text-3xl font-bold tracking-tight text-white">{s.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The portfolio's figures, counted from the same list the grid below shows. Without the list
 * there is nothing true to count (the grid below explains the failure): an empty box of the same height.
 */
export function VentureStats({ businesses }: { businesses: Business[] | null }) {
  if (!businesses) return <div aria-hidden="true" className="grid min-h-52 grid-cols-2 gap-4" />;
  return <StatList stats={ventureStats(businesses)} />;
}

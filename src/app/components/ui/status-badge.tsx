import type { BusinessStatus } from "../../../shared/business.ts";

export const STATUS_LABELS: Record<BusinessStatus, string> = {
  live: "Live",
  beta: "Beta",
  testing: "Testing",
  comingsoon: "Coming Soon",
};

const STATUS_STYLES: Record<BusinessStatus, string> = {
  live: "bg-status-live-bg text-status-live-fg",
  beta: "bg-status-beta-bg text-status-beta-fg",
  testing: "bg-status-testing-bg text-status-testing-fg",
  comingsoon: "bg-status-soon-bg text-status-soon-fg",
};

export function StatusBadge({ status, className = "" }: { status: BusinessStatus; className?: string }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ${STATUS_STYLES[status]} ${className}`}
      data-status={status}
    >
      <span
        aria-hidden="true"
        className={`size-1.5 rounded-full bg-current ${status === "live" ? "animate-pulse" : ""}`}
      />
      {STATUS_LABELS[status]}
    </span>
  );
}

import { formatServiceType } from "../../../shared/admin-values.ts";
import { CODE_STATUS_LABELS, type InvestorCodeStatus } from "../../../shared/investor-console-values.ts";
import type { ContactRequestStatus } from "../../../shared/leads.ts";
import { STATUS_LABELS } from "./list-params.ts";

/** Spec §2: these five services each have a colour of their own; any other is neutral. */
const SERVICE_STYLES: Record<string, string> = {
  "aurora-ai": "bg-service-aurora-bg text-service-aurora-fg",
  "max-ai": "bg-service-max-bg text-service-max-fg",
  "hid-store": "bg-service-hid-bg text-service-hid-fg",
  "maxi-chat": "bg-service-maxi-bg text-service-maxi-fg",
  "ai-twin": "bg-service-twin-bg text-service-twin-fg",
};
const NEUTRAL = "bg-status-soon-bg text-status-soon-fg";

/** Spec §4: new blue, contacted yellow, closed green. */
const STATUS_STYLES: Record<ContactRequestStatus, string> = {
  new: "bg-status-beta-bg text-status-beta-fg",
  contacted: "bg-status-testing-bg text-status-testing-fg",
  closed: "bg-status-live-bg text-status-live-fg",
};

const pill = "inline-flex max-w-full items-center rounded-full px-2.5 py-0.5 text-xs font-semibold break-words";

export function serviceBadgeClass(serviceType: string): string {
  return SERVICE_STYLES[serviceType] ?? NEUTRAL;
}

export function ServiceBadge({ serviceType }: { serviceType: string }) {
  return (
    <span className={`${pill} ${serviceBadgeClass(serviceType)}`} data-service={serviceType}>
      {formatServiceType(serviceType)}
    </span>
  );
}

export function RequestStatusBadge({ status }: { status: ContactRequestStatus }) {
  return (
    <span className={`${pill} ${STATUS_STYLES[status]}`} data-status={status}>
      {STATUS_LABELS[status]}
    </span>
  );
}

/** A personal investor code: active green, expired neutral, revoked red. */
const CODE_STYLES: Record<InvestorCodeStatus, string> = {
  active: "bg-status-live-bg text-status-live-fg",
  expired: NEUTRAL,
  revoked: "bg-red-50 text-red-800",
};

export function CodeStatusBadge({ status }: { status: InvestorCodeStatus }) {
  return (
    <span className={`${pill} ${CODE_STYLES[status]}`} data-status={status}>
      {CODE_STATUS_LABELS[status]}
    </span>
  );
}

import type { Business } from "../../../shared/business.ts";
import { NewTabLink } from "../../components/ui/new-tab-link.tsx";
import { StatusBadge } from "../../components/ui/status-badge.tsx";
import { CATEGORY_LABELS } from "./labels.ts";

/** '{product} Directory': the venture's vital facts at a glance. */
export function DirectoryBox({
  business,
  companyName,
  framed = true,
}: {
  business: Business;
  companyName: string;
  /** A card of its own, or (false) the lower part of one that holds it. */
  framed?: boolean;
}) {
  return (
    <section
      aria-labelledby="directory-heading"
      className={`bg-white p-6 ${framed ? "rounded-card shadow-card ring-1 ring-gray-200/70" : ""}`}
    >
      <h2 id="directory-heading" className="text-lg font-semibold text-gray-900">
        {`${companyName} Directory`}
      </h2>
      <dl className="mt-4 divide-y divide-gray-100 text-sm">
        <div className="flex items-center justify-between gap-4 py-2.5">
          <dt className="text-gray-600">Status</dt>
          <dd>
            <StatusBadge status={business.status} />
          </dd>
        </div>
        <div className="flex items-center justify-between gap-4 py-2.5">
          <dt className="text-gray-600">Category</dt>
          <dd className="font-medium text-gray-900">{CATEGORY_LABELS[business.category]}</dd>
        </div>
        <div className="flex items-center justify-between gap-4 py-2.5">
          <dt className="text-gray-600">Website</dt>
          {/* Truncated on the link itself: a clipping wrapper would cut off its focus outline. */}
          <dd className="min-w-0 font-medium text-gray-900">
            {business.websiteUrl ? (
              <NewTabLink
                href={business.websiteUrl}
                className="block truncate text-brand-700 underline-offset-2 hover:underline"
              >
                {business.websiteUrl.replace(/^https?:\/\//, "").replace(/\/$/, "")}
              </NewTabLink>
            ) : (
              "Launching soon"
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}

import { LockKeyhole } from "lucide-react";
import { useSearchParams } from "react-router";
import { INVESTOR_CONSOLE_TEXTS as TEXTS, type InvestorPortalOption } from "../../../shared/investor-console-values.ts";
import { useAdminConsole, useAdminData } from "./admin-context.tsx";
import { ListState } from "./data-table.tsx";
import { InvestorActivity } from "./investor-activity.tsx";
import { InvestorCodes } from "./investor-codes.tsx";
import { investorsApi } from "./investors-api.ts";
import { Select } from "./list-toolbar.tsx";
import { NewCodeForm } from "./new-code-form.tsx";

/** /admin/investors: pick a business, manage its personal codes, see who did what in its portal. */
export function InvestorsPanel() {
  const { ready } = useAdminConsole();
  const portals = useAdminData(ready ? "investor-portals" : null, (signal) => investorsApi.portals(signal));
  const [params, setParams] = useSearchParams();

  let body: React.ReactNode;
  if (portals.status === "error" && !portals.data) {
    body = <ListState kind="error">Failed to load the investor portals. Please try again.</ListState>;
  } else if (!portals.data) {
    body = <ListState kind="loading">Loading investor portals...</ListState>;
  } else if (portals.data.length === 0) {
    body = <ListState>{TEXTS.noPortals}</ListState>;
  } else {
    const wanted = params.get("business");
    const business = portals.data.find((p) => p.slug === wanted) ?? portals.data[0]!;
    body = (
      <>
        <BusinessPicker
          portals={portals.data}
          business={business}
          // Codes and activity belong to one business: its filters do not carry over.
          onChange={(slug) => setParams({ business: slug }, { preventScrollReset: true })}
        />
        <BusinessInvestors key={business.slug} business={business} />
      </>
    );
  }

  return (
    <section aria-labelledby="investors-heading" className="grid gap-6">
      <div>
        <h1 id="investors-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {TEXTS.title}
        </h1>
        <p className="mt-1 text-gray-600">
          Personal access codes for investors, and who looked at what in each investor portal.
        </p>
      </div>
      {body}
    </section>
  );
}

function BusinessPicker({
  portals,
  business,
  onChange,
}: {
  portals: InvestorPortalOption[];
  business: InvestorPortalOption;
  onChange(slug: string): void;
}) {
  return (
    <div className="grid gap-3 rounded-card border border-gray-200 bg-white p-4 shadow-card sm:grid-cols-[minmax(0,20rem)_1fr] sm:items-end">
      <Select label="Business" value={business.slug} onChange={onChange}>
        {portals.map((p) => (
          <option key={p.slug} value={p.slug}>
            {p.name}
          </option>
        ))}
      </Select>
      <p className="flex items-start gap-2 text-sm text-gray-600 sm:min-h-11 sm:items-center">
        <LockKeyhole aria-hidden="true" className="mt-0.5 size-4 shrink-0 sm:mt-0" />
        <span>
          Portal password: {business.ownPassword ? "its own, set for this portal" : "the shared investor password"}.
          Personal codes open it too.
        </span>
      </p>
    </div>
  );
}

function BusinessInvestors({ business }: { business: InvestorPortalOption }) {
  const { ready } = useAdminConsole();
  const codes = useAdminData(ready ? `codes:${business.slug}` : null, (signal) =>
    investorsApi.codes(business.slug, signal),
  );
  return (
    <>
      <NewCodeForm business={business} onCreated={codes.reload} />
      <InvestorCodes business={business.slug} codes={codes} onChanged={codes.reload} />
      <InvestorActivity business={business.slug} codes={codes.data ?? []} />
    </>
  );
}

import { AlertTriangle } from "lucide-react";
import type { Business } from "../../../shared/business.ts";
import { Spinner } from "../../components/ui/spinner.tsx";
import { BusinessCard } from "./business-card.tsx";

export function BusinessGridLoading() {
  return (
    <div className="flex justify-center py-16">
      <Spinner label="Loading businesses..." />
    </div>
  );
}

export function BusinessGridError() {
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-lg items-start gap-3 rounded-card bg-red-50 p-5 text-red-800 ring-1 ring-red-200"
    >
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p>Error loading businesses. Please try again later.</p>
    </div>
  );
}

/** 1 column on phones, 2 from small screens, 3 from large (spec). */
export function BusinessGrid({ businesses }: { businesses: Business[] }) {
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Businesses">
      {businesses.map((b, i) => (
        <li key={b.id} className="flex">
          <div className="flex w-full">
            <BusinessCard business={b} eager={i < 3} />
          </div>
        </li>
      ))}
    </ul>
  );
}

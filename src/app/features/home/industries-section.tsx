import type { HomePage } from "../../../shared/pages.ts";
import { Icon } from "../../components/ui/icon.tsx";
import { SectionHeading } from "../../components/ui/section-heading.tsx";

export function IndustriesSection({ industries }: { industries: HomePage["industries"] }) {
  return (
    <section aria-labelledby="industries-heading" className="render-lazily py-14 sm:py-24">
      <div className="container-page">
        <SectionHeading
          id="industries-heading"
          eyebrow="Industries"
          title={industries.title}
          intro={industries.intro}
        />
        {/* On phones a compact list: the icon beside the name and its example (issue 21: page length). */}
        <ul className="mt-8 grid grid-cols-1 gap-3 sm:mt-12 sm:grid-cols-2 sm:gap-4 lg:grid-cols-4">
          {industries.items.map((i) => (
            <li key={i.name} className="flex gap-3.5 rounded-card p-4 ring-1 ring-gray-200 sm:block sm:p-5">
              <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-control bg-ink-900 text-brand-300 sm:size-10">
                <Icon name={i.icon} />
              </span>
              <div>
                <h3 className="font-semibold text-gray-900 sm:mt-4">{i.name}</h3>
                <p className="mt-1 text-sm leading-relaxed text-gray-600 sm:mt-1.5">{i.example}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

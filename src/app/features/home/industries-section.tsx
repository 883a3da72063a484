import type { HomePage } from "../../../shared/pages.ts";
import { Icon } from "../../components/ui/icon.tsx";
import { SectionHeading } from "../../components/ui/section-heading.tsx";

export function IndustriesSection({ industries }: { industries: HomePage["industries"] }) {
  return (
    <section aria-labelledby="industries-heading" className="render-lazily py-20 sm:py-24">
      <div className="container-page">
        <SectionHeading
          id="industries-heading"
          eyebrow="Industries"
          title={industries.title}
          intro={industries.intro}
        />
        <ul className="mt-12 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {industries.items.map((i) => (
            <li key={i.name} className="rounded-card p-5 ring-1 ring-gray-200">
              <span className="inline-flex size-10 items-center justify-center rounded-control bg-ink-900 text-brand-300">
                <Icon name={i.icon} />
              </span>
              <h3 className="mt-4 font-semibold text-gray-900">{i.name}</h3>
              <p className="mt-1.5 text-sm leading-relaxed text-gray-600">{i.example}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

import { ArrowRight, Check } from "lucide-react";
import type { HomePage } from "../../../shared/pages.ts";
import { buttonClass } from "../../components/ui/button.tsx";
import { CallTranscriptMock } from "./call-transcript-mock.tsx";

export function HeroSection({ hero, companyName }: { hero: HomePage["hero"]; companyName: string }) {
  return (
    <section className="bg-hero relative overflow-hidden pt-16 text-white">
      <div className="container-page grid grid-cols-1 items-center gap-10 py-12 sm:gap-14 sm:py-28 lg:grid-cols-12">
        <div className="animate-fade-up lg:col-span-6">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/5 px-3 py-1 text-sm font-medium text-brand-300 ring-1 ring-white/10">
            <span aria-hidden="true" className="size-1.5 animate-pulse rounded-full bg-brand-400" />
            {hero.eyebrow}
          </p>
          <h1 className="mt-6 text-display font-bold text-white">
            {`${hero.title} `}
            <span className="bg-gradient-to-r from-brand-300 to-accent-300 bg-clip-text text-transparent">
              {hero.highlight}
            </span>
          </h1>
          <p className="mt-5 max-w-xl leading-relaxed text-gray-300 sm:mt-6 sm:text-lg">{hero.intro}</p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row">
            <a href="#pricing" className={buttonClass("primary", "lg")}>
              See pricing
              <ArrowRight aria-hidden="true" className="size-4" />
            </a>
            <a href="#demo" className={buttonClass("ghost-dark", "lg")}>
              Hear it in action
            </a>
          </div>
          <ul className="mt-9 grid grid-cols-1 gap-2.5 text-sm text-gray-300 sm:grid-cols-3 sm:gap-4">
            {hero.proofPoints.map((p) => (
              <li key={p} className="flex gap-2">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-300" strokeWidth={3} />
                {p}
              </li>
            ))}
          </ul>
        </div>
        <div className="lg:col-span-6">
          <CallTranscriptMock call={hero.call} companyName={companyName} />
        </div>
      </div>
    </section>
  );
}

import type { PublicPersona } from "../../../shared/persona.ts";

interface Props {
  persona: PublicPersona;
  badge: string;
  hero: { eyebrow: string; title: string; intro: string };
  poster: string;
  /** The page's calls to action. */
  children: React.ReactNode;
}

/** The dark hero of a persona demo page: demo badge, copy and actions, and the persona's card. */
export function PersonaHero({ persona, badge, hero, poster, children }: Props) {
  return (
    <section className="relative overflow-hidden bg-hero pt-16 text-white">
      <div
        aria-hidden="true"
        className="bg-glow-brand pointer-events-none absolute -top-96 right-[-22rem] size-[64rem]"
      />
      <div className="relative container-page grid grid-cols-1 gap-12 py-14 sm:py-20 lg:grid-cols-12 lg:items-center">
        <div className="animate-fade-up lg:col-span-7">
          <DemoBadge label={badge} />
          <p className="mt-6 text-sm font-semibold tracking-wide text-brand-300 uppercase">{hero.eyebrow}</p>
          <h1 className="mt-3 text-display font-bold text-white">{hero.title}</h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-gray-300">{hero.intro}</p>
          <div data-launcher-clear className="mt-9 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            {children}
          </div>
        </div>
        <div className="lg:col-span-5">
          <PersonaCard persona={persona} poster={poster} />
        </div>
      </div>
    </section>
  );
}

export function DemoBadge({ label }: { label: string }) {
  return (
    <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-white ring-1 ring-white/20">
      <span aria-hidden="true" className="size-2 rounded-full bg-brand-400" />
      {label}
    </p>
  );
}

/** The persona's portrait with its name, title and opening line; no launcher sits on it. */
function PersonaCard({ persona, poster }: { persona: PublicPersona; poster: string }) {
  return (
    <figure
      data-launcher-clear
      className="mx-auto max-w-md overflow-hidden rounded-card bg-ink-900 shadow-card ring-1 ring-white/10 lg:max-w-none"
    >
      <img
        src={poster}
        alt={`${persona.name}, ${persona.title}`}
        width={800}
        height={600}
        className="aspect-[4/3] w-full object-cover"
      />
      <figcaption className="border-t border-white/10 p-5 sm:p-6">
        <p className="flex items-center gap-2 text-sm font-semibold text-white">
          {persona.name}
          <span className="font-normal text-gray-400">· {persona.title}</span>
          <span aria-hidden="true" className="ml-auto size-2.5 rounded-full bg-brand-400" />
        </p>
        <blockquote className="mt-3 text-[0.95rem] leading-relaxed text-gray-300">“{persona.greeting}”</blockquote>
      </figcaption>
    </figure>
  );
}

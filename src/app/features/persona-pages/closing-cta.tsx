/** The dark call-to-action box that closes a persona demo page, below a white section. */
export function ClosingCta({ title, body, children }: { title: string; body: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby="closing-heading" className="pb-20 sm:pb-24">
      <div className="container-page">
        <div className="bg-hero rounded-card px-6 py-10 text-white shadow-card sm:px-10 sm:py-12 lg:flex lg:items-center lg:justify-between lg:gap-10">
          <div className="max-w-2xl">
            <h2 id="closing-heading" className="text-3xl font-bold tracking-tight text-white">
              {title}
            </h2>
            <p className="mt-3 text-lg leading-relaxed text-gray-300">{body}</p>
          </div>
          <div className="mt-8 flex shrink-0 flex-col gap-3 sm:flex-row lg:mt-0">{children}</div>
        </div>
      </div>
    </section>
  );
}

import { CalendarClock, FileSpreadsheet, Lock, Mail, MessageCircle, Phone, UserRound } from "lucide-react";
import { useState } from "react";
import { PORTAL_TEXTS, sampleQuestions, type InvestorPortalPage } from "../../../shared/investor-portal.ts";
import type { SiteConfig } from "../../../shared/site-config.ts";
import { Button, buttonClass, ExternalButton } from "../../components/ui/button.tsx";
import { DocumentList } from "./document-list.tsx";
import { InvestorChat } from "./investor-chat.tsx";
import { InteractivePresentation, PortalThumbnail, PresentationVideo } from "./portal-media.tsx";

type OpenPortal = Extract<InvestorPortalPage, { kind: "open" }>;

interface Props {
  portal: OpenPortal;
  site: SiteConfig;
  /** Locks the portal again in this browser (the server clears its cookie). */
  onLock(): void;
  locking: boolean;
  /** Why the last Lock did not lock (the server could not be reached), or null. */
  lockError: string | null;
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-bold tracking-tight text-gray-900">
        {title}
      </h2>
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** The unlocked portal: presentation, documents, contact and the investor assistant. */
export function PortalView({ portal, site, onLock, locking, lockError }: Props) {
  const [ask, setAsk] = useState<{ text: string; key: number } | undefined>(undefined);
  const askAurora = (text: string) => {
    setAsk({ text, key: (ask?.key ?? 0) + 1 });
    document.getElementById("investor-assistant")?.scrollIntoView({ behavior: "smooth", block: "nearest" });
  };
  const discussion = `mailto:${site.email}?subject=${encodeURIComponent(`Investor discussion: ${portal.name}`)}`;

  return (
    <>
      <section id="portal" aria-labelledby="portal-heading" className="bg-hero pt-16 text-white">
        <div className="container-page py-12 sm:py-16">
          <div className="flex flex-wrap items-start justify-between gap-4">
            <div>
              <p className="text-sm font-semibold tracking-widest text-brand-300 uppercase">
                {PORTAL_TEXTS.portalLabel}
              </p>
              <h1
                id="portal-heading"
                tabIndex={-1}
                className="mt-2 text-4xl font-bold tracking-tight text-white sm:text-5xl"
              >
                {portal.name}
              </h1>
              <p className="mt-3 inline-flex items-center gap-2 text-sm text-gray-300">
                <UserRound aria-hidden="true" className="size-4" />
                {portal.viewer.kind === "investor" ? `Prepared for ${portal.viewer.name}` : "Shared investor access"}
              </p>
            </div>
            <div className="flex flex-col items-end gap-2">
              <Button variant="ghost-dark" onClick={onLock} aria-disabled={locking || undefined}>
                <Lock aria-hidden="true" className="size-4" />
                {locking ? "Locking..." : "Lock portal"}
              </Button>
              <p role="alert" className="text-sm text-red-300 empty:hidden">
                {lockError ?? ""}
              </p>
            </div>
          </div>

          <div className="mt-8 rounded-card bg-white/5 p-5 ring-1 ring-white/10 sm:p-6" data-aurora-intro="">
            <p className="flex items-center gap-2 font-semibold text-white">
              <MessageCircle aria-hidden="true" className="size-5 text-brand-300" />
              Meet Aurora, your investment assistant
            </p>
            <p className="mt-2 max-w-2xl text-gray-300">
              Aurora is on every investor portal and answers typed or spoken questions about {portal.name}, citing the
              documents below. Try one of these:
            </p>
            <ul className="mt-4 flex flex-wrap gap-2">
              {sampleQuestions(portal.name).map((q) => (
                <li key={q}>
                  <button
                    type="button"
                    onClick={() => askAurora(q)}
                    className="min-h-11 rounded-full bg-white/10 px-4 py-2 text-left text-sm text-white ring-1 ring-white/15 hover:bg-white/15"
                  >
                    {q}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <div className="container-page grid grid-cols-1 gap-12 py-12 sm:py-16 lg:grid-cols-12">
        <div className="grid content-start gap-12 lg:col-span-7">
          {portal.thumbImage ? <PortalThumbnail src={portal.thumbImage} alt={`${portal.name} overview`} /> : null}

          {portal.videoUrl ? (
            <Section id="presentation-heading" title={PORTAL_TEXTS.presentation}>
              <PresentationVideo src={portal.videoUrl} businessName={portal.name} />
            </Section>
          ) : null}

          <Section id="opportunity-heading" title={PORTAL_TEXTS.opportunity}>
            <DocumentList documents={portal.documents} />
          </Section>

          {portal.presentationHtml ? (
            <Section id="interactive-heading" title={PORTAL_TEXTS.interactive}>
              <InteractivePresentation html={portal.presentationHtml} businessName={portal.name} />
            </Section>
          ) : null}

          <div className="flex flex-wrap gap-3">
            {portal.financialsUrl ? (
              <a href={portal.financialsUrl} download className={buttonClass("primary", "lg")}>
                <FileSpreadsheet aria-hidden="true" className="size-5" />
                {PORTAL_TEXTS.downloadFinancials}
              </a>
            ) : null}
            <ExternalButton href={discussion} variant="outline" size="lg">
              <CalendarClock aria-hidden="true" className="size-5" />
              {PORTAL_TEXTS.scheduleDiscussion}
            </ExternalButton>
          </div>
        </div>

        <aside aria-labelledby="assistant-heading" className="lg:col-span-5">
          <div id="investor-assistant" className="scroll-mt-24 lg:sticky lg:top-24">
            <h2 id="assistant-heading" className="sr-only">
              Investor assistant
            </h2>
            <InvestorChat slug={portal.slug} businessName={portal.name} email={site.email} ask={ask} />
          </div>
        </aside>
      </div>

      <section aria-labelledby="invest-heading" className="bg-ink-950 py-16 text-white sm:py-20">
        <div className="container-page text-center">
          <h2 id="invest-heading" className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
            {PORTAL_TEXTS.readyToInvest}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-gray-300">
            Talk with our team about {portal.name}: terms, timing and anything the documents leave open.
          </p>
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <ExternalButton href={`mailto:${site.email}`} variant="primary" size="lg">
              <Mail aria-hidden="true" className="size-5" />
              {site.email}
            </ExternalButton>
            <ExternalButton href={`tel:${site.phoneHref}`} variant="ghost-dark" size="lg">
              <Phone aria-hidden="true" className="size-5" />
              <span className="whitespace-nowrap">{site.phone}</span>
            </ExternalButton>
          </div>
        </div>
      </section>
    </>
  );
}

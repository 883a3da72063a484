import { Lock } from "lucide-react";
import type { HomePage } from "../../../shared/pages.ts";
import { ButtonLink } from "../../components/ui/button.tsx";
import { SectionHeading } from "../../components/ui/section-heading.tsx";
import { RequestAccessButton } from "../request-access/request-access-button.tsx";
import { PlatformAccessButton } from "../site-gate/platform-access-button.tsx";

/**
 * Invite-only tools: each opens Request Access; those with a public demo (Aurora, Max) also link to
 * it. An invitation code opens the platform (/businesses) through the platform access modal, from
 * the section's own button or any tool's "I have a code" (the spec's several buttons).
 */
export function ToolsSection({ tools }: { tools: HomePage["tools"] }) {
  return (
    <section aria-labelledby="tools-heading" className="render-lazily bg-hero py-14 text-white sm:py-24">
      <div className="container-page">
        <SectionHeading id="tools-heading" tone="dark" eyebrow="Invite only" title={tools.title} intro={tools.intro} />
        <div className="mt-6 flex flex-col items-start gap-3 sm:mt-8 sm:flex-row sm:items-center">
          <p className="text-sm text-gray-300">Already invited?</p>
          <PlatformAccessButton variant="primary">Enter invitation code</PlatformAccessButton>
        </div>
        <ul className="mt-8 grid grid-cols-1 gap-4 sm:mt-12 sm:grid-cols-2 sm:gap-5 lg:grid-cols-4">
          {tools.items.map((t) => (
            <li key={t.id} className="flex flex-col rounded-card bg-white/5 p-5 ring-1 ring-white/10 sm:p-6">
              <span className="inline-flex items-center gap-1.5 self-start rounded-full bg-white/10 px-2.5 py-1 text-xs font-semibold text-gray-200">
                <Lock aria-hidden="true" className="size-3" />
                By invitation
              </span>
              <h3 className="mt-4 text-xl font-semibold text-white">{t.name}</h3>
              <p className="mt-1 text-sm font-medium text-brand-300">{t.tagline}</p>
              <p className="mt-3 flex-1 text-sm leading-relaxed text-gray-300">{t.description}</p>
              {/* On phones Request Access and "I have a code" share a row (issue 21: page length). */}
              <div className="mt-5 grid grid-cols-2 gap-2 sm:mt-6 sm:grid-cols-1">
                {t.demoPath && (
                  <ButtonLink to={t.demoPath} className="col-span-2 w-full sm:col-span-1">
                    {`Try ${t.name}`}
                  </ButtonLink>
                )}
                <RequestAccessButton
                  serviceType={t.id}
                  serviceName={t.name}
                  variant="ghost-dark"
                  className="w-full"
                  aria-label={`Request access to ${t.name}`}
                >
                  Request Access
                </RequestAccessButton>
                <PlatformAccessButton
                  variant="ghost-dark"
                  className="w-full border-transparent bg-transparent px-2 text-brand-300 hover:text-white"
                  aria-label={`Enter an invitation code for ${t.name}`}
                >
                  I have a code
                </PlatformAccessButton>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

import { Mail, MessageCircle } from "lucide-react";
import { useState } from "react";
import type { SalesDemoPage as Page } from "../../../shared/pages.ts";
import type { PublicPersona } from "../../../shared/persona.ts";
import { ServerMarkup } from "../../components/islands/server-markup.tsx";
import { PageShell } from "../../components/layout/page-shell.tsx";
import { Button, ExternalButton } from "../../components/ui/button.tsx";
import { SectionHeading } from "../../components/ui/section-heading.tsx";
import { useSite } from "../../lib/site.ts";
import { PersonaChat } from "../chat/persona-chat.tsx";
import { ClosingCta } from "./closing-cta.tsx";
import { Experience } from "./experience-island.ts";
import { LearnMoreLink } from "./page-links.tsx";
import { PersonaHero } from "./persona-hero.tsx";
import { personaTheme } from "./persona-theme.ts";
import { SamplePrompts, useAsk } from "./sample-prompts.tsx";
import { mailtoHref } from "./strategy-call.ts";

interface Props {
  page: Page;
  persona: PublicPersona;
}

/** Aurora's and Max's demo page: hero, sample prompts, experience list and the floating chat. */
export function SalesDemoPage({ page, persona }: Props) {
  const site = useSite();
  const theme = personaTheme(persona.color);
  const [open, setOpen] = useState(false);
  const [question, ask] = useAsk();

  const links = (
    <>
      <ExternalButton href={mailtoHref(site.email, page.strategyCall.subject)} variant="ghost-dark" size="lg">
        <Mail aria-hidden="true" className="size-4" />
        {page.strategyCall.label}
      </ExternalButton>
      <LearnMoreLink link={page.learnMore} />
    </>
  );

  return (
    <PageShell widget={false}>
      <div style={theme.scope}>
        <PersonaHero persona={persona} badge={page.badge} hero={page.hero} poster={page.poster}>
          {/* Opening the chat moves the focus into its composer (PersonaChat does that). */}
          <Button variant={theme.button} size="lg" onClick={() => setOpen(true)}>
            <MessageCircle aria-hidden="true" className="size-4" />
            {page.launchLabel}
          </Button>
          {links}
        </PersonaHero>

        <section aria-labelledby="prompts-heading" className="bg-gray-50 py-20 sm:py-24">
          <div className="container-page grid grid-cols-1 gap-10 lg:grid-cols-12">
            <div className="lg:col-span-5">
              <SectionHeading id="prompts-heading" title={page.prompts.title} intro={page.prompts.intro} align="left" />
            </div>
            <div className="lg:col-span-7">
              <SamplePrompts prompts={page.prompts.items} onAsk={ask} />
            </div>
          </div>
        </section>

        <ServerMarkup>
          <Experience eyebrow={`${persona.name} AI`} title={page.experience.title} items={page.experience.items} />
        </ServerMarkup>

        <ClosingCta title={page.closing.title} body={page.closing.body}>
          {links}
        </ClosingCta>
      </div>

      <PersonaChat persona={persona} layout="floating" open={open} onOpenChange={setOpen} ask={question} />
    </PageShell>
  );
}

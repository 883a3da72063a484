import { Tag } from "lucide-react";
import type { TwinDemoPage as Page } from "../../../shared/pages.ts";
import type { PublicPersona } from "../../../shared/persona.ts";
import { ServerMarkup } from "../../components/islands/server-markup.tsx";
import { PageShell } from "../../components/layout/page-shell.tsx";
import { ButtonLink } from "../../components/ui/button.tsx";
import { SectionHeading } from "../../components/ui/section-heading.tsx";
import { PersonaChat } from "../chat/persona-chat.tsx";
import { AvatarVideos } from "./avatar-videos.tsx";
import { ClosingCta } from "./closing-cta.tsx";
import { Experience } from "./experience-island.ts";
import { LearnMoreLink } from "./page-links.tsx";
import { PersonaHero } from "./persona-hero.tsx";
import { personaTheme } from "./persona-theme.ts";
import { SamplePrompts, useAsk } from "./sample-prompts.tsx";

/** The AI twin demo (/ai-twin-demo): the video avatar, the twin's chat in a panel, pricing links. */
export function TwinDemoPage({ page, persona }: { page: Page; persona: PublicPersona }) {
  const theme = personaTheme(persona.color);
  const [question, askChat] = useAsk();
  const ask = (text: string) => {
    askChat(text);
    // Below the wide layout the chat sits under the prompts: bring it into view for the answer.
    const panel = document.getElementById("twin-chat-panel");
    if (panel && !window.matchMedia("(min-width: 64rem)").matches) panel.scrollIntoView({ block: "end" });
  };

  const actions = (
    <>
      <ButtonLink to={page.pricing.href} variant={theme.button} size="lg">
        <Tag aria-hidden="true" className="size-4" />
        {page.pricing.label}
      </ButtonLink>
      <LearnMoreLink link={page.learnMore} />
    </>
  );

  return (
    <PageShell widget={false}>
      <PersonaHero persona={persona} badge={page.badge} hero={page.hero} poster={page.poster}>
        {actions}
      </PersonaHero>

      <section aria-label="Demo" className="bg-gray-50 py-16 sm:py-20">
        <div className="container-page grid grid-cols-1 gap-12 lg:grid-cols-12">
          <div className="min-w-0 lg:col-span-7">
            <SectionHeading title={page.videos.title} intro={page.videos.intro} align="left" />
            <div className="mt-8">
              <AvatarVideos clips={page.videos.clips} personaName={persona.name} voiceNote={page.videos.voiceNote} />
            </div>
            <div className="mt-12">
              <h2 className="text-xl font-semibold text-gray-900">{page.prompts.title}</h2>
              <p className="mt-1 text-gray-600">{page.prompts.intro}</p>
              <div className="mt-5">
                <SamplePrompts prompts={page.prompts.items} onAsk={ask} />
              </div>
            </div>
          </div>
          <div className="min-w-0 lg:col-span-5">
            <div className="lg:sticky lg:top-24">
              <h2 className="text-2xl font-bold tracking-tight text-gray-900">{page.chat.title}</h2>
              <p className="mt-2 text-gray-600">{page.chat.intro}</p>
              <div id="twin-chat-panel" className="mt-6 h-[600px] max-h-[85svh] min-h-[28rem]">
                <PersonaChat persona={persona} layout="panel" ask={question} />
              </div>
            </div>
          </div>
        </div>
      </section>

      <ServerMarkup>
        <Experience eyebrow="AI twin" title={page.experience.title} items={page.experience.items} />
      </ServerMarkup>

      <ClosingCta title={page.closing.title} body={page.closing.body}>
        {actions}
      </ClosingCta>
    </PageShell>
  );
}

import type { Route } from "./+types/home";
import { PageShell } from "../../components/layout/page-shell.tsx";
import { pageTitle, siteFromMatches, useSite } from "../../lib/site.ts";
import { ServerMarkup } from "../../components/islands/server-markup.tsx";
import { homeData } from "./home/page-data.ts";
import * as S from "./home/sections.ts";

export async function loader({ context }: Route.LoaderArgs) {
  await S.preloadHomeSections();
  const { pages, offers, personas } = context.services;
  return homeData(pages.home, offers, personas.aurora.greeting, context.documentRequest === true);
}

// A client-side navigation renders every section itself: fetch their code with the data.
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), S.preloadHomeSections()]);
  return data;
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const site = siteFromMatches(matches);
  if (!data) return [];
  const title = pageTitle(data.page.meta.title, site);
  return [
    { title },
    { name: "description", content: data.page.meta.description },
    { property: "og:type", content: "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: data.page.meta.description },
    { tagName: "link", rel: "canonical", href: `${site?.siteUrl ?? ""}/` },
  ];
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const { page, offers, auroraGreeting } = loaderData;
  const site = useSite();
  return (
    <PageShell header="home">
      <ServerMarkup>
        <S.Hero hero={page.hero} companyName={site.companyName} />
        <S.Solutions whyItWorks={page.whyItWorks} />
      </ServerMarkup>
      <S.Pricing pricing={page.pricing} agents={offers.agents} />
      <S.Demo greeting={auroraGreeting} phone={site.phone} phoneHref={site.phoneHref} />
      <ServerMarkup>
        <S.Features features={page.features} />
        <S.Steps steps={page.steps} />
        <S.Industries industries={page.industries} />
      </ServerMarkup>
      <S.Twin twin={page.twin} />
      <S.Tools tools={page.tools} />
      <ServerMarkup>
        <S.Faq title="Questions owners ask us" items={page.faq} shaded />
      </ServerMarkup>
      <S.BuildPlans build={page.build} plans={offers.buildPlans} />
      <S.Contact title={page.contact.title} intro={page.contact.intro} />
    </PageShell>
  );
}

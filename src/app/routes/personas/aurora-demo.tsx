import type { Route } from "./+types/aurora-demo";
import { preloadPersonaSections } from "../../features/persona-pages/experience-island.ts";
import { personaPageMeta } from "../../features/persona-pages/persona-meta.ts";
import { SalesDemoPage } from "../../features/persona-pages/sales-demo-page.tsx";

/** /aurora-ai-demo and /widget/aurora: Aurora's demo page, its chat floating bottom right. */
export async function loader({ context }: Route.LoaderArgs) {
  await preloadPersonaSections();
  return { page: context.services.pages.personaDemos.aurora, persona: context.services.personas.aurora };
}

// A client-side navigation renders the experience list itself: fetch its code with the data.
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), preloadPersonaSections()]);
  return data;
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  personaPageMeta(data?.page.meta, matches, "/aurora-ai-demo");

export default function AuroraDemoRoute({ loaderData }: Route.ComponentProps) {
  return <SalesDemoPage page={loaderData.page} persona={loaderData.persona} />;
}

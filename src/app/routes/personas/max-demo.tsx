import type { Route } from "./+types/max-demo";
import { preloadPersonaSections } from "../../features/persona-pages/experience-island.ts";
import { personaPageMeta } from "../../features/persona-pages/persona-meta.ts";
import { SalesDemoPage } from "../../features/persona-pages/sales-demo-page.tsx";

/** /max-ai-demo and /widget/max: Max's demo page, its chat floating bottom right. */
export async function loader({ context }: Route.LoaderArgs) {
  await preloadPersonaSections();
  return { page: context.services.pages.personaDemos.max, persona: context.services.personas.max };
}

// A client-side navigation renders the experience list itself: fetch its code with the data.
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), preloadPersonaSections()]);
  return data;
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  personaPageMeta(data?.page.meta, matches, "/max-ai-demo");

export default function MaxDemoRoute({ loaderData }: Route.ComponentProps) {
  return <SalesDemoPage page={loaderData.page} persona={loaderData.persona} />;
}

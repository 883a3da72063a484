import type { Route } from "./+types/max-demo";
import { personaPageMeta } from "../../features/persona-pages/persona-meta.ts";
import { SalesDemoPage } from "../../features/persona-pages/sales-demo-page.tsx";

/** /max-ai-demo and /widget/max: Max's demo page, its chat floating bottom right. */
export function loader({ context }: Route.LoaderArgs) {
  return { page: context.services.pages.personaDemos.max, persona: context.services.personas.max };
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  personaPageMeta(data?.page.meta, matches, "/max-ai-demo");

export default function MaxDemoRoute({ loaderData }: Route.ComponentProps) {
  return <SalesDemoPage page={loaderData.page} persona={loaderData.persona} />;
}

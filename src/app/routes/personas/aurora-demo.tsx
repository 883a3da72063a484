import type { Route } from "./+types/aurora-demo";
import { personaPageMeta } from "../../features/persona-pages/persona-meta.ts";
import { SalesDemoPage } from "../../features/persona-pages/sales-demo-page.tsx";

/** /aurora-ai-demo and /widget/aurora: Aurora's demo page, its chat floating bottom right. */
export function loader({ context }: Route.LoaderArgs) {
  return { page: context.services.pages.personaDemos.aurora, persona: context.services.personas.aurora };
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  personaPageMeta(data?.page.meta, matches, "/aurora-ai-demo");

export default function AuroraDemoRoute({ loaderData }: Route.ComponentProps) {
  return <SalesDemoPage page={loaderData.page} persona={loaderData.persona} />;
}

import type { Route } from "./+types/twin-demo";
import { personaPageMeta } from "../../features/persona-pages/persona-meta.ts";
import { TwinDemoPage } from "../../features/persona-pages/twin-demo-page.tsx";

/** /ai-twin-demo: the AI twin persona's demo (the spec's "MC persona page", RESOLUTIONS §1). */
export function loader({ context }: Route.LoaderArgs) {
  return { page: context.services.pages.personaDemos.twin, persona: context.services.personas.twin };
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  personaPageMeta(data?.page.meta, matches, "/ai-twin-demo");

export default function TwinDemoRoute({ loaderData }: Route.ComponentProps) {
  return <TwinDemoPage page={loaderData.page} persona={loaderData.persona} />;
}

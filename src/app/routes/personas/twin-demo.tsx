import type { Route } from "./+types/twin-demo";
import { preloadPersonaSections } from "../../features/persona-pages/experience-island.ts";
import { personaPageMeta } from "../../features/persona-pages/persona-meta.ts";
import { TwinDemoPage } from "../../features/persona-pages/twin-demo-page.tsx";

/** /ai-twin-demo: the AI twin persona's demo (the spec's "MC persona page", RESOLUTIONS §1). */
export async function loader({ context }: Route.LoaderArgs) {
  await preloadPersonaSections();
  return { page: context.services.pages.personaDemos.twin, persona: context.services.personas.twin };
}

// A client-side navigation renders the experience list itself: fetch its code with the data.
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), preloadPersonaSections()]);
  return data;
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  personaPageMeta(data?.page.meta, matches, "/ai-twin-demo");

export default function TwinDemoRoute({ loaderData }: Route.ComponentProps) {
  return <TwinDemoPage page={loaderData.page} persona={loaderData.persona} />;
}

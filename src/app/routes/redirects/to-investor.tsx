import { redirect } from "react-router";
import type { Route } from "./+types/to-investor";

const target = (slug: string) => `/investor/${encodeURIComponent(slug)}`;

export function loader({ params }: Route.LoaderArgs) {
  return redirect(target(params.slug), 308);
}

/** In-app navigations redirect in the browser instead of asking the server for the same answer. */
export function clientLoader({ params }: Route.ClientLoaderArgs) {
  return redirect(target(params.slug));
}

import { redirect } from "react-router";
import type { Route } from "./+types/to-investor";

export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/investor/${encodeURIComponent(params.slug)}`, 308);
}

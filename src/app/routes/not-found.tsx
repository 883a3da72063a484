import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFoundPage } from "../components/layout/not-found-page.tsx";
import { pageTitle, siteFromMatches } from "../lib/site.ts";

export function loader() {
  // Throwing makes the HTTP status 404 and renders the boundary below.
  throw data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle("Page Not Found", siteFromMatches(matches)) },
  { name: "robots", content: "noindex" },
];

export function ErrorBoundary() {
  return <NotFoundPage />;
}

export default function NotFound() {
  return <NotFoundPage />;
}

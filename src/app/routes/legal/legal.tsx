import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/legal";
import { PageShell } from "../../components/layout/page-shell.tsx";
import { pageTitle, siteFromMatches } from "../../lib/site.ts";

/** Served at /terms and /privacy; the path names the document. */
export function loader({ request, context }: Route.LoaderArgs) {
  const kind = new URL(request.url).pathname.startsWith("/privacy") ? "privacy" : "terms";
  return { doc: context.services.legal[kind] };
}

export const meta: Route.MetaFunction = ({ data: d, matches }) => {
  const site = siteFromMatches(matches);
  if (!d) return [];
  const path = d.doc.kind === "terms" ? "/terms" : "/privacy";
  return [
    { title: pageTitle(d.doc.title, site) },
    {
      name: "description",
      content: `The ${d.doc.title} of ${site?.companyName ?? "our company"}, effective ${d.doc.effectiveDate}.`,
    },
    { tagName: "link", rel: "canonical", href: `${site?.siteUrl ?? ""}${path}` },
  ];
};

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  const { doc } = loaderData;
  return (
    <PageShell>
      <header className="bg-hero pt-16 text-white">
        <div className="container-page py-12 sm:py-16">
          <div className="mx-auto max-w-[68ch]">
            <Link
              to="/"
              className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-gray-300 hover:text-white"
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              Back to Home
            </Link>
            <h1 className="mt-5 text-4xl font-bold tracking-tight text-white sm:text-5xl">{doc.title}</h1>
            <p className="mt-3 text-gray-300">{`Effective date: ${doc.effectiveDate}`}</p>
          </div>
        </div>
      </header>
      <div className="container-page py-12 sm:py-16">
        <div className="mx-auto max-w-[68ch]">
          <article className="prose-article" dangerouslySetInnerHTML={{ __html: doc.html }} />
          <p className="mt-12">
            <Link
              to="/"
              className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:text-brand-800"
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              Back to Home
            </Link>
          </p>
        </div>
      </div>
    </PageShell>
  );
}

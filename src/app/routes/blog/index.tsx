import { Link } from "react-router";
import type { Route } from "./+types/index";
import { PageShell } from "../../components/layout/page-shell.tsx";
import { PostCard } from "../../features/blog/post-card.tsx";
import { SubscribeForm } from "../../features/blog/subscribe-form.tsx";
import { pageTitle, siteFromMatches } from "../../lib/site.ts";

export function loader({ context, request }: Route.LoaderArgs) {
  const chips = context.services.blog.chips();
  const requested = new URL(request.url).searchParams.get("category");
  const active = chips.some((c) => c.slug === requested) ? requested : null;
  return { chips, active, posts: context.services.blog.list(active) };
}

export const meta: Route.MetaFunction = ({ matches, data }) => {
  const site = siteFromMatches(matches);
  const description = `Practical articles on AI reception agents, AI twins and putting AI to work in a small business, from the ${site?.companyName ?? ""} team.`;
  return [
    { title: pageTitle("Blog", site) },
    { name: "description", content: description },
    { property: "og:title", content: pageTitle("Blog", site) },
    { property: "og:description", content: description },
    { tagName: "link", rel: "canonical", href: `${site?.siteUrl ?? ""}/blog` },
    ...(data?.active ? [{ name: "robots", content: "noindex, follow" }] : []),
  ];
};

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  const { chips, active, posts } = loaderData;
  const chipClass = (on: boolean) =>
    `inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold transition-colors ${
      on ? "bg-ink-900 text-white" : "bg-white text-gray-800 ring-1 ring-gray-300 hover:bg-gray-100"
    }`;
  return (
    <PageShell>
      <header className="bg-hero pt-16 text-white">
        <div className="container-page py-14 sm:py-20">
          <p className="text-sm font-semibold tracking-wide text-brand-300 uppercase">Blog</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-white sm:text-5xl">
            Practical AI for business owners
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-gray-300">
            How AI agents and AI twins answer calls, win leads and give owners their time back, with the details that
            matter when you put one to work.
          </p>
        </div>
      </header>
      <div className="bg-gray-50">
        <div className="container-page py-12 sm:py-16">
          <nav aria-label="Blog categories">
            <ul className="flex flex-wrap gap-2">
              <li>
                <Link to="/blog" className={chipClass(!active)} aria-current={!active ? "page" : undefined}>
                  All
                </Link>
              </li>
              {chips.map((c) => (
                <li key={c.slug}>
                  <Link
                    to={`/blog?category=${c.slug}`}
                    className={chipClass(active === c.slug)}
                    aria-current={active === c.slug ? "page" : undefined}
                  >
                    {c.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <ul className="mt-10 grid gap-6 md:grid-cols-2">
            {posts.map((p) => (
              <li key={p.slug}>
                <PostCard post={p} />
              </li>
            ))}
          </ul>
          <section
            aria-labelledby="more-heading"
            className="bg-hero mt-14 rounded-card px-6 py-12 text-center text-white"
          >
            <h2 id="more-heading" className="text-2xl font-bold text-white sm:text-3xl">
              More Content Coming Soon
            </h2>
            <p className="mx-auto mt-3 max-w-xl text-gray-300">
              New guides, tutorials and case studies are in the works. Leave your e-mail and we'll send each one when it
              is published.
            </p>
            <div className="mt-8">
              <SubscribeForm />
            </div>
          </section>
        </div>
      </div>
    </PageShell>
  );
}

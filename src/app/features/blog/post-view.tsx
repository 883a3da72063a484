import { ArrowLeft, Clock } from "lucide-react";
import { Link } from "react-router";
import type { BlogPost } from "../../../shared/blog.ts";
import { ButtonLink } from "../../components/ui/button.tsx";
import { formatLongDate } from "../../lib/dates.ts";
import { PostCard } from "./post-card.tsx";

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((w) => w[0] ?? "")
    .join("")
    .slice(0, 2)
    .toUpperCase();
}

export function PostView({ post }: { post: BlogPost }) {
  return (
    <>
      <header className="bg-hero pt-16 text-white">
        <div className="container-page py-12 sm:py-16">
          <div className="mx-auto max-w-[68ch]">
            <Link
              to="/blog"
              className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-gray-300 hover:text-white"
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              Back to Blog
            </Link>
            <div className="mt-6 flex flex-wrap items-center gap-3 text-sm">
              <span className="rounded-full bg-brand-500/15 px-3 py-1 font-semibold text-brand-300 ring-1 ring-brand-400/30">
                {post.category}
              </span>
              <span className="inline-flex items-center gap-1.5 text-gray-300">
                <Clock aria-hidden="true" className="size-4" />
                {`${post.readTime} min read`}
              </span>
            </div>
            <h1 className="mt-5 text-3xl leading-tight font-bold tracking-tight text-white sm:text-4xl">
              {post.title}
            </h1>
            <p className="mt-6 text-gray-300">
              {`By ${post.author.name}, ${post.author.title} · `}
              <time dateTime={post.date}>{formatLongDate(post.date)}</time>
            </p>
          </div>
        </div>
      </header>

      <div className="container-page py-12 sm:py-16">
        <div className="mx-auto max-w-[68ch]">
          <article className="prose-article" dangerouslySetInnerHTML={{ __html: post.html }} />

          <aside
            aria-label="About the author"
            className="mt-14 flex gap-4 rounded-card bg-gray-50 p-6 ring-1 ring-gray-200"
          >
            <span
              aria-hidden="true"
              className="grid size-14 shrink-0 place-items-center rounded-full bg-gradient-to-br from-brand-400 to-accent-500 text-lg font-bold text-ink-950"
            >
              {initials(post.author.name)}
            </span>
            <div>
              <p className="font-semibold text-gray-900">{post.author.name}</p>
              <p className="text-sm font-medium text-brand-700">{post.author.title}</p>
              <p className="mt-2 text-sm leading-relaxed text-gray-600">{post.author.bio}</p>
            </div>
          </aside>

          <section aria-labelledby="cta-heading" className="bg-hero mt-10 rounded-card p-8 text-white">
            <h2 id="cta-heading" className="text-2xl font-bold text-white">
              Ready to put AI to work in your business?
            </h2>
            <p className="mt-2 text-gray-300">
              Talk to our team about your calls and your website, or hear an AI twin for yourself.
            </p>
            <div className="mt-6 flex flex-col gap-3 sm:flex-row">
              <ButtonLink to="/#contact" size="lg">
                Get Started Today
              </ButtonLink>
              <ButtonLink to="/ai-twin-demo" variant="ghost-dark" size="lg">
                See Live Demo
              </ButtonLink>
            </div>
          </section>

          {post.related.length > 0 && (
            <section aria-labelledby="related-heading" className="mt-16">
              <h2 id="related-heading" className="text-2xl font-bold tracking-tight text-gray-900">
                Related posts
              </h2>
              <ul className="mt-6 grid gap-6 sm:grid-cols-2">
                {post.related.map((r) => (
                  <li key={r.slug}>
                    <PostCard post={r} headingLevel={3} />
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      </div>
    </>
  );
}

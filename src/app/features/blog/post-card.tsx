import { ArrowRight, Clock } from "lucide-react";
import { Link } from "react-router";
import type { BlogPostSummary } from "../../../shared/blog.ts";
import { formatLongDate } from "../../lib/dates.ts";

/**
 * A post's card. `featured` draws it across the whole width, a dark panel with the post's category
 * and read time beside the text, for a post that stands alone on its row (a category's only post).
 */
export function PostCard({
  post,
  headingLevel = 2,
  featured = false,
}: {
  post: BlogPostSummary;
  headingLevel?: 2 | 3;
  featured?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const href = `/blog/post/${post.slug}`;
  if (featured) {
    return (
      <article className="grid overflow-hidden rounded-card bg-white shadow-card ring-1 ring-gray-200/70 md:grid-cols-5">
        <div className="bg-hero flex flex-col justify-between gap-10 p-7 text-white md:col-span-2 md:p-9">
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-300 uppercase">Featured</p>
            <p className="mt-3 text-3xl font-bold tracking-tight text-white">{post.category}</p>
          </div>
          <p className="inline-flex items-center gap-2 text-sm text-gray-300">
            <Clock aria-hidden="true" className="size-4" />
            {`${post.readTime} min read`}
          </p>
        </div>
        <div className="flex flex-col p-7 md:col-span-3 md:p-9">
          <Heading className="text-2xl leading-snug font-semibold text-gray-900 sm:text-3xl">
            <Link to={href} className="hover:text-brand-700">
              {post.title}
            </Link>
          </Heading>
          <p className="mt-4 flex-1 text-lg leading-relaxed text-gray-600">{post.excerpt}</p>
          <div className="mt-6 flex items-center justify-between gap-3 text-sm">
            <time dateTime={post.date} className="text-gray-600">
              {formatLongDate(post.date)}
            </time>
            <ReadMore href={href} title={post.title} />
          </div>
        </div>
      </article>
    );
  }
  return (
    <article className="flex h-full flex-col rounded-card bg-white p-6 shadow-card ring-1 ring-gray-200/70">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-semibold text-brand-700">{post.category}</span>
        <span className="inline-flex items-center gap-1 text-gray-600">
          <Clock aria-hidden="true" className="size-3.5" />
          {`${post.readTime} min read`}
        </span>
      </div>
      <Heading className="mt-4 text-xl leading-snug font-semibold text-gray-900">
        <Link to={href} className="hover:text-brand-700">
          {post.title}
        </Link>
      </Heading>
      <p className="mt-3 flex-1 leading-relaxed text-gray-600">{post.excerpt}</p>
      <div className="mt-5 flex items-center justify-between gap-3 text-sm">
        <time dateTime={post.date} className="text-gray-600">
          {formatLongDate(post.date)}
        </time>
        <ReadMore href={href} title={post.title} />
      </div>
    </article>
  );
}

function ReadMore({ href, title }: { href: string; title: string }) {
  return (
    <Link
      to={href}
      className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 hover:text-brand-800"
    >
      Read More
      {/* In the link text itself, so screen readers and crawlers hear which post it opens. */}
      <span className="sr-only">{`: ${title}`}</span>
      <ArrowRight aria-hidden="true" className="size-4" />
    </Link>
  );
}

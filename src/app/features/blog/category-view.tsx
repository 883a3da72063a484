import { CheckCircle2 } from "lucide-react";
import type { BlogCategoryPage } from "../../../shared/blog.ts";
import { ButtonLink } from "../../components/ui/button.tsx";
import { PostCard } from "./post-card.tsx";

/** A category with published posts lists them; an empty one says what is coming. */
export function CategoryView({ category }: { category: BlogCategoryPage }) {
  return (
    <>
      <header className="bg-hero pt-16 text-white">
        <div className="container-page py-14 sm:py-20">
          <p className="text-sm font-semibold tracking-wide text-brand-300 uppercase">Blog category</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-white sm:text-5xl">{category.title}</h1>
          <p className="mt-4 max-w-2xl text-lg text-gray-300">{category.intro}</p>
        </div>
      </header>
      <div className="container-page py-14 sm:py-20">
        {category.posts.length > 0 ? <CategoryPosts category={category} /> : <ComingSoon category={category} />}
      </div>
    </>
  );
}

function CategoryPosts({ category }: { category: BlogCategoryPage }) {
  return (
    <section aria-labelledby="category-posts-heading">
      <h2 id="category-posts-heading" className="text-2xl font-bold text-gray-900">
        {`Published in ${category.title}`}
      </h2>
      {/* An odd number of posts in rows of two: the first is featured across the row, so none stands alone. */}
      <ul className="mt-8 grid gap-6 md:grid-cols-2">
        {category.posts.map((p, i) => {
          const featured = i === 0 && category.posts.length % 2 === 1;
          return (
            <li key={p.slug} className={featured ? "md:col-span-2" : undefined}>
              <PostCard post={p} headingLevel={3} featured={featured} />
            </li>
          );
        })}
      </ul>
      <div className="mt-10">
        <ButtonLink to="/blog" variant="secondary" size="lg">
          Browse all posts
        </ButtonLink>
      </div>
    </section>
  );
}

function ComingSoon({ category }: { category: BlogCategoryPage }) {
  return (
    <div className="max-w-2xl rounded-card bg-white p-8 shadow-card ring-1 ring-gray-200/70">
      <h2 className="text-2xl font-bold text-gray-900">Coming Soon</h2>
      <p className="mt-2 text-gray-600">Articles in this category are on the way. Here's what they will cover:</p>
      <ul className="mt-6 space-y-3">
        {category.topics.map((t) => (
          <li key={t} className="flex gap-3 text-gray-800">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
            {t}
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <ButtonLink to="/blog" variant="secondary" size="lg">
          Browse Available Posts
        </ButtonLink>
        <ButtonLink to="/#contact" variant="outline" size="lg">
          Get Notified When Ready
        </ButtonLink>
      </div>
    </div>
  );
}

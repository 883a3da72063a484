import { data } from "react-router";
import type { Route } from "./+types/slug";
import { PageShell } from "../../components/layout/page-shell.tsx";
import { BlogPostNotFound } from "../../features/blog/blog-not-found.tsx";
import { categoryMeta } from "../../features/blog/category-meta.ts";
import { CategoryView } from "../../features/blog/category-view.tsx";
import { postMeta } from "../../features/blog/post-meta.ts";
import { PostView } from "../../features/blog/post-view.tsx";
import { pageTitle, siteFromMatches } from "../../lib/site.ts";

/** `/blog/{slug}`: the post, else a category page, else 'Blog Post Not Found' (RESOLUTIONS §1). */
export function loader({ params, context }: Route.LoaderArgs) {
  const found = context.services.blog.resolve(params.slug);
  if (!found) throw data(null, { status: 404 });
  return found;
}

export const meta: Route.MetaFunction = ({ data: d, matches }) => {
  const site = siteFromMatches(matches);
  if (!d) return [{ title: pageTitle("Blog Post Not Found", site) }, { name: "robots", content: "noindex" }];
  return d.kind === "post" ? postMeta(d.post, site) : categoryMeta(d.category, site);
};

export default function BlogSlugRoute({ loaderData }: Route.ComponentProps) {
  return (
    <PageShell>
      {loaderData.kind === "post" ? (
        <PostView post={loaderData.post} />
      ) : (
        <CategoryView category={loaderData.category} />
      )}
    </PageShell>
  );
}

export function ErrorBoundary() {
  return <BlogPostNotFound />;
}

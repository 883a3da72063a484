import { data } from "react-router";
import type { Route } from "./+types/post";
import { PageShell } from "../../components/layout/page-shell.tsx";
import { BlogPostNotFound } from "../../features/blog/blog-not-found.tsx";
import { postMeta } from "../../features/blog/post-meta.ts";
import { PostView } from "../../features/blog/post-view.tsx";
import { pageTitle, siteFromMatches } from "../../lib/site.ts";

export function loader({ params, context }: Route.LoaderArgs) {
  const post = context.services.blog.getPost(params.slug);
  if (!post) throw data(null, { status: 404 });
  return { post };
}

export const meta: Route.MetaFunction = ({ data: d, matches }) => {
  const site = siteFromMatches(matches);
  if (!d) return [{ title: pageTitle("Blog Post Not Found", site) }, { name: "robots", content: "noindex" }];
  return postMeta(d.post, site);
};

export default function BlogPostRoute({ loaderData }: Route.ComponentProps) {
  return (
    <PageShell>
      <PostView post={loaderData.post} />
    </PageShell>
  );
}

export function ErrorBoundary() {
  return <BlogPostNotFound />;
}

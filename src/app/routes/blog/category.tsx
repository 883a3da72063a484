import type { Route } from "./+types/category";
import { PageShell } from "../../components/layout/page-shell.tsx";
import { categoryMeta } from "../../features/blog/category-meta.ts";
import { CategoryView } from "../../features/blog/category-view.tsx";
import { siteFromMatches } from "../../lib/site.ts";

export function loader({ params, context }: Route.LoaderArgs) {
  return { category: context.services.blog.getCategory(params.category) };
}

export const meta: Route.MetaFunction = ({ data: d, matches }) =>
  d ? categoryMeta(d.category, siteFromMatches(matches)) : [];

export default function BlogCategoryRoute({ loaderData }: Route.ComponentProps) {
  return (
    <PageShell>
      <CategoryView category={loaderData.category} />
    </PageShell>
  );
}

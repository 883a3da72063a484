import { data, Outlet, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/layout";
import type { CacheHandle } from "../../../shared/cache-policy.ts";
import { AdminShell } from "../../features/admin/admin-shell.tsx";
import { adminMeta } from "../../features/admin/admin-meta.ts";

/** Every console page is per visitor: never from the shared cache, `private, no-store`. */
export const handle = { cache: "private" } satisfies CacheHandle;

/**
 * Who is signed in, read from the session cookie on the server: the login form or the console.
 * Sessions live in the database: while it is away the page answers 503, never a wrong login form.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    return { session: await context.services.admin.currentSession(request) };
  } catch (err) {
    context.services.log.error({ err }, "could not read the staff session");
    throw data(null, { status: 503 });
  }
}

/**
 * The session is asked for once per page load: the console's filters and tabs live in the query
 * string, and each change would otherwise ask again. A 401 from any call ends it in the browser.
 */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname && currentUrl.search === nextUrl.search
    ? defaultShouldRevalidate
    : false;
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("Admin Console", matches);

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell session={loaderData.session}>
      <Outlet />
    </AdminShell>
  );
}

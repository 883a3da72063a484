import type { Route } from "./+types/console";
import type { CacheHandle } from "../../../shared/cache-policy.ts";
import { adminMeta } from "../../features/admin/admin-meta.ts";
import { ConsoleTabs } from "../../features/admin/console-tabs.tsx";

export const handle = { cache: "private" } satisfies CacheHandle;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("Admin Console", matches);

/** /admin: the staff console's Dashboard, Leads and Chats. */
export default function AdminConsoleRoute() {
  return <ConsoleTabs />;
}

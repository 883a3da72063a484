import type { Route } from "./+types/people";
import type { CacheHandle } from "../../../shared/cache-policy.ts";
import { adminMeta } from "../../features/admin/admin-meta.ts";
import { PersonPanel } from "../../features/admin/person-panel.tsx";

export const handle = { cache: "private" } satisfies CacheHandle;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("People", matches);

/** /admin/people?email=…: one person's timeline, and erasing them. */
export default function PeopleRoute() {
  return <PersonPanel />;
}

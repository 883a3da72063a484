import type { Route } from "./+types/invitations";
import type { CacheHandle } from "../../../shared/cache-policy.ts";
import { adminMeta } from "../../features/admin/admin-meta.ts";
import { InvitationsPanel } from "../../features/admin/invitations-panel.tsx";

export const handle = { cache: "private" } satisfies CacheHandle;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("Invitation Codes", matches);

/** /admin/invitations: the platform's invitation codes; add one (shown once), revoke one. */
export default function InvitationsRoute() {
  return <InvitationsPanel />;
}

import type { Route } from "./+types/contact-requests";
import type { CacheHandle } from "../../../shared/cache-policy.ts";
import { adminMeta } from "../../features/admin/admin-meta.ts";
import { ContactRequestsPanel } from "../../features/admin/contact-requests-panel.tsx";

export const handle = { cache: "private" } satisfies CacheHandle;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("Contact Requests", matches);

/** /admin/contact-requests: every Request Access submission and its status. */
export default function ContactRequestsRoute() {
  return <ContactRequestsPanel />;
}

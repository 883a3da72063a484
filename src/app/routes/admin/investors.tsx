import type { Route } from "./+types/investors";
import type { CacheHandle } from "../../../shared/cache-policy.ts";
import { adminMeta } from "../../features/admin/admin-meta.ts";
import { InvestorsPanel } from "../../features/admin/investors-panel.tsx";

export const handle = { cache: "private" } satisfies CacheHandle;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("Investors", matches);

/** /admin/investors?business=…: personal investor codes and who did what in each portal. */
export default function InvestorsRoute() {
  return <InvestorsPanel />;
}

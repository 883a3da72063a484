import * as Tabs from "@radix-ui/react-tabs";
import { useSearchParams } from "react-router";
import { ChatsPanel } from "./chats-panel.tsx";
import { DashboardPanel } from "./dashboard-panel.tsx";
import { LeadsPanel } from "./leads-panel.tsx";

export const CONSOLE_TABS = [
  { value: "dashboard", label: "Dashboard" },
  { value: "leads", label: "Leads" },
  { value: "chats", label: "Chats" },
] as const;
type TabValue = (typeof CONSOLE_TABS)[number]["value"];

function tabOf(params: URLSearchParams): TabValue {
  const t = params.get("tab");
  return t === "leads" || t === "chats" ? t : "dashboard";
}

const trigger =
  "inline-flex min-h-11 items-center rounded-control px-4 text-sm font-semibold text-gray-600 transition-colors hover:text-gray-900 data-[state=active]:bg-white data-[state=active]:text-gray-900 data-[state=active]:shadow-card";

/** /admin: Dashboard, Leads and Chats (spec §2); the tab is in the URL (`?tab=leads`). */
export function ConsoleTabs() {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params);
  return (
    <Tabs.Root
      value={tab}
      // Each tab loads its list: arrow keys move between tabs, Enter or Space opens one.
      activationMode="manual"
      onValueChange={(value) =>
        // Another tab starts without the last one's filters (leads' services are not agents).
        setParams(value === "dashboard" ? {} : { tab: value }, { preventScrollReset: true })
      }
      className="grid gap-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Admin Console</h1>
        <Tabs.List aria-label="Console sections" className="inline-flex gap-1 rounded-card bg-gray-200/70 p-1">
          {CONSOLE_TABS.map((t) => (
            <Tabs.Trigger key={t.value} value={t.value} className={trigger}>
              {t.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </div>
      <Tabs.Content value="dashboard" className="outline-none">
        <DashboardPanel />
      </Tabs.Content>
      <Tabs.Content value="leads">
        <LeadsPanel />
      </Tabs.Content>
      <Tabs.Content value="chats">
        <ChatsPanel />
      </Tabs.Content>
    </Tabs.Root>
  );
}

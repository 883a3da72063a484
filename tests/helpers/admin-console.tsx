import { render } from "@testing-library/react";
import { afterAll, beforeAll, vi } from "vitest";
import { createRoutesStub, Outlet, useLocation } from "react-router";
import type { AdminSessionInfo } from "../../src/shared/admin.ts";
import { AdminShell } from "../../src/app/features/admin/admin-shell.tsx";
import { ConsoleTabs } from "../../src/app/features/admin/console-tabs.tsx";
import { ContactRequestsPanel } from "../../src/app/features/admin/contact-requests-panel.tsx";
import { InvitationsPanel } from "../../src/app/features/admin/invitations-panel.tsx";
import { InvestorsPanel } from "../../src/app/features/admin/investors-panel.tsx";
import { PersonPanel } from "../../src/app/features/admin/person-panel.tsx";
import { testSite } from "../fixtures/site.ts";

/*
 * The staff console in a test router (root with the site, the admin layout, its pages) and
 * a fake /api/admin that answers by method and path.
 */

export const STAFF: AdminSessionInfo = { isAuthenticated: true, username: "staff", expiresAt: "2099-01-01T00:00:00Z" };

type Answer = { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>;
type Handler = (url: URL, init: RequestInit) => Answer;

export interface FakeApi {
  fetch: ReturnType<typeof vi.fn>;
  /** Every request as "METHOD /path?query". */
  calls(): string[];
  /** The requests to one path (query ignored). */
  callsTo(method: string, path: string): { url: URL; body: unknown }[];
}

/** `routes` maps "METHOD /path" (no query) to an answer; anything else is a 404. */
export function fakeAdminApi(routes: Record<string, Handler | { status: number; body?: unknown }>): FakeApi {
  const fetch = vi.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, "http://localhost");
    const key = `${(init.method ?? "GET").toUpperCase()} ${url.pathname}`;
    const route = routes[key];
    const answer =
      route === undefined
        ? { status: 404, body: { error: "Not found." } }
        : typeof route === "function"
          ? await route(url, init)
          : route;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { "content-type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetch);
  const all = () =>
    fetch.mock.calls.map(([u, init]) => {
      const url = new URL(u as string, "http://localhost");
      return {
        method: ((init as RequestInit | undefined)?.method ?? "GET").toUpperCase(),
        url,
        init: init as RequestInit,
      };
    });
  return {
    fetch,
    calls: () => all().map((c) => `${c.method} ${c.url.pathname}${c.url.search}`),
    callsTo: (method, path) =>
      all()
        .filter((c) => c.method === method && c.url.pathname === path)
        .map((c) => ({ url: c.url, body: c.init?.body ? JSON.parse(String(c.init.body)) : undefined })),
  };
}

/** Shows the current address so tests can read what the console wrote into it. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function renderConsole(path: string, session: AdminSessionInfo | null = STAFF) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ site: testSite }),
      HydrateFallback: () => null,
      Component: () => (
        <>
          <Outlet />
          <LocationProbe />
        </>
      ),
      children: [
        {
          path: "admin",
          Component: () => (
            <AdminShell session={session}>
              <Outlet />
            </AdminShell>
          ),
          children: [
            { index: true, Component: ConsoleTabs },
            { path: "contact-requests", Component: ContactRequestsPanel },
            { path: "people", Component: PersonPanel },
            { path: "invitations", Component: InvitationsPanel },
            { path: "investors", Component: InvestorsPanel },
          ],
        },
      ],
    },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

export const emptyPage = { items: [], total: 0, page: 1, pageSize: 25 };
export const facets = {
  leadServices: ["aurora-ai", "contact"],
  chatAgents: ["aurora", "max"],
  contactServices: ["ai-twin"],
  agentNames: { aurora: "Aurora", max: "Max" },
};
export const stats = { totalLeads: 12, totalChats: 40, todaysChats: 3, totalContactRequests: 5, newContactRequests: 2 };

/** jsdom lacks ResizeObserver, which Radix's tooltip positioning needs. */
export function stubResizeObserver() {
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}

/** The console prints dates and asks for "today" in the viewer's zone: the test file's viewer is in New York. */
export function viewerInNewYork() {
  const zone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = "America/New_York";
  });
  afterAll(() => {
    process.env.TZ = zone;
  });
}

import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AdminDashboard } from "../../../shared/admin-dashboard.ts";
import {
  facets,
  fakeAdminApi,
  renderConsole,
  stats,
  stubResizeObserver,
  viewerInNewYork,
} from "../../../../tests/helpers/admin-console.tsx";

viewerInNewYork();
beforeEach(stubResizeObserver);
afterEach(() => vi.unstubAllGlobals());

/** Thirty days from Oct 22 to Nov 20, 2026, with arrivals on three of them. */
function days(): AdminDashboard["days"] {
  const out: AdminDashboard["days"] = [];
  for (let i = 0; i < 30; i++) {
    const day = new Date(Date.UTC(2026, 9, 22 + i)).toISOString().slice(0, 10);
    out.push({ day, leads: 0, contactRequests: 0, conversations: 0 });
  }
  out[0]!.contactRequests = 1;
  out[19]!.leads = 4;
  out[29]!.leads = 2;
  out[29]!.conversations = 7;
  return out;
}

const DASHBOARD: AdminDashboard = {
  timeZone: "America/New_York",
  from: "2026-10-22",
  to: "2026-11-20",
  days: days(),
  totals: { leads: 6, contactRequests: 1, conversations: 7 },
  byService: {
    leads: [
      { key: "home-contact", label: "HOME CONTACT", count: 4 },
      { key: "aurora-ai", label: "AURORA AI", count: 2 },
    ],
    contactRequests: [{ key: "max-ai", label: "MAX AI", count: 1 }],
    conversations: [
      { key: "aurora", label: "Aurora", count: 5 },
      { key: "investor:the-subs-ai", label: "Investor assistant · The Subs AI", count: 2 },
    ],
  },
  byPage: {
    leads: [
      { key: "/", label: "Home page", count: 4 },
      { key: "chat:/aurora/chat", label: "Chat · Home demo and site widget", count: 2 },
    ],
    contactRequests: [{ key: "/services/ai-reception-agents", label: "/services/ai-reception-agents", count: 1 }],
    conversations: [{ key: "/aurora/chat", label: "Home demo and site widget", count: 7 }],
  },
  waiting: {
    count: 2,
    oldest: [{ id: "r1", name: "Cy Young", serviceType: "max-ai", createdAt: "2026-09-01T12:00:00.000Z" }],
  },
  conversion: { conversations: 8, leads: 2, percent: 25 },
  investors: {
    unlocks: 3,
    views: 5,
    downloads: 1,
    questions: 2,
    conversations: 2,
    byBusiness: [{ slug: "the-subs-ai", name: "The Subs AI", unlocks: 3, views: 5, downloads: 1, questions: 2 }],
  },
  unanswered: {
    total: 12,
    items: [
      {
        id: "c9",
        conversationId: "k9",
        question: "Do you have a SOC 2 report?",
        agent: "maya",
        agentName: "Maya (AI twin)",
        createdAt: "2026-11-20T14:30:00.000Z",
      },
    ],
  },
};

describe("the Dashboard's last 30 days", () => {
  it("draws each day series as a chart with the same numbers in a table, in the viewer's zone", async () => {
    const api = fakeAdminApi({
      "GET /api/admin/stats": { status: 200, body: stats },
      "GET /api/admin/dashboard": { status: 200, body: DASHBOARD },
      "GET /api/admin/facets": { status: 200, body: facets },
    });
    const { container } = renderConsole("/admin");
    const leads = await screen.findByRole("table", { name: "Leads per day, Oct 22 – Nov 20" });
    expect(api.callsTo("GET", "/api/admin/dashboard")[0]!.url.searchParams.get("tz")).toBe("America/New_York");
    expect(within(leads).getAllByRole("row")).toHaveLength(31);
    expect(within(leads).getByRole("row", { name: "Nov 10 4" })).toBeInTheDocument();
    expect(within(leads).getByRole("row", { name: "Nov 20 2" })).toBeInTheDocument();
    expect(screen.getByRole("table", { name: "Contact requests per day, Oct 22 – Nov 20" })).toBeInTheDocument();
    const conversations = screen.getByRole("table", { name: "Conversations per day, Oct 22 – Nov 20" });
    expect(within(conversations).getByRole("row", { name: "Nov 20 7" })).toBeInTheDocument();

    // The drawings: hidden from assistive technology, one bar per day, the tallest the busiest.
    const charts = container.querySelectorAll("svg[data-chart]");
    expect([...charts].map((c) => c.getAttribute("data-chart"))).toEqual([
      "Leads",
      "Contact requests",
      "Conversations",
    ]);
    for (const chart of charts) expect(chart).toHaveAttribute("aria-hidden", "true");
    const bars = charts[0]!.querySelectorAll("rect");
    expect(bars).toHaveLength(30);
    expect(bars[19]!.getAttribute("height")).toBe("92");
    expect(bars[29]!.getAttribute("height")).toBe("46");
    expect(screen.getByText("Busiest day Nov 10 (4)")).toBeInTheDocument();

    // The table sits behind a toggle that opens it.
    const toggle = screen.getAllByText("Show as table")[0]!;
    expect(toggle.closest("details")).not.toHaveAttribute("open");
    fireEvent.click(toggle.closest("summary")!);
    expect(toggle.closest("details")).toHaveAttribute("open");
  });

  it("shows where they came from, the conversion, what waits, investor activity and the unanswered questions", async () => {
    fakeAdminApi({
      "GET /api/admin/stats": { status: 200, body: stats },
      "GET /api/admin/dashboard": { status: 200, body: DASHBOARD },
      "GET /api/admin/facets": { status: 200, body: facets },
    });
    renderConsole("/admin");
    const byService = await screen.findByRole("table", { name: "Leads by service" });
    expect(within(byService).getByRole("row", { name: "HOME CONTACT 4" })).toBeInTheDocument();
    const byAssistant = screen.getByRole("table", { name: "Conversations by assistant" });
    expect(within(byAssistant).getByRole("row", { name: "Investor assistant · The Subs AI 2" })).toBeInTheDocument();
    expect(screen.getByRole("table", { name: "Conversations by page" })).toHaveTextContent("Home demo and site widget");
    const leadsByPage = screen.getByRole("table", { name: "Leads by page" });
    expect(within(leadsByPage).getByRole("row", { name: "Home page 4" })).toBeInTheDocument();
    expect(within(leadsByPage).getByRole("row", { name: "Chat · Home demo and site widget 2" })).toBeInTheDocument();
    const requestsByPage = screen.getByRole("table", { name: "Contact requests by page" });
    expect(within(requestsByPage).getByRole("row", { name: "/services/ai-reception-agents 1" })).toBeInTheDocument();

    expect(screen.getByTestId("conversion-rate")).toHaveTextContent("25%");
    expect(screen.getByText("of", { exact: false, selector: "dd" })).toHaveTextContent("2 of 8 conversations");

    expect(screen.getByRole("link", { name: "View all 2" })).toHaveAttribute(
      "href",
      "/admin/contact-requests?status=new",
    );
    expect(screen.getByText("Cy Young")).toBeInTheDocument();

    const investors = screen.getByRole("region", { name: "Investor activity" });
    expect(within(investors).getByText("Portal unlocks").nextElementSibling).toHaveTextContent("3");
    expect(within(investors).getByText("Assistant conversations").nextElementSibling).toHaveTextContent("2");

    const unanswered = screen.getByRole("region", { name: "Questions the assistant could not answer" });
    expect(unanswered).toHaveTextContent("12 in these 30 days; the latest 1 shown");
    expect(within(unanswered).getByText("“Do you have a SOC 2 report?”")).toBeInTheDocument();
    expect(unanswered).toHaveTextContent("Maya (AI twin) · Nov 20, 2026 09:30");
  });

  it("keeps the three counts when the last 30 days cannot be loaded", async () => {
    fakeAdminApi({
      "GET /api/admin/stats": { status: 200, body: stats },
      "GET /api/admin/dashboard": { status: 500, body: { error: "Something went wrong." } },
      "GET /api/admin/facets": { status: 200, body: facets },
    });
    renderConsole("/admin");
    expect(await screen.findByText("Failed to load the last 30 days. Please try again.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText("Total Chats").nextElementSibling).toHaveTextContent("40"));
  });
});

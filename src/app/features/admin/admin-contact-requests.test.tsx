import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { AdminContactRequest, EraseResult, TimelineEvent } from "../../../shared/admin.ts";
import {
  emptyPage,
  facets,
  fakeAdminApi,
  renderConsole,
  stubResizeObserver,
} from "../../../../tests/helpers/admin-console.tsx";
import { serviceBadgeClass } from "./badges.tsx";
import { erasedSentence, inTimeOrder } from "./person-panel.tsx";

const zone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = "UTC";
});
afterAll(() => {
  process.env.TZ = zone;
});
beforeEach(stubResizeObserver);
afterEach(() => {
  vi.unstubAllGlobals();
});

const request = (over: Partial<AdminContactRequest> = {}): AdminContactRequest => ({
  id: "r1",
  name: "Ada Lovelace",
  email: "ada@example.com",
  company: "Analytical Engines Ltd",
  phone: "+1 512 555 0100",
  message: "Please call me about Aurora.",
  serviceType: "aurora-ai",
  status: "new",
  createdAt: "2025-01-05T14:03:00Z",
  ...over,
});
const page = (items: AdminContactRequest[], total = items.length) => ({ ...emptyPage, items, total });
const toast = () => screen.getByRole("region", { name: "Notifications" });

describe("/admin/contact-requests", () => {
  it("shows 'Contact Requests', 'Total: N requests' and each request's contact info, service, message, status, date", async () => {
    fakeAdminApi({
      "GET /api/admin/contact-requests": {
        status: 200,
        body: page(
          [
            request(),
            request({
              id: "r2",
              name: "Bo",
              email: "bo@example.com",
              company: null,
              phone: null,
              message: null,
              serviceType: "web-build",
              status: "closed",
              createdAt: "",
            }),
          ],
          12,
        ),
      },
      "GET /api/admin/facets": { status: 200, body: facets },
    });
    renderConsole("/admin/contact-requests");
    expect(await screen.findByRole("heading", { level: 1, name: "Contact Requests" })).toBeInTheDocument();
    expect(await screen.findByText("Total: 12 requests")).toBeInTheDocument();
    const table = screen.getByRole("table", { name: "Contact requests" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Contact Info", "Service", "Message", "Status", "Date", "Actions"]);
    const [first, second] = within(table).getAllByRole("row").slice(1) as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent("Ada Lovelace");
    expect(first).toHaveTextContent("Analytical Engines Ltd");
    expect(first).toHaveTextContent("+1 512 555 0100");
    expect(within(first).getByRole("link", { name: "ada@example.com" })).toHaveAttribute(
      "href",
      "mailto:ada@example.com",
    );
    expect(within(first).getByText("AURORA AI")).toHaveAttribute("data-service", "aurora-ai");
    expect(within(first).getByText("Please call me about Aurora.")).toBeInTheDocument();
    expect(within(first).getByText("New", { selector: "span" })).toHaveClass("bg-status-beta-bg");
    expect(within(first).getByText("Jan 5, 2025 14:03")).toBeInTheDocument();
    expect(second).toHaveTextContent("No message");
    expect(second).toHaveTextContent("N/A");
    expect(within(second).getByText("Closed", { selector: "span" })).toHaveClass("bg-status-live-bg");
    expect(within(second).getByText("WEB BUILD")).toHaveClass("bg-status-soon-bg");
    expect(second).not.toHaveTextContent("Company");
  });

  it("colours the five known services each their own way, any other neutral", () => {
    const known = ["aurora-ai", "max-ai", "hid-store", "maxi-chat", "ai-twin"].map(serviceBadgeClass);
    expect(new Set(known).size).toBe(5);
    expect(known).not.toContain(serviceBadgeClass("something-else"));
    expect(serviceBadgeClass("something-else")).toBe(serviceBadgeClass("contact"));
  });

  it("says 'Loading contact requests...', and the empty state", async () => {
    let answer: (v: { status: number; body: unknown }) => void = () => {};
    const api = fakeAdminApi({
      "GET /api/admin/contact-requests": () => new Promise((r) => (answer = r)),
      "GET /api/admin/facets": { status: 200, body: facets },
    });
    renderConsole("/admin/contact-requests");
    expect(await screen.findByText("Loading contact requests...")).toBeInTheDocument();
    // The list is asked for only once the console is ready; answering before that answers nothing.
    await waitFor(() => expect(api.callsTo("GET", "/api/admin/contact-requests")).toHaveLength(1));
    expect(screen.getByText("Loading contact requests...")).toBeInTheDocument();
    await act(async () => answer({ status: 200, body: emptyPage }));
    expect(await screen.findByText("No contact requests yet")).toBeInTheDocument();
    expect(screen.getByText("When users request access to your AI services, they'll appear here.")).toBeInTheDocument();
    expect(screen.getByText("Total: 0 requests")).toBeInTheDocument();
  });

  it("says 'Failed to load contact requests. Please try again.' when the list fails", async () => {
    fakeAdminApi({
      "GET /api/admin/contact-requests": { status: 500, body: {} },
      "GET /api/admin/facets": { status: 200, body: facets },
    });
    renderConsole("/admin/contact-requests");
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to load contact requests. Please try again.");
  });

  it("changes a status: the dropdown refuses another change while saving, keeps focus, then the list reloads", async () => {
    let status: AdminContactRequest["status"] = "new";
    let finish: () => void = () => {};
    const api = fakeAdminApi({
      "GET /api/admin/contact-requests": () => ({ status: 200, body: page([request({ status })]) }),
      "PATCH /api/admin/contact-requests/r1/status": (_url, init) =>
        new Promise((resolve) => {
          finish = () => {
            status = JSON.parse(String(init.body)).status;
            resolve({ status: 200, body: request({ status }) });
          };
        }),
      "GET /api/admin/facets": { status: 200, body: facets },
    });
    renderConsole("/admin/contact-requests");
    const select = await screen.findByRole("combobox", { name: "Status of the request from Ada Lovelace" });
    expect([...select.querySelectorAll("option")].map((o) => o.textContent)).toEqual(["New", "Contacted", "Closed"]);
    select.focus();
    fireEvent.change(select, { target: { value: "contacted" } });
    await waitFor(() => expect(select).toHaveAttribute("aria-disabled", "true"));
    // Not the disabled attribute: a disabled control drops the keyboard focus (WCAG 2.4.3).
    expect(select).toBeEnabled();
    expect(select).toHaveFocus();
    expect(select).toHaveValue("contacted");
    fireEvent.change(select, { target: { value: "closed" } });
    expect(api.callsTo("PATCH", "/api/admin/contact-requests/r1/status")).toHaveLength(1);
    expect(api.callsTo("PATCH", "/api/admin/contact-requests/r1/status")[0]!.body).toEqual({ status: "contacted" });
    await act(async () => finish());
    await waitFor(() => expect(select).not.toHaveAttribute("aria-disabled"));
    expect(select).toHaveFocus();
    await waitFor(() => expect(api.callsTo("GET", "/api/admin/contact-requests")).toHaveLength(2));
    const row = screen.getAllByRole("row")[1]!;
    await waitFor(() =>
      expect(within(row).getByText("Contacted", { selector: "span" })).toHaveClass("bg-status-testing-bg"),
    );
  });

  it("says clearly when a status change fails, and shows the old status again", async () => {
    const api = fakeAdminApi({
      "GET /api/admin/contact-requests": { status: 200, body: page([request()]) },
      "PATCH /api/admin/contact-requests/r1/status": { status: 500, body: {} },
      "GET /api/admin/facets": { status: 200, body: facets },
    });
    renderConsole("/admin/contact-requests");
    const select = await screen.findByRole("combobox", { name: "Status of the request from Ada Lovelace" });
    fireEvent.change(select, { target: { value: "closed" } });
    await waitFor(() => expect(toast()).toHaveTextContent("Status not changed"));
    expect(toast()).toHaveTextContent("Failed to update the status of Ada Lovelace's request. Please try again.");
    expect(select).toHaveValue("new");
    expect(select).toBeEnabled();
    expect(api.callsTo("GET", "/api/admin/contact-requests")).toHaveLength(1);
  });

  it("filters by status and service from the URL, and exports the same view", async () => {
    const api = fakeAdminApi({
      "GET /api/admin/contact-requests": { status: 200, body: emptyPage },
      "GET /api/admin/facets": { status: 200, body: facets },
    });
    renderConsole("/admin/contact-requests?status=contacted&service=ai-twin&q=acme");
    expect(await screen.findByText("No contact requests match these filters.")).toBeInTheDocument();
    const asked = api.callsTo("GET", "/api/admin/contact-requests")[0]!.url.searchParams;
    expect(asked.get("status")).toBe("contacted");
    expect(asked.get("service")).toBe("ai-twin");
    expect(asked.get("q")).toBe("acme");
    expect(asked.get("tz")).toBe("UTC");
    const href = new URL(screen.getByRole("link", { name: "Export CSV" }).getAttribute("href")!, "http://x");
    expect(href.pathname).toBe("/api/admin/contact-requests/export.csv");
    expect(Object.fromEntries(href.searchParams)).toEqual({
      q: "acme",
      service: "ai-twin",
      status: "contacted",
      sort: "newest",
      tz: "UTC",
    });
    fireEvent.change(screen.getByRole("combobox", { name: "Status" }), { target: { value: "" } });
    await waitFor(() =>
      expect(screen.getByTestId("location")).toHaveTextContent("/admin/contact-requests?q=acme&service=ai-twin"),
    );
  });
});

const events: TimelineEvent[] = [
  {
    kind: "conversation",
    at: "2025-01-07T10:00:00Z",
    conversationId: "conv1",
    agent: "aurora",
    agentName: "Aurora",
    exchanges: [
      {
        id: "c1",
        conversationId: "conv1",
        agent: "aurora",
        message: "Can you book appointments?",
        reply: "Yes, straight into your calendar.",
        sources: [{ title: "AI reception agents", url: "/services/ai-reception-agents" }],
        createdAt: "2025-01-07T10:00:00Z",
      },
    ],
  },
  {
    kind: "lead",
    at: "2025-01-05T09:00:00Z",
    lead: {
      id: "l1",
      leadId: "p1",
      name: "Ada",
      email: "ada@example.com",
      phone: null,
      serviceType: "contact",
      message: "First contact.",
      createdAt: "2025-01-05T09:00:00Z",
    },
  },
  { kind: "contact-request", at: "2025-01-06T09:00:00Z", request: request() },
];

describe("/admin/people", () => {
  it("orders a timeline oldest first", () => {
    expect(inTimeOrder(events).map((e) => e.kind)).toEqual(["lead", "contact-request", "conversation"]);
  });

  it("says how many of each kind an erase removed", () => {
    const result = (leads: number, contactRequests: number, chats: number, investorCodes = 0): EraseResult => ({
      email: "a@example.com",
      removed: { leads, contactRequests, chats, investorCodes },
    });
    expect(erasedSentence(result(2, 1, 3))).toBe("Removed 2 leads, 1 contact request and 3 chat messages.");
    expect(erasedSentence(result(1, 0, 1))).toBe("Removed 1 lead, 0 contact requests and 1 chat message.");
    expect(erasedSentence(result(0, 0, 0, 2))).toBe(
      "Removed 0 leads, 0 contact requests, 0 chat messages and 2 investor access codes.",
    );
  });

  it("shows everything one address sent, in time order, and erases it after a confirmation", async () => {
    let stored = events;
    const api = fakeAdminApi({
      "GET /api/admin/people/timeline": (url) => ({
        status: 200,
        body: { email: url.searchParams.get("email"), events: stored },
      }),
      "POST /api/admin/people/erase": () => {
        stored = [];
        return {
          status: 200,
          body: { email: "ada@example.com", removed: { leads: 1, contactRequests: 1, chats: 1, investorCodes: 0 } },
        };
      },
      "GET /api/admin/facets": { status: 200, body: facets },
    });
    renderConsole("/admin/people?email=ada%40example.com");
    expect(await screen.findByRole("heading", { level: 1, name: "ada@example.com" })).toBeInTheDocument();
    const timeline = await screen.findByRole("list", { name: "Timeline, oldest first" });
    const items = within(timeline)
      .getAllByRole("heading", { level: 2 })
      .map((h) => h.textContent);
    expect(items[0]!).toMatch(/^Lead form: CONTACT/);
    expect(items[1]!).toMatch(/^Contact request/);
    expect(items[2]!).toMatch(/^Conversation with Aurora/);
    expect(timeline).toHaveTextContent("First contact.");
    expect(timeline).toHaveTextContent("Can you book appointments?");
    expect(timeline).toHaveTextContent("Yes, straight into your calendar.");
    expect(api.callsTo("GET", "/api/admin/people/timeline")[0]!.url.searchParams.get("email")).toBe("ada@example.com");

    fireEvent.click(screen.getByRole("button", { name: "Erase this person" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Erase this person?" });
    expect(dialog).toHaveTextContent(
      "This permanently deletes every lead submission, contact request, chat message and investor access code stored for ada@example.com. It cannot be undone.",
    );
    fireEvent.click(within(dialog).getByRole("button", { name: "Erase" }));
    expect(await screen.findByText("Removed 1 lead, 1 contact request and 1 chat message.")).toBeInTheDocument();
    expect(api.callsTo("POST", "/api/admin/people/erase")[0]!.body).toEqual({ email: "ada@example.com" });
    expect(await screen.findByText("Nothing is stored for this address.")).toBeInTheDocument();
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("asks for an address when none is given", async () => {
    fakeAdminApi({ "GET /api/admin/facets": { status: 200, body: facets } });
    renderConsole("/admin/people");
    fireEvent.change(await screen.findByLabelText("Email address"), { target: { value: "bo@example.com" } });
    fireEvent.click(screen.getByRole("button", { name: "Show timeline" }));
    await waitFor(() =>
      expect(screen.getByTestId("location")).toHaveTextContent("/admin/people?email=bo%40example.com"),
    );
  });
});

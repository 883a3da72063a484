import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AdminChat, AdminConversation, AdminLead } from "../../../shared/admin.ts";
import {
  emptyPage,
  facets,
  fakeAdminApi,
  renderConsole,
  stubResizeObserver,
  viewerInNewYork,
} from "../../../../tests/helpers/admin-console.tsx";
import { SEARCH_DEBOUNCE_MS } from "./list-toolbar.tsx";

viewerInNewYork();
beforeEach(stubResizeObserver);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const LONG =
  "We run three clinics and miss about forty calls a week after hours; can Aurora book appointments straight into our calendar?";

const lead = (over: Partial<AdminLead> = {}): AdminLead => ({
  id: "l1",
  leadId: "p1",
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: null,
  serviceType: "aurora-ai",
  message: LONG,
  // 03:00 UTC on the 6th: still the 5th in New York.
  createdAt: "2025-01-06T03:00:00Z",
  ...over,
});

const chat = (over: Partial<AdminChat> = {}): AdminChat => ({
  id: "c2",
  conversationId: "conv1",
  agent: "aurora",
  message: LONG,
  reply: "Yes: Aurora books into Google Calendar and Outlook.",
  sources: [],
  createdAt: "2025-01-06T03:04:00Z",
  ...over,
});

/** A conversation of two exchanges: c1 (03:00 UTC) and c2 (03:04 UTC), both still Jan 5 in New York. */
const conversation = (over: Partial<AdminConversation> = {}): AdminConversation => ({
  id: "conv1",
  firstExchangeId: "c1",
  agent: "aurora",
  agentName: "Aurora",
  pageName: "Home demo and site widget",
  firstMessage: LONG,
  lastMessage: "And Outlook?",
  exchanges: 2,
  startedAt: "2025-01-06T03:00:00Z",
  lastAt: "2025-01-06T03:04:00Z",
  ...over,
});

const page = <T,>(items: T[], total = items.length) => ({ ...emptyPage, items, total });
const toast = () => screen.getByRole("region", { name: "Notifications" });

describe("the Leads tab", () => {
  it("shows each lead: name, e-mail link, service, cut message, 'MMM d, yyyy' date, delete", async () => {
    fakeAdminApi({
      "GET /api/admin/leads": {
        status: 200,
        body: page([lead(), lead({ id: "l2", name: null, email: "b@example.com", serviceType: "", message: null })]),
      },
      "GET /api/admin/facets": { status: 200, body: facets },
    });
    renderConsole("/admin?tab=leads");
    const table = await screen.findByRole("table", { name: "Leads" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Name", "Email", "Service", "Message", "Date", "Actions"]);
    const [first, second] = within(table).getAllByRole("row").slice(1) as [HTMLElement, HTMLElement];
    expect(within(first).getByText("Ada Lovelace")).toBeInTheDocument();
    expect(within(first).getByRole("link", { name: "ada@example.com" })).toHaveAttribute(
      "href",
      "mailto:ada@example.com",
    );
    expect(within(first).getByRole("link", { name: "Timeline of ada@example.com" })).toHaveAttribute(
      "href",
      "/admin/people?email=ada%40example.com",
    );
    expect(within(first).getByText("AURORA AI")).toBeInTheDocument();
    expect(within(first).getByText("Jan 5, 2025")).toBeInTheDocument();
    expect(first).not.toHaveTextContent(LONG);
    expect(within(first).getByRole("button", { name: /^We run three clinics.*…$/ })).toBeInTheDocument();
    expect(within(second).getByText("General")).toBeInTheDocument();
    expect(within(second).getByText("No message provided")).toBeInTheDocument();
    // The elements carry the table: explicit roles on them are what the HTML validator rejected.
    expect(table).not.toHaveAttribute("role");
    expect(table.querySelectorAll("table[role], tr[role], th[role], td[role], thead[role], tbody[role]")).toHaveLength(
      0,
    );
    expect(table.querySelectorAll("tr").length).toBe(3);
  });

  it("shows a lead the assistant kept by phone only: the number as a tel: link, no e-mail", async () => {
    fakeAdminApi({
      "GET /api/admin/leads": {
        status: 200,
        body: page([lead({ id: "l3", name: null, email: "", phone: "(512) 555-0199", message: "Chat with Aurora." })]),
      },
      "GET /api/admin/facets": { status: 200, body: facets },
    });
    renderConsole("/admin?tab=leads");
    const table = await screen.findByRole("table", { name: "Leads" });
    const row = within(table).getAllByRole("row")[1]!;
    expect(within(row).getByText("No e-mail given")).toBeInTheDocument();
    expect(within(row).getByRole("link", { name: "(512) 555-0199" })).toHaveAttribute("href", "tel:5125550199");
    expect(within(row).queryByRole("link", { name: /^Timeline of/ })).toBeNull();
    expect(within(row).getByRole("button", { name: "Delete lead from (512) 555-0199" })).toBeInTheDocument();
  });

  it("shows the whole message in a tooltip when the cut text gets keyboard focus", async () => {
    fakeAdminApi({
      "GET /api/admin/leads": { status: 200, body: page([lead()]) },
      "GET /api/admin/facets": { status: 200, body: facets },
    });
    renderConsole("/admin?tab=leads");
    const trigger = await screen.findByRole("button", { name: /^We run three clinics/ });
    expect(screen.queryByRole("tooltip")).toBeNull();
    act(() => trigger.focus());
    expect(await screen.findByRole("tooltip")).toHaveTextContent(LONG);
    // Tabbing to a row below the fold scrolls the page: the tooltip stays while its text has focus.
    fireEvent.scroll(document);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByRole("tooltip")).toHaveTextContent(LONG);
    fireEvent.keyDown(trigger, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("tooltip")).toBeNull());
  });

  it("says 'Loading...', then 'No leads found'", async () => {
    let answer: (v: { status: number; body: unknown }) => void = () => {};
    const fake = fakeAdminApi({
      "GET /api/admin/leads": () => new Promise((r) => (answer = r)),
      "GET /api/admin/facets": { status: 200, body: facets },
    });
    renderConsole("/admin?tab=leads");
    expect(await screen.findByText("Loading...")).toBeInTheDocument();
    await waitFor(() => expect(fake.callsTo("GET", "/api/admin/leads")).toHaveLength(1));
    await act(async () => answer({ status: 200, body: emptyPage }));
    expect(await screen.findByText("No leads found")).toBeInTheDocument();
  });

  it("says 'Failed to fetch leads' when the list cannot be loaded", async () => {
    fakeAdminApi({
      "GET /api/admin/leads": { status: 500, body: { error: "Internal Server Error" } },
      "GET /api/admin/facets": { status: 200, body: facets },
    });
    renderConsole("/admin?tab=leads");
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to fetch leads");
  });

  it("keeps search, filters, order and page in the URL and asks the API and the export for exactly them", async () => {
    const api = fakeAdminApi({
      "GET /api/admin/leads": { status: 200, body: page([lead()], 60) },
      "GET /api/admin/facets": { status: 200, body: facets },
    });
    renderConsole("/admin?tab=leads&q=ada&service=aurora-ai&from=2025-01-01&to=2025-01-31&sort=oldest&page=2");
    await screen.findByRole("table", { name: "Leads" });
    const asked = api.callsTo("GET", "/api/admin/leads")[0]!.url;
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      q: "ada",
      service: "aurora-ai",
      from: "2025-01-01",
      to: "2025-01-31",
      sort: "oldest",
      page: "2",
      pageSize: "25",
      tz: "America/New_York",
    });
    const exported = new URL(screen.getByRole("link", { name: "Export CSV" }).getAttribute("href")!, "http://x");
    expect(exported.pathname).toBe("/api/admin/leads/export.csv");
    expect(Object.fromEntries(exported.searchParams)).toEqual({
      q: "ada",
      service: "aurora-ai",
      from: "2025-01-01",
      to: "2025-01-31",
      sort: "oldest",
      tz: "America/New_York",
    });
    // The controls show the view.
    expect(screen.getByRole("searchbox", { name: "Search" })).toHaveValue("ada");
    expect(screen.getByRole("combobox", { name: "Service" })).toHaveValue("aurora-ai");
    expect(screen.getByRole("combobox", { name: "Sort" })).toHaveValue("oldest");
    expect(screen.getByLabelText("From")).toHaveValue("2025-01-01");
    expect(screen.getByText(/Showing 26–50 of 60 leads/)).toBeInTheDocument();
  });

  it("writes a changed filter into the URL, back to page 1, and loads that view", async () => {
    const api = fakeAdminApi({
      "GET /api/admin/leads": { status: 200, body: page([lead()], 60) },
      "GET /api/admin/facets": { status: 200, body: facets },
    });
    renderConsole("/admin?tab=leads&page=2");
    await screen.findByRole("table", { name: "Leads" });
    await screen.findByRole("option", { name: "CONTACT" });
    fireEvent.change(screen.getByRole("combobox", { name: "Service" }), { target: { value: "contact" } });
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/admin?tab=leads&service=contact"));
    await waitFor(() => expect(api.callsTo("GET", "/api/admin/leads")).toHaveLength(2));
    const asked = api.callsTo("GET", "/api/admin/leads")[1]!.url.searchParams;
    expect(asked.get("service")).toBe("contact");
    expect(asked.get("page")).toBe("1");
    expect(screen.getByRole("link", { name: "Export CSV" }).getAttribute("href")).toContain("service=contact");

    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() =>
      expect(screen.getByTestId("location")).toHaveTextContent("/admin?tab=leads&service=contact&page=2"),
    );
    fireEvent.change(screen.getByLabelText("Rows per page"), { target: { value: "50" } });
    await waitFor(() =>
      expect(screen.getByTestId("location")).toHaveTextContent("/admin?tab=leads&service=contact&pageSize=50"),
    );
  });

  it("searches once typing pauses", async () => {
    const api = fakeAdminApi({
      "GET /api/admin/leads": { status: 200, body: page([lead()]) },
      "GET /api/admin/facets": { status: 200, body: facets },
    });
    renderConsole("/admin?tab=leads");
    await screen.findByRole("table", { name: "Leads" });
    const box = screen.getByRole("searchbox", { name: "Search" });
    fireEvent.change(box, { target: { value: "lov" } });
    fireEvent.change(box, { target: { value: "lovelace" } });
    expect(screen.getByTestId("location")).toHaveTextContent("/admin?tab=leads");
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/admin?tab=leads&q=lovelace"), {
      timeout: SEARCH_DEBOUNCE_MS * 4,
    });
    await waitFor(() =>
      expect(api.callsTo("GET", "/api/admin/leads").at(-1)!.url.searchParams.get("q")).toBe("lovelace"),
    );
    // One request for the typed word, none for the letters on the way.
    expect(api.callsTo("GET", "/api/admin/leads").map((c) => c.url.searchParams.get("q"))).toEqual([null, "lovelace"]);
  });

  it("deletes a lead after the confirmation: the spec's texts, toast, dialog closed, list reloaded", async () => {
    let items = [lead(), lead({ id: "l2", name: "Grace Hopper", email: "grace@example.com" })];
    const api = fakeAdminApi({
      "GET /api/admin/leads": () => ({ status: 200, body: page(items) }),
      "DELETE /api/admin/leads/l2": () => {
        items = items.filter((l) => l.id !== "l2");
        return { status: 200, body: { ok: true } };
      },
      "GET /api/admin/facets": { status: 200, body: facets },
    });
    renderConsole("/admin?tab=leads");
    const opener = await screen.findByRole("button", { name: "Delete lead from Grace Hopper" });
    act(() => opener.focus());
    fireEvent.click(opener);
    let dialog = await screen.findByRole("alertdialog", { name: "Delete Lead" });
    expect(dialog).toHaveTextContent("Are you sure you want to delete this lead? This action cannot be undone.");
    // Cancel deletes nothing.
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(api.callsTo("DELETE", "/api/admin/leads/l2")).toHaveLength(0);
    await waitFor(() => expect(opener).toHaveFocus());

    fireEvent.click(screen.getByRole("button", { name: "Delete lead from Grace Hopper" }));
    dialog = await screen.findByRole("alertdialog", { name: "Delete Lead" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(toast()).toHaveTextContent("Lead deleted");
    expect(toast()).toHaveTextContent("The lead has been removed successfully");
    await waitFor(() => expect(screen.queryByText("Grace Hopper")).toBeNull());
    expect(api.callsTo("GET", "/api/admin/leads")).toHaveLength(2);
    expect(api.callsTo("DELETE", "/api/admin/leads/l2")).toHaveLength(1);
    // Focus is not lost with the deleted row.
    await waitFor(() => expect(screen.getByRole("heading", { name: "Leads" })).toHaveFocus());
  });

  it("says 'Error' / 'Failed to delete lead' in the destructive style when the delete fails", async () => {
    fakeAdminApi({
      "GET /api/admin/leads": { status: 200, body: page([lead()]) },
      "DELETE /api/admin/leads/l1": { status: 500, body: {} },
      "GET /api/admin/facets": { status: 200, body: facets },
    });
    renderConsole("/admin?tab=leads");
    fireEvent.click(await screen.findByRole("button", { name: "Delete lead from Ada Lovelace" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete Lead" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(toast()).toHaveTextContent("Failed to delete lead"));
    expect(within(toast()).getByText("Error").parentElement?.parentElement).toHaveClass("bg-danger-600");
    // The dialog stays open (it closes on cancel or after a success) and says it there too.
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Failed to delete lead");
  });
});

describe("the Chats tab", () => {
  it("shows one row per conversation: first question (cut, with tooltip), latest message, persona, count, dates", async () => {
    fakeAdminApi({
      "GET /api/admin/conversations": { status: 200, body: page([conversation()]) },
      "GET /api/admin/facets": { status: 200, body: facets },
    });
    renderConsole("/admin?tab=chats");
    const table = await screen.findByRole("table", { name: "Chats" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Message", "Agent", "Exchanges", "Date", "Actions"]);
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(2);
    const row = rows[1]!;
    // The persona's name from content, never the stored id; and the page it was held on.
    expect(within(row).getByText("Aurora")).toBeInTheDocument();
    expect(within(row).queryByText("aurora")).toBeNull();
    expect(within(row).getByText("Home demo and site widget")).toBeInTheDocument();
    expect(within(row).getByText("2")).toBeInTheDocument();
    expect(row).toHaveTextContent("Latest: And Outlook?");
    // Last activity, and when it started.
    expect(within(row).getByText("Jan 5, 2025 22:04")).toBeInTheDocument();
    expect(row).toHaveTextContent("Started Jan 5, 2025 22:00");
    const cut = within(row).getByRole("button", { name: /^We run three clinics.*…$/ });
    act(() => cut.focus());
    expect(await screen.findByRole("tooltip")).toHaveTextContent(LONG);
  });

  it("filters by agent and says 'No chats found'", async () => {
    const api = fakeAdminApi({
      "GET /api/admin/conversations": { status: 200, body: emptyPage },
      "GET /api/admin/facets": { status: 200, body: facets },
    });
    renderConsole("/admin?tab=chats&service=max");
    expect(await screen.findByText("No chats found")).toBeInTheDocument();
    expect(api.callsTo("GET", "/api/admin/conversations")[0]!.url.searchParams.get("service")).toBe("max");
    const agent = screen.getByRole("combobox", { name: "Agent" });
    expect(agent).toHaveValue("max");
    await waitFor(() => expect(within(agent).getByRole("option", { name: "Max" })).toHaveValue("max"));
  });

  it("says 'Failed to fetch chats' when the list cannot be loaded", async () => {
    fakeAdminApi({
      "GET /api/admin/conversations": { status: 503, body: { error: "Down." } },
      "GET /api/admin/facets": { status: 200, body: facets },
    });
    renderConsole("/admin?tab=chats");
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to fetch chats");
  });

  it("opens the whole conversation: every exchange with its reply and safe source links", async () => {
    const exchanges = [
      chat({ id: "c1", message: "Hi, what do you do?", reply: "I answer calls.", createdAt: "2025-01-06T03:00:00Z" }),
      chat({
        sources: [
          { title: "AI reception agents", url: "/services/ai-reception-agents" },
          { title: "Pricing", url: "https://www.example.com/pricing" },
          { title: "Sneaky", url: "javascript:alert(1)" },
        ],
      }),
    ];
    fakeAdminApi({
      "GET /api/admin/conversations": { status: 200, body: page([conversation()]) },
      "GET /api/admin/chats/c1/conversation": { status: 200, body: { conversationId: "conv1", exchanges } },
      "GET /api/admin/facets": { status: 200, body: facets },
    });
    renderConsole("/admin?tab=chats");
    const view = await screen.findByRole("button", { name: "View conversation" });
    act(() => view.focus());
    fireEvent.click(view);
    const dialog = await screen.findByRole("dialog", { name: "Conversation with Aurora" });
    await within(dialog).findByText("Hi, what do you do?");
    expect(dialog).toHaveTextContent("I answer calls.");
    expect(dialog).toHaveTextContent(LONG);
    expect(dialog).toHaveTextContent("Yes: Aurora books into Google Calendar and Outlook.");
    const items = within(dialog).getAllByRole("listitem");
    expect(items[0]!).toHaveTextContent("Hi, what do you do?");
    expect(within(dialog).getByRole("link", { name: /AI reception agents/ })).toHaveAttribute(
      "href",
      "/services/ai-reception-agents",
    );
    expect(within(dialog).getByRole("link", { name: /Pricing/ })).toHaveAttribute(
      "href",
      "https://www.example.com/pricing",
    );
    expect(within(dialog).queryByRole("link", { name: /Sneaky/ })).toBeNull();
    expect(dialog).toHaveTextContent("Sneaky");
    fireEvent.keyDown(dialog, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(view).toHaveFocus());
  });

  it("opens the conversation with a click anywhere on the row", async () => {
    fakeAdminApi({
      "GET /api/admin/conversations": { status: 200, body: page([conversation()]) },
      "GET /api/admin/chats/c1/conversation": { status: 200, body: { conversationId: "conv1", exchanges: [chat()] } },
      "GET /api/admin/facets": { status: 200, body: facets },
    });
    renderConsole("/admin?tab=chats");
    const table = await screen.findByRole("table", { name: "Chats" });
    fireEvent.click(within(table).getByText("Home demo and site widget"));
    expect(await screen.findByRole("dialog", { name: "Conversation with Aurora" })).toBeInTheDocument();
  });

  it("deletes a chat with the spec's texts and toasts", async () => {
    fakeAdminApi({
      "GET /api/admin/conversations": { status: 200, body: page([conversation()]) },
      // The row is a conversation: all of it goes.
      "DELETE /api/admin/conversations/conv1": { status: 200, body: { ok: true } },
      "GET /api/admin/facets": { status: 200, body: facets },
    });
    renderConsole("/admin?tab=chats");
    fireEvent.click(await screen.findByRole("button", { name: "Delete chat" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete Chat" });
    expect(dialog).toHaveTextContent("Are you sure you want to delete this chat? This action cannot be undone.");
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(toast()).toHaveTextContent("Chat deleted"));
    expect(toast()).toHaveTextContent("The chat log has been removed successfully");
  });

  it("says 'Failed to delete chat' when the delete fails", async () => {
    fakeAdminApi({
      "GET /api/admin/conversations": { status: 200, body: page([conversation()]) },
      "DELETE /api/admin/conversations/conv1": { status: 404, body: { error: "No such conversation." } },
      "GET /api/admin/facets": { status: 200, body: facets },
    });
    renderConsole("/admin?tab=chats");
    fireEvent.click(await screen.findByRole("button", { name: "Delete chat" }));
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(toast()).toHaveTextContent("Error"));
    expect(toast()).toHaveTextContent("Failed to delete chat");
  });
});

describe("untrusted text", () => {
  it("shows markup a visitor typed as text, never as HTML", async () => {
    const evil = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    fakeAdminApi({
      "GET /api/admin/leads": { status: 200, body: page([lead({ name: evil, message: evil })]) },
      "GET /api/admin/facets": { status: 200, body: facets },
    });
    const { container } = renderConsole("/admin?tab=leads");
    await screen.findByRole("table", { name: "Leads" });
    expect(screen.getAllByText(evil).length).toBeGreaterThan(0);
    expect(container.querySelector("img, script")).toBeNull();
  });
});

describe("the tabs", () => {
  it("keep the tab in the URL and start the next tab without the last one's filters", async () => {
    fakeAdminApi({
      "GET /api/admin/leads": { status: 200, body: emptyPage },
      "GET /api/admin/conversations": { status: 200, body: emptyPage },
      "GET /api/admin/stats": {
        status: 200,
        body: { totalLeads: 0, totalChats: 0, todaysChats: 0, totalContactRequests: 0, newContactRequests: 0 },
      },
      "GET /api/admin/facets": { status: 200, body: facets },
    });
    renderConsole("/admin?tab=leads&q=ada");
    expect(await screen.findByRole("tab", { name: "Leads" })).toHaveAttribute("aria-selected", "true");
    const chats = screen.getByRole("tab", { name: "Chats" });
    fireEvent.mouseDown(chats);
    fireEvent.click(chats);
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/admin\?tab=chats$/));
    expect(await screen.findByText("No chats found")).toBeInTheDocument();
  });
});

describe("the Dashboard tab", () => {
  it("shows Total Leads, Total Chats and Today's Chats as the server counted them in the viewer's zone", async () => {
    const api = fakeAdminApi({
      "GET /api/admin/stats": {
        status: 200,
        body: { totalLeads: 12, totalChats: 1040, todaysChats: 3, totalContactRequests: 5, newContactRequests: 2 },
      },
      "GET /api/admin/facets": { status: 200, body: facets },
    });
    renderConsole("/admin");
    const count = async (label: string) => (await screen.findByText(label)).nextElementSibling;
    await waitFor(async () => expect(await count("Total Chats")).toHaveTextContent("1,040"));
    expect(await count("Total Leads")).toHaveTextContent("12");
    expect(await count("Today's Chats")).toHaveTextContent("3");
    expect(api.callsTo("GET", "/api/admin/stats")[0]!.url.searchParams.get("tz")).toBe("America/New_York");
    expect(screen.getByRole("link", { name: /2 new of 5 contact requests/ })).toHaveAttribute(
      "href",
      "/admin/contact-requests?status=new",
    );
  });
});

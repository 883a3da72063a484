import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type {
  InvestorCodeRow,
  InvestorEngagementRow,
  InvestorPortalOption,
} from "../../../shared/investor-console-values.ts";
import {
  emptyPage,
  facets,
  fakeAdminApi,
  renderConsole,
  stubResizeObserver,
  viewerInNewYork,
} from "../../../../tests/helpers/admin-console.tsx";

viewerInNewYork();
beforeEach(stubResizeObserver);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const PORTALS: InvestorPortalOption[] = [
  { slug: "dayo", name: "DAY-O", ownPassword: false },
  { slug: "ume", name: "U&Me", ownPassword: true },
];

const code = (over: Partial<InvestorCodeRow> = {}): InvestorCodeRow => ({
  id: "6f1c2b9e-0000-4000-8000-000000000001",
  businessSlug: "dayo",
  investorName: "Ada Lovelace",
  investorEmail: "ada@example.com",
  // 03:00 UTC on the 6th: still the 5th in New York.
  createdAt: "2025-01-06T03:00:00Z",
  createdBy: "staff",
  expiresAt: "2025-02-05T04:59:59.999Z",
  revokedAt: null,
  lastUsedAt: "2025-01-07T15:04:00Z",
  uses: 3,
  status: "active",
  ...over,
});

const ADA = { codeId: code().id, name: "Ada Lovelace", email: "ada@example.com" };
const INJECTED = 'What is the <img src=x onerror="alert(1)"> valuation?';

const event = (over: Partial<InvestorEngagementRow>): InvestorEngagementRow => ({
  id: `e-${Math.random()}`,
  kind: "unlock",
  via: "code",
  investor: ADA,
  documentId: null,
  documentTitle: null,
  question: null,
  createdAt: "2025-01-07T15:04:00Z",
  ...over,
});

const EVENTS: InvestorEngagementRow[] = [
  event({ kind: "question", via: "none", investor: null, question: INJECTED, createdAt: "2025-01-07T18:00:00Z" }),
  event({ kind: "download", via: "password", investor: null, documentId: "pitch-deck", documentTitle: "Pitch Deck" }),
  event({ kind: "view", documentId: "financial-model", documentTitle: "Financial Model" }),
  event({ kind: "unlock" }),
];

const page = <T,>(items: T[], total = items.length) => ({ ...emptyPage, items, total });
const toast = () => screen.getByRole("region", { name: "Notifications" });
const location = () => screen.getByTestId("location").textContent ?? "";

function api(over: Record<string, Parameters<typeof fakeAdminApi>[0][string]> = {}) {
  return fakeAdminApi({
    "GET /api/admin/facets": { status: 200, body: facets },
    "GET /api/admin/investor-portals": { status: 200, body: { items: PORTALS } },
    "GET /api/admin/investor-codes": (url) => ({
      status: 200,
      body: { items: url.searchParams.get("business") === "dayo" ? [code()] : [] },
    }),
    "GET /api/admin/investor-engagement": (url) => ({
      status: 200,
      body: url.searchParams.get("business") === "dayo" ? page(EVENTS) : emptyPage,
    }),
    ...over,
  });
}

describe("the Investors screen", () => {
  it("shows the first portal's codes and who did what, untrusted text as text", async () => {
    api();
    renderConsole("/admin/investors");
    expect(await screen.findByRole("heading", { level: 1, name: "Investors" })).toBeInTheDocument();
    expect(await screen.findByRole("combobox", { name: "Business" })).toHaveValue("dayo");
    expect(screen.getByText(/the shared investor password/)).toBeInTheDocument();

    const codes = await screen.findByRole("table", { name: "Personal access codes" });
    expect(
      within(codes)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Investor", "Created", "Expires", "Last used", "Uses", "Status", "Actions"]);
    const row = within(codes).getAllByRole("row")[1]!;
    expect(within(row).getByText("Ada Lovelace")).toBeInTheDocument();
    expect(within(row).getByRole("link", { name: "ada@example.com" })).toHaveAttribute(
      "href",
      "mailto:ada@example.com",
    );
    expect(row).toHaveTextContent("Jan 5, 2025");
    expect(row).toHaveTextContent("by staff");
    expect(row).toHaveTextContent("Feb 4, 2025");
    expect(row).toHaveTextContent("Jan 7, 2025 10:04");
    expect(within(row).getByText("Active")).toBeInTheDocument();
    expect(within(row).getByRole("button", { name: "Revoke the code of Ada Lovelace" })).toBeInTheDocument();

    const activity = await screen.findByRole("table", { name: "Investor activity, newest first" });
    const rows = within(activity).getAllByRole("row").slice(1);
    // Each cell starts with its column's name, which the cards show below 1024 px.
    expect(rows.map((r) => within(r).getAllByRole("cell")[0]!.textContent)).toEqual([
      "WhoVisitor without access",
      "WhoShared password",
      "WhoAda Lovelaceada@example.com",
      "WhoAda Lovelaceada@example.com",
    ]);
    expect(within(rows[0]!).getByText("Asked:")).toBeInTheDocument();
    expect(within(rows[0]!).getByText(`“${INJECTED}”`)).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent("Jan 7, 2025 13:00");
    expect(activity.querySelector("img")).toBeNull();
    expect(rows[1]).toHaveTextContent("Downloaded Pitch Deck");
    expect(rows[2]).toHaveTextContent("Viewed Financial Model");
    expect(rows[3]).toHaveTextContent("Unlocked the portal");
  });

  it("keeps the chosen business in the URL and loads its codes and activity", async () => {
    const fake = api();
    renderConsole("/admin/investors?business=dayo&kind=view");
    const select = await screen.findByRole("combobox", { name: "Business" });
    await screen.findByRole("table", { name: "Personal access codes" });
    fireEvent.change(select, { target: { value: "ume" } });
    await waitFor(() => expect(location()).toBe("/admin/investors?business=ume"));
    expect(await screen.findByText("No personal access codes for this business yet.")).toBeInTheDocument();
    expect(
      await screen.findByText("Nobody has opened this portal or asked its assistant anything yet."),
    ).toBeInTheDocument();
    expect(screen.getByText(/its own, set for this portal/)).toBeInTheDocument();
    expect(fake.callsTo("GET", "/api/admin/investor-codes").map((c) => c.url.searchParams.get("business"))).toContain(
      "ume",
    );
    const last = fake.callsTo("GET", "/api/admin/investor-engagement").at(-1)!;
    expect(last.url.searchParams.get("business")).toBe("ume");
    expect(last.url.searchParams.has("kind")).toBe(false);
  });

  it("filters the activity by kind and by investor, in the URL and the request", async () => {
    const fake = api();
    renderConsole("/admin/investors?business=dayo");
    await screen.findByRole("table", { name: "Investor activity, newest first" });
    fireEvent.change(screen.getByRole("combobox", { name: "What" }), { target: { value: "question" } });
    await waitFor(() => expect(location()).toBe("/admin/investors?business=dayo&kind=question"));
    const who = screen.getByRole("combobox", { name: "Who" });
    expect(within(who).getByRole("option", { name: "Ada Lovelace (ada@example.com)" })).toBeInTheDocument();
    fireEvent.change(who, { target: { value: code().id } });
    await waitFor(() => expect(location()).toBe(`/admin/investors?business=dayo&kind=question&investor=${code().id}`));
    await waitFor(() => {
      const last = fake.callsTo("GET", "/api/admin/investor-engagement").at(-1)!;
      expect(last.url.searchParams.get("kind")).toBe("question");
      expect(last.url.searchParams.get("investor")).toBe(code().id);
    });
    // A code's Activity button shows that investor's activity.
    fireEvent.change(who, { target: { value: "" } });
    fireEvent.click(screen.getByRole("link", { name: "Activity of Ada Lovelace" }));
    await waitFor(() => expect(location()).toBe(`/admin/investors?business=dayo&investor=${code().id}`));
  });

  it("creates a code, shows it once with a copy button, and reloads the list", async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    let created = false;
    const fake = api({
      "GET /api/admin/investor-codes": () => ({
        status: 200,
        body: {
          items: created
            ? [code({ id: "6f1c2b9e-0000-4000-8000-000000000002", investorName: "Grace Hopper" }), code()]
            : [code()],
        },
      }),
      "POST /api/admin/investor-codes": (_url, init) => {
        created = true;
        const body = JSON.parse(String(init.body)) as { investorName: string; investorEmail: string };
        return {
          status: 201,
          body: {
            investorCode: code({ investorName: body.investorName, investorEmail: body.investorEmail }),
            code: "ABCD-EFGH-JKLM",
          },
        };
      },
    });
    renderConsole("/admin/investors?business=dayo");
    await screen.findByRole("table", { name: "Personal access codes" });
    const expiry = screen.getByLabelText(/^Expires on/);
    // Thirty days from today, in the viewer's zone.
    const inDays = (n: number) => {
      const d = new Date();
      d.setDate(d.getDate() + n);
      return d;
    };
    const dayOf = (d: Date) =>
      `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
    expect(expiry).toHaveValue(dayOf(inDays(30)));
    expect(expiry).toHaveAttribute("max", dayOf(inDays(365)));
    const chosen = inDays(60);
    fireEvent.change(screen.getByLabelText(/^Investor's name/), { target: { value: "Grace Hopper" } });
    fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: "grace@example.com" } });
    fireEvent.change(expiry, { target: { value: dayOf(chosen) } });
    fireEvent.click(screen.getByRole("button", { name: "Create code" }));

    const shown = await screen.findByRole("region", { name: "Access code for Grace Hopper" });
    expect(within(shown).getByText("ABCD-EFGH-JKLM")).toBeInTheDocument();
    expect(shown).toHaveTextContent("it will not be shown again");
    expect(shown).toHaveTextContent("/investor/dayo");
    await waitFor(() => expect(within(shown).getByRole("heading")).toHaveFocus());
    const [post] = fake.callsTo("POST", "/api/admin/investor-codes");
    expect(post!.body).toEqual({
      businessSlug: "dayo",
      investorName: "Grace Hopper",
      investorEmail: "grace@example.com",
      expiresAt: new Date(chosen.getFullYear(), chosen.getMonth(), chosen.getDate(), 23, 59, 59, 999).toISOString(),
    });
    fireEvent.click(within(shown).getByRole("button", { name: "Copy code" }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith("ABCD-EFGH-JKLM"));
    expect(await within(shown).findByRole("button", { name: "Copied" })).toBeInTheDocument();
    expect(within(shown).getByRole("status")).toHaveTextContent("The code is on your clipboard.");
    // The form is empty again and the list has the new code.
    expect(screen.getByLabelText(/^Investor's name/)).toHaveValue("");
    const codes = screen.getByRole("table", { name: "Personal access codes" });
    await waitFor(() => expect(within(codes).getByText("Grace Hopper")).toBeInTheDocument());

    fireEvent.click(within(shown).getByRole("button", { name: "Done" }));
    expect(screen.queryByText("ABCD-EFGH-JKLM")).toBeNull();
  });

  it("says what the server refused when a code cannot be made", async () => {
    api({
      "POST /api/admin/investor-codes": {
        status: 400,
        body: { error: "Write the investor's name in Latin letters: it is printed on every page of their documents." },
      },
    });
    renderConsole("/admin/investors?business=dayo");
    await screen.findByRole("table", { name: "Personal access codes" });
    fireEvent.change(screen.getByLabelText(/^Investor's name/), { target: { value: "李小龙" } });
    fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: "li@example.com" } });
    fireEvent.click(screen.getByRole("button", { name: "Create code" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Write the investor's name in Latin letters");
    expect(screen.getByLabelText(/^Investor's name/)).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByRole("region", { name: /Access code for/ })).toBeNull();
  });

  it("revokes a code after a confirmation, then reloads the list", async () => {
    let revoked = false;
    const fake = api({
      "GET /api/admin/investor-codes": () => ({
        status: 200,
        body: { items: [code(revoked ? { status: "revoked", revokedAt: "2025-01-08T10:00:00Z" } : {})] },
      }),
      "DELETE /api/admin/investor-codes/6f1c2b9e-0000-4000-8000-000000000001": () => {
        revoked = true;
        return { status: 200, body: code({ status: "revoked" }) };
      },
    });
    renderConsole("/admin/investors?business=dayo");
    const opener = await screen.findByRole("button", { name: "Revoke the code of Ada Lovelace" });
    fireEvent.click(opener);
    let dialog = await screen.findByRole("alertdialog", { name: "Revoke access code" });
    expect(dialog).toHaveTextContent("Ada Lovelace will no longer be able to open this portal with this code");
    // Cancel revokes nothing.
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(fake.callsTo("DELETE", "/api/admin/investor-codes/6f1c2b9e-0000-4000-8000-000000000001")).toHaveLength(0);

    fireEvent.click(screen.getByRole("button", { name: "Revoke the code of Ada Lovelace" }));
    dialog = await screen.findByRole("alertdialog", { name: "Revoke access code" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Revoke" }));
    await waitFor(() => expect(toast()).toHaveTextContent("Code revoked"));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    const codes = screen.getByRole("table", { name: "Personal access codes" });
    await waitFor(() => expect(within(codes).getByText("Revoked")).toBeInTheDocument());
    expect(screen.queryByRole("button", { name: "Revoke the code of Ada Lovelace" })).toBeNull();
    expect(screen.getByRole("heading", { name: "Personal access codes" })).toHaveFocus();
  });

  it("says so when a revoke fails, and keeps the dialog open", async () => {
    api({
      "DELETE /api/admin/investor-codes/6f1c2b9e-0000-4000-8000-000000000001": {
        status: 503,
        body: { error: "Later." },
      },
    });
    renderConsole("/admin/investors?business=dayo");
    fireEvent.click(await screen.findByRole("button", { name: "Revoke the code of Ada Lovelace" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Revoke access code" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Revoke" }));
    await waitFor(() =>
      expect(within(dialog).getByRole("alert")).toHaveTextContent("Failed to revoke the access code."),
    );
    expect(toast()).toHaveTextContent("Failed to revoke the access code.");
  });

  it("shows loading, then failures of each list in words", async () => {
    let answer: (v: { status: number; body: unknown }) => void = () => {};
    const fake = api({
      "GET /api/admin/investor-codes": () => new Promise((r) => (answer = r)),
      "GET /api/admin/investor-engagement": { status: 500, body: { error: "boom" } },
    });
    renderConsole("/admin/investors");
    expect(await screen.findByText("Loading access codes...")).toBeInTheDocument();
    expect(await screen.findByText("Failed to load the activity. Please try again.")).toBeInTheDocument();
    await waitFor(() => expect(fake.callsTo("GET", "/api/admin/investor-codes")).toHaveLength(1));
    await act(async () => answer({ status: 500, body: { error: "boom" } }));
    expect(await screen.findByText("Failed to load the access codes. Please try again.")).toBeInTheDocument();
  });

  it("says when no business has a portal, and when the portals cannot be loaded", async () => {
    api({ "GET /api/admin/investor-portals": { status: 200, body: { items: [] } } });
    const first = renderConsole("/admin/investors");
    expect(await screen.findByText("No business has an investor portal yet.")).toBeInTheDocument();
    first.unmount();
    api({ "GET /api/admin/investor-portals": { status: 500 } });
    renderConsole("/admin/investors");
    expect(await screen.findByText("Failed to load the investor portals. Please try again.")).toBeInTheDocument();
  });

  it("is in the console's navigation", async () => {
    api();
    renderConsole("/admin/investors");
    const nav = await screen.findByRole("navigation", { name: "Console" });
    expect(within(nav).getByRole("link", { name: "Investors" })).toHaveAttribute("aria-current", "page");
  });
});

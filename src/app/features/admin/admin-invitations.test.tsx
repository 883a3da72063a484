import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { InvitationCodeRow } from "../../../shared/gates.ts";
import { facets, fakeAdminApi, renderConsole, stubResizeObserver } from "../../../../tests/helpers/admin-console.tsx";
import { invitationSummary } from "./invitations-panel.tsx";

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
  Reflect.deleteProperty(navigator, "clipboard");
});

const invitation = (over: Partial<InvitationCodeRow> = {}): InvitationCodeRow => ({
  id: "i1",
  label: "Investor day",
  source: "console",
  createdAt: "2025-01-05T14:03:00Z",
  revokedAt: null,
  lastUsedAt: "2025-01-06T09:30:00Z",
  uses: 3,
  ...over,
});
const listOf = (items: InvitationCodeRow[]) => ({ status: 200, body: { items } });
const toast = () => screen.getByRole("region", { name: "Notifications" });
const NEW_CODE = "ABCD-EFGH-JKMN";

/** Stands in for the browser's clipboard (jsdom has none). */
function stubClipboard(writeText: (text: string) => Promise<void>) {
  const fn = vi.fn(writeText);
  Object.defineProperty(navigator, "clipboard", { value: { writeText: fn }, configurable: true });
  return fn;
}

describe("/admin/invitations", () => {
  it("lists every code: label, source, created, last used, uses and Active or Revoked; only active ones can be revoked", async () => {
    fakeAdminApi({
      "GET /api/admin/invitations": listOf([
        invitation(),
        invitation({
          id: "i2",
          label: "Server code 1",
          source: "env",
          createdAt: "2025-01-01T00:00:00Z",
          revokedAt: "2025-01-08T16:45:00Z",
          lastUsedAt: null,
          uses: 0,
        }),
        invitation({ id: "i3", label: '<img src=x onerror="alert(1)">', uses: 1234 }),
      ]),
      "GET /api/admin/facets": { status: 200, body: facets },
    });
    renderConsole("/admin/invitations");
    expect(await screen.findByRole("heading", { level: 1, name: "Invitation Codes" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Invitations" })).toHaveAttribute("aria-current", "page");
    const table = await screen.findByRole("table", { name: "Invitation codes" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Label", "Source", "Created", "Last used", "Uses", "Status", "Actions"]);
    const [active, revoked, markup] = within(table).getAllByRole("row").slice(1) as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(active).toHaveTextContent("Investor day");
    expect(active).toHaveTextContent("Console");
    expect(within(active).getByText("Jan 5, 2025 14:03")).toHaveAttribute("datetime", "2025-01-05T14:03:00Z");
    expect(within(active).getByText("Jan 6, 2025 09:30")).toBeInTheDocument();
    expect(within(active).getByText("3")).toBeInTheDocument();
    expect(within(active).getByText("Active")).toHaveAttribute("data-status", "active");
    expect(within(active).getByRole("button", { name: 'Revoke the code "Investor day"' })).toBeEnabled();

    expect(revoked).toHaveTextContent("Server");
    expect(revoked).toHaveTextContent("Never");
    expect(within(revoked).getByText("Revoked")).toHaveAttribute("data-status", "revoked");
    expect(within(revoked).getByText("Jan 8, 2025 16:45")).toBeInTheDocument();
    expect(within(revoked).queryByRole("button")).toBeNull();
    expect(revoked).toHaveTextContent("None: already revoked");

    // A label is the staff's text: shown as typed, never as markup.
    expect(within(markup).getByText('<img src=x onerror="alert(1)">')).toBeInTheDocument();
    expect(table.querySelector("img")).toBeNull();
    expect(within(markup).getByText("1,234")).toBeInTheDocument();

    expect(screen.getByText("3 codes: 2 active, 1 revoked")).toBeInTheDocument();
    expect(screen.getByText(/Server codes are set in the site's configuration/)).toBeInTheDocument();
  });

  it("counts codes in words", () => {
    expect(invitationSummary([])).toBe("No codes");
    expect(invitationSummary([invitation()])).toBe("1 code: 1 active, 0 revoked");
  });

  it("says 'Loading invitation codes...', then the empty state (and no environment note without such codes)", async () => {
    let answer: (v: { status: number; body: unknown }) => void = () => {};
    const fake = fakeAdminApi({
      "GET /api/admin/invitations": () => new Promise((r) => (answer = r)),
      "GET /api/admin/facets": { status: 200, body: facets },
    });
    renderConsole("/admin/invitations");
    expect(await screen.findByText("Loading invitation codes...")).toBeInTheDocument();
    await waitFor(() => expect(fake.callsTo("GET", "/api/admin/invitations")).toHaveLength(1));
    await act(async () => answer(listOf([])));
    expect(await screen.findByText("No invitation codes yet")).toBeInTheDocument();
    expect(screen.getByText("Add one above: its code is shown once, for you to pass on.")).toBeInTheDocument();
    expect(screen.getByText("No codes")).toBeInTheDocument();
    expect(screen.queryByText(/Server codes are set in the site's configuration/)).toBeNull();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("says when the list cannot be read, and reads it again on 'Try again'", async () => {
    let fail = true;
    const api = fakeAdminApi({
      "GET /api/admin/invitations": () =>
        fail ? { status: 503, body: { error: "The database is busy." } } : listOf([invitation()]),
      "GET /api/admin/facets": { status: 200, body: facets },
    });
    renderConsole("/admin/invitations");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to load invitation codes. Please try again.");
    expect(screen.queryByRole("table")).toBeNull();
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("table", { name: "Invitation codes" })).toHaveTextContent("Investor day");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(api.callsTo("GET", "/api/admin/invitations")).toHaveLength(2);
  });

  it("returns to the login form when the list finds the session gone", async () => {
    fakeAdminApi({
      "GET /api/admin/invitations": { status: 401, body: { error: "Authentication required." } },
      "GET /api/admin/facets": { status: 200, body: facets },
    });
    renderConsole("/admin/invitations");
    expect(await screen.findByRole("button", { name: "Access Portal" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Invitation Codes" })).toBeNull();
  });

  it("refuses an empty label without asking the server", async () => {
    const api = fakeAdminApi({
      "GET /api/admin/invitations": listOf([]),
      "GET /api/admin/facets": { status: 200, body: facets },
    });
    renderConsole("/admin/invitations");
    const label = await screen.findByRole("textbox", { name: "Label" });
    expect(label).toHaveAttribute("maxlength", "120");
    expect(label).toHaveAttribute("aria-required", "true");
    fireEvent.change(label, { target: { value: "   " } });
    fireEvent.click(screen.getByRole("button", { name: "Create code" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Label is required.");
    expect(label).toHaveAttribute("aria-invalid", "true");
    expect(label).toHaveFocus();
    expect(api.callsTo("POST", "/api/admin/invitations")).toHaveLength(0);
  });

  it("makes a code: shows it once with a Copy button and the warning, then never again", async () => {
    let items: InvitationCodeRow[] = [];
    const api = fakeAdminApi({
      "GET /api/admin/invitations": () => listOf(items),
      "POST /api/admin/invitations": (_url, init) => {
        const made = invitation({ id: "new1", label: JSON.parse(String(init.body)).label, lastUsedAt: null, uses: 0 });
        items = [made];
        return { status: 201, body: { invitation: made, code: NEW_CODE } };
      },
      "GET /api/admin/facets": { status: 200, body: facets },
    });
    const writeText = stubClipboard(async () => {});
    renderConsole("/admin/invitations");
    const label = await screen.findByRole("textbox", { name: "Label" });
    fireEvent.change(label, { target: { value: "  Press preview  " } });
    fireEvent.click(screen.getByRole("button", { name: "Create code" }));

    const shown = await screen.findByRole("region", { name: "New code for “Press preview”" });
    expect(api.callsTo("POST", "/api/admin/invitations")[0]!.body).toEqual({ label: "Press preview" });
    expect(within(shown).getByText(NEW_CODE)).toBeInTheDocument();
    expect(shown).toHaveTextContent("Copy it now: it will not be shown again.");
    // The heading takes focus in an effect, which may run a moment after the panel appears.
    const heading = within(shown).getByRole("heading", { name: "New code for “Press preview”" });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(label).toHaveValue("");
    expect(toast()).toHaveTextContent("Invitation code created");
    expect(toast()).toHaveTextContent('Copy the code for "Press preview" now: it will not be shown again.');

    // The list is read again and holds the new row, never the code itself.
    const table = await screen.findByRole("table", { name: "Invitation codes" });
    expect(table).toHaveTextContent("Press preview");
    expect(table).not.toHaveTextContent(NEW_CODE);
    expect(api.callsTo("GET", "/api/admin/invitations")).toHaveLength(2);

    fireEvent.click(within(shown).getByRole("button", { name: "Copy code" }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(NEW_CODE));
    expect(await within(shown).findByRole("button", { name: "Copied" })).toBeInTheDocument();
    expect(toast()).toHaveTextContent("The invitation code is on your clipboard.");

    fireEvent.click(within(shown).getByRole("button", { name: "Done" }));
    expect(screen.queryByText(NEW_CODE)).toBeNull();
    expect(screen.queryByRole("region", { name: /^New code for/ })).toBeNull();
    expect(label).toHaveFocus();
  });

  it("selects the code and says how to copy it when the browser refuses the clipboard", async () => {
    fakeAdminApi({
      "GET /api/admin/invitations": listOf([]),
      "POST /api/admin/invitations": {
        status: 201,
        body: { invitation: invitation({ id: "n", label: "Board" }), code: NEW_CODE },
      },
      "GET /api/admin/facets": { status: 200, body: facets },
    });
    stubClipboard(() => Promise.reject(new DOMException("Denied", "NotAllowedError")));
    renderConsole("/admin/invitations");
    fireEvent.change(await screen.findByRole("textbox", { name: "Label" }), { target: { value: "Board" } });
    fireEvent.click(screen.getByRole("button", { name: "Create code" }));
    // The panel's heading takes focus in an effect; a focus moved after the copy would drop the
    // selection, so copy once it has (as a person would, a moment after the panel appears).
    const heading = await screen.findByRole("heading", { name: "New code for “Board”" });
    await waitFor(() => expect(heading).toHaveFocus());
    fireEvent.click(screen.getByRole("button", { name: "Copy code" }));
    await waitFor(() => expect(toast()).toHaveTextContent("Not copied"));
    expect(toast()).toHaveTextContent("The code is selected: copy it with Ctrl+C");
    expect(window.getSelection()?.toString()).toBe(NEW_CODE);
    expect(screen.getByRole("button", { name: "Copy code" })).toBeInTheDocument();
  });

  it("shows the server's sentence when a code is not made, and keeps the label", async () => {
    fakeAdminApi({
      "GET /api/admin/invitations": listOf([]),
      "POST /api/admin/invitations": { status: 400, body: { error: "Label must be at most 120 characters." } },
      "GET /api/admin/facets": { status: 200, body: facets },
    });
    renderConsole("/admin/invitations");
    const label = await screen.findByRole("textbox", { name: "Label" });
    fireEvent.change(label, { target: { value: "Too long, says the server" } });
    fireEvent.click(screen.getByRole("button", { name: "Create code" }));
    const alert = await screen.findByText("Label must be at most 120 characters.", { selector: "[role=alert]" });
    expect(alert).toBeInTheDocument();
    expect(toast()).toHaveTextContent("Code not created");
    expect(label).toHaveValue("Too long, says the server");
    expect(screen.queryByRole("region", { name: /^New code for/ })).toBeNull();
  });

  it("a failed create without the server's reason says so in plain words", async () => {
    fakeAdminApi({
      "GET /api/admin/invitations": listOf([]),
      "POST /api/admin/invitations": { status: 502, body: {} },
      "GET /api/admin/facets": { status: 200, body: facets },
    });
    renderConsole("/admin/invitations");
    fireEvent.change(await screen.findByRole("textbox", { name: "Label" }), { target: { value: "Board" } });
    fireEvent.click(screen.getByRole("button", { name: "Create code" }));
    await waitFor(() => expect(toast()).toHaveTextContent("Failed to create the invitation code. Please try again."));
  });

  it("revokes a code only after the confirmation, then shows it Revoked", async () => {
    let items = [invitation()];
    const api = fakeAdminApi({
      "GET /api/admin/invitations": () => listOf(items),
      "DELETE /api/admin/invitations/i1": () => {
        items = [invitation({ revokedAt: "2025-01-09T10:00:00Z" })];
        return { status: 200, body: items[0] };
      },
      "GET /api/admin/facets": { status: 200, body: facets },
    });
    renderConsole("/admin/invitations");
    const revoke = await screen.findByRole("button", { name: 'Revoke the code "Investor day"' });
    revoke.focus();
    fireEvent.click(revoke);
    let dialog = await screen.findByRole("alertdialog", { name: "Revoke this invitation code?" });
    expect(dialog).toHaveTextContent(
      '"Investor day" will stop opening the platform at once. Visitors who already entered it lose their access too. A revoked code cannot be restored.',
    );
    expect(dialog).not.toHaveTextContent("INVITE_CODES");
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(api.callsTo("DELETE", "/api/admin/invitations/i1")).toHaveLength(0);
    expect(revoke).toHaveFocus();

    fireEvent.click(revoke);
    dialog = await screen.findByRole("alertdialog", { name: "Revoke this invitation code?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Revoke" }));
    await waitFor(() => expect(api.callsTo("DELETE", "/api/admin/invitations/i1")).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(toast()).toHaveTextContent("Invitation code revoked");
    expect(toast()).toHaveTextContent('"Investor day" no longer opens the platform.');
    const row = screen.getAllByRole("row")[1]!;
    expect(await within(row).findByText("Revoked")).toHaveAttribute("data-status", "revoked");
    expect(within(row).queryByRole("button")).toBeNull();
    expect(screen.getByRole("heading", { level: 2, name: "Codes" })).toHaveFocus();
  });

  it("warns, in plain words, that a server code stays revoked and should leave the configuration too", async () => {
    fakeAdminApi({
      "GET /api/admin/invitations": listOf([invitation({ id: "e1", label: "Server code 2", source: "env" })]),
      "GET /api/admin/facets": { status: 200, body: facets },
    });
    renderConsole("/admin/invitations");
    fireEvent.click(await screen.findByRole("button", { name: 'Revoke the code "Server code 2"' }));
    const dialog = await screen.findByRole("alertdialog", { name: "Revoke this invitation code?" });
    expect(dialog).toHaveTextContent(
      "Revoking it here keeps it revoked after a restart; ask whoever runs the site to remove it from the configuration too.",
    );
  });

  it("says clearly when a revoke fails, keeps the dialog open and the code Active", async () => {
    const api = fakeAdminApi({
      "GET /api/admin/invitations": listOf([invitation()]),
      "DELETE /api/admin/invitations/i1": { status: 500, body: {} },
      "GET /api/admin/facets": { status: 200, body: facets },
    });
    renderConsole("/admin/invitations");
    fireEvent.click(await screen.findByRole("button", { name: 'Revoke the code "Investor day"' }));
    const dialog = await screen.findByRole("alertdialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Revoke" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      'Failed to revoke "Investor day". Please try again.',
    );
    expect(toast()).toHaveTextContent("Code not revoked");
    expect(screen.getByRole("alertdialog")).toBeInTheDocument();
    expect(api.callsTo("GET", "/api/admin/invitations")).toHaveLength(1);
    // Behind the open dialog (hidden from assistive technology while it is open).
    expect(screen.getAllByRole("row", { hidden: true })[1]!).toHaveTextContent("Active");
  });
});

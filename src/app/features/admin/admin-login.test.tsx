import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { emptyPage, facets, fakeAdminApi, renderConsole, stats } from "../../../../tests/helpers/admin-console.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const loginAnswer = {
  isAuthenticated: true,
  username: "staff",
  expiresAt: "2099-01-01T00:00:00Z",
  sessionId: "s1",
};

function fillAndSubmit(username = "staff", password = "correct horse battery") {
  fireEvent.change(screen.getByLabelText(/^Username/), { target: { value: username } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
  fireEvent.click(screen.getByRole("button", { name: "Access Portal" }));
}

const toast = () => screen.getByRole("region", { name: "Notifications" });

describe("the console's login", () => {
  it("asks for a username and a password, both required, and sends nothing else", async () => {
    const api = fakeAdminApi({ "POST /api/admin/login": { status: 401, body: { error: "Invalid credentials" } } });
    renderConsole("/admin", null);
    expect(await screen.findByLabelText(/^Username/)).toBeRequired();
    expect(screen.getByLabelText(/^Password/)).toBeRequired();
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute("type", "password");
    expect(screen.queryByLabelText("Authenticator code")).toBeNull();
    // A submit before hydration must not put the password in the address (a GET form would).
    expect(screen.getByLabelText(/^Password/).closest("form")).toHaveAttribute("method", "post");
    fillAndSubmit("staff", "pw");
    await waitFor(() => expect(api.callsTo("POST", "/api/admin/login")).toHaveLength(1));
    expect(api.callsTo("POST", "/api/admin/login")[0]!.body).toEqual({ username: "staff", password: "pw" });
    // The session is the server's HttpOnly cookie: nothing is kept in the browser's storage.
    expect(api.fetch.mock.calls[0]![1]).toMatchObject({ credentials: "same-origin" });
  });

  it("reads 'Accessing Portal...' while the login is pending", async () => {
    let answer: (v: { status: number; body: unknown }) => void = () => {};
    fakeAdminApi({ "POST /api/admin/login": () => new Promise((r) => (answer = r)) });
    renderConsole("/admin", null);
    await screen.findByLabelText(/^Username/);
    fillAndSubmit();
    expect(await screen.findByRole("button", { name: "Accessing Portal..." })).toBeInTheDocument();
    await act(async () => answer({ status: 401, body: { error: "Invalid credentials" } }));
    expect(await screen.findByRole("button", { name: "Access Portal" })).toBeInTheDocument();
  });

  it("says 'Login failed' / 'Invalid credentials' in a polite toast and stays on the form", async () => {
    fakeAdminApi({ "POST /api/admin/login": { status: 401, body: { error: "Invalid credentials" } } });
    renderConsole("/admin", null);
    await screen.findByLabelText(/^Username/);
    fillAndSubmit();
    await waitFor(() => expect(toast()).toHaveTextContent("Login failed"));
    expect(toast()).toHaveTextContent("Invalid credentials");
    expect(within(toast()).getByText("Login failed").closest("[aria-live]")).toHaveAttribute("aria-live", "polite");
    expect(screen.getByRole("button", { name: "Access Portal" })).toBeInTheDocument();
    // The form says it too, on its fields, without a second announcement; the cursor is back in
    // an emptied Password.
    const password = screen.getByLabelText(/^Password/);
    await waitFor(() => expect(password).toHaveFocus());
    expect(password).toHaveValue("");
    expect(password).toHaveAttribute("aria-invalid", "true");
    expect(password).toHaveAccessibleDescription("Invalid credentials");
    expect(screen.getByLabelText(/^Username/)).toHaveAccessibleDescription("Invalid credentials");
    expect(screen.getByLabelText(/^Username/)).toHaveValue("staff");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });

  it("opens the console after a login: 'Login successful', 'Welcome, staff' and a Logout button", async () => {
    fakeAdminApi({
      "POST /api/admin/login": { status: 200, body: loginAnswer },
      "GET /api/admin/stats": { status: 200, body: stats },
      "GET /api/admin/facets": { status: 200, body: facets },
    });
    renderConsole("/admin", null);
    await screen.findByLabelText(/^Username/);
    fillAndSubmit();
    expect(await screen.findByText("Welcome,", { exact: false })).toHaveTextContent("Welcome, staff");
    expect(toast()).toHaveTextContent("Login successful");
    expect(toast()).toHaveTextContent("Welcome to the admin dashboard");
    expect(screen.getByRole("button", { name: "Logout" })).toBeInTheDocument();
    expect(await screen.findByText("40")).toBeInTheDocument();
    expect(localStorage.length).toBe(0);
  });

  it("asks for the authenticator code when the account has one, and sends it with the login", async () => {
    const api = fakeAdminApi({
      "POST /api/admin/login": (_url, init) => {
        const body = JSON.parse(String(init.body)) as { totp?: string };
        if (body.totp === "123456") return { status: 200, body: loginAnswer };
        return { status: 401, body: { error: "Enter your authenticator code.", totpRequired: true } };
      },
      "GET /api/admin/stats": { status: 200, body: stats },
      "GET /api/admin/facets": { status: 200, body: facets },
    });
    renderConsole("/admin", null);
    await screen.findByLabelText(/^Username/);
    fillAndSubmit();
    const code = await screen.findByLabelText("Authenticator code");
    expect(code).toHaveAttribute("autocomplete", "one-time-code");
    expect(code).toHaveAttribute("inputmode", "numeric");
    expect(code).toBeRequired();
    fireEvent.change(code, { target: { value: "123456" } });
    fireEvent.click(screen.getByRole("button", { name: "Access Portal" }));
    expect(await screen.findByText(/Welcome,/)).toHaveTextContent("Welcome, staff");
    expect(api.callsTo("POST", "/api/admin/login")[1]!.body).toEqual({
      username: "staff",
      password: "correct horse battery",
      totp: "123456",
    });
  });

  it("shows the server's sentence when logins are refused for a while (429)", async () => {
    fakeAdminApi({
      "POST /api/admin/login": { status: 429, body: { error: "Too many login attempts. Try again in 15 minutes." } },
    });
    renderConsole("/admin", null);
    await screen.findByLabelText(/^Username/);
    fillAndSubmit();
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many login attempts. Try again in 15 minutes.");
  });
});

describe("the session", () => {
  it("logs out: 'Logged out' / 'You have been logged out successfully', back to the form", async () => {
    const api = fakeAdminApi({
      "POST /api/admin/logout": { status: 200, body: { ok: true } },
      "GET /api/admin/stats": { status: 200, body: stats },
      "GET /api/admin/facets": { status: 200, body: facets },
    });
    renderConsole("/admin");
    fireEvent.click(await screen.findByRole("button", { name: "Logout" }));
    expect(await screen.findByRole("button", { name: "Access Portal" })).toBeInTheDocument();
    expect(toast()).toHaveTextContent("Logged out");
    expect(toast()).toHaveTextContent("You have been logged out successfully");
    expect(api.callsTo("POST", "/api/admin/logout")).toHaveLength(1);
    expect(screen.queryByText(/Welcome,/)).toBeNull();
  });

  it("returns to the login form, silently, when a call finds the session gone (401)", async () => {
    fakeAdminApi({
      "GET /api/admin/leads": { status: 401, body: { error: "Sign in first." } },
      "GET /api/admin/facets": { status: 200, body: facets },
    });
    renderConsole("/admin?tab=leads");
    expect(await screen.findByRole("button", { name: "Access Portal" })).toBeInTheDocument();
    expect(screen.queryByText("Failed to fetch leads")).toBeNull();
    expect(toast()).toHaveTextContent("");
    // The view the staff member was on is kept: after the next login it comes back.
    expect(screen.getByTestId("location")).toHaveTextContent("/admin?tab=leads");
  });

  it("returns to the login form when a delete finds the session gone", async () => {
    fakeAdminApi({
      "GET /api/admin/leads": {
        status: 200,
        body: {
          ...emptyPage,
          total: 1,
          items: [
            {
              id: "l1",
              leadId: "p1",
              name: "Ada",
              email: "ada@example.com",
              serviceType: "contact",
              message: null,
              createdAt: "2025-01-05T12:00:00Z",
            },
          ],
        },
      },
      "DELETE /api/admin/leads/l1": { status: 401, body: { error: "Sign in first." } },
      "GET /api/admin/facets": { status: 200, body: facets },
    });
    renderConsole("/admin?tab=leads");
    fireEvent.click(await screen.findByRole("button", { name: /Delete lead from Ada/ }));
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByRole("button", { name: "Access Portal" })).toBeInTheDocument();
  });
});

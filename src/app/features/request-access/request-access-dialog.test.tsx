import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  foreignAnswers,
  mockFetchOnce,
  mockFetchPending,
  mockFetchWith,
  sentJson,
} from "../../../../tests/helpers/mock-fetch.ts";
import RequestAccessDialog from "./request-access-dialog.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const target = { serviceType: "ai-twin-trial", serviceName: "AI Twin 7 Day Free Trial" };

function renderDialog() {
  const onOpenChange = vi.fn();
  render(<RequestAccessDialog target={target} open onOpenChange={onOpenChange} />);
  return onOpenChange;
}

const field = (name: string) => screen.getByRole("textbox", { name });
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole("button", { name: "Submit Request" }));
// Lets the fetch promise chain settle under fake timers.
const settle = () =>
  act(async () => {
    for (let i = 0; i < 10; i++) await Promise.resolve();
  });

describe("Request Access dialog", () => {
  it("shows the service it was opened for", () => {
    renderDialog();
    expect(screen.getByRole("dialog", { name: "Request Access" })).toHaveTextContent("AI Twin 7 Day Free Trial");
  });

  it("marks name and e-mail required for assistive technology and explains the asterisk", () => {
    renderDialog();
    for (const label of ["Name", "Email"]) expect(field(label)).toHaveAttribute("aria-required", "true");
    for (const label of ["Company", "Phone", "Message"]) expect(field(label)).not.toHaveAttribute("aria-required");
    expect(screen.getByRole("dialog")).toHaveTextContent(/Fields marked \* (with an asterisk )?are required\./);
  });

  it("asks for name and e-mail without sending anything when either is empty", async () => {
    const fetch = mockFetchOnce(201, {});
    renderDialog();
    type("Name", "Ada");
    submit();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Name and email are required");
    expect(fetch).not.toHaveBeenCalled();
    // The empty field is the one in error and points to the message.
    expect(field("Email")).toHaveAttribute("aria-invalid", "true");
    expect(field("Email")).toHaveAttribute("aria-describedby", alert.id);
    expect(field("Name")).not.toHaveAttribute("aria-invalid");
  });

  it("refuses a whitespace-only name", async () => {
    const fetch = mockFetchOnce(201, {});
    renderDialog();
    type("Name", "   ");
    type("Email", "ada@example.com");
    submit();
    expect(await screen.findByRole("alert")).toHaveTextContent("Name and email are required");
    expect(field("Name")).toHaveAttribute("aria-invalid", "true");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("announces a repeated error again (a fresh alert each time)", async () => {
    renderDialog();
    submit();
    const first = await screen.findByRole("alert");
    submit();
    const second = await screen.findByRole("alert");
    expect(second).toHaveTextContent("Name and email are required");
    expect(second).not.toBe(first);
  });

  it("sends the request, says 'Request Submitted!', then closes after exactly 2,000 ms", async () => {
    vi.useFakeTimers();
    const fetch = mockFetchOnce(201, { id: "x" });
    const onOpenChange = renderDialog();
    type("Name", "Ada Lovelace");
    type("Email", "ada@example.com");
    type("Company", "Engines Ltd");
    submit();
    await settle();
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent("Request Submitted!");
    // The form (and its focused button) is gone: focus moved to the message, inside the dialog.
    expect(status).toHaveFocus();
    expect(sentJson(fetch)).toEqual({
      url: "/api/contact-requests",
      body: {
        name: "Ada Lovelace",
        email: "ada@example.com",
        company: "Engines Ltd",
        serviceType: "ai-twin-trial",
        page: "/",
      },
    });
    act(() => vi.advanceTimersByTime(1999));
    expect(onOpenChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    // Cleared for next time.
    expect(field("Name")).toHaveValue("");
  });

  it("sends once however often Submit is pressed, and keeps focus on it while sending", async () => {
    const pending = mockFetchPending();
    renderDialog();
    type("Name", "Ada");
    type("Email", "ada@example.com");
    const button = screen.getByRole("button", { name: "Submit Request" });
    button.focus();
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.submit(button.closest("form")!);
    await settle();
    expect(pending.fn).toHaveBeenCalledTimes(1);
    expect(button).toHaveTextContent("Submitting...");
    expect(button).toHaveAttribute("aria-disabled", "true");
    expect(button).toBeEnabled();
    expect(button).toHaveFocus();
    await act(async () => pending.answer(201, { status: "received" }));
    expect(await screen.findByText("Request Submitted!")).toBeInTheDocument();
  });

  it("stays open with the server's sentence when the server refuses, keeping the input", async () => {
    mockFetchOnce(400, { error: "Please enter a valid email address." });
    const onOpenChange = renderDialog();
    type("Name", "Ada");
    type("Email", "ada@");
    type("Message", "Hello");
    submit();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Please enter a valid email address.");
    expect(field("Email")).toHaveValue("ada@");
    expect(field("Email")).toHaveAttribute("aria-describedby", alert.id);
    expect(field("Message")).toHaveValue("Hello");
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it.each(Object.entries(foreignAnswers))(
    "shows 'Failed to submit request. Please try again.' for %s, keeping the input",
    async (_, answer) => {
      mockFetchWith(answer);
      renderDialog();
      type("Name", "Ada");
      type("Email", "ada@example.com");
      submit();
      const alert = await screen.findByRole("alert");
      expect(alert).toHaveTextContent(/^Failed to submit request\. Please try again\.$/);
      expect(alert.textContent).not.toMatch(/<|Internal Server Error|Bad Gateway/);
      expect(field("Name")).toHaveValue("Ada");
      expect(field("Email")).toHaveValue("ada@example.com");
    },
  );
});

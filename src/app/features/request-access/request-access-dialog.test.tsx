import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetchOnce, sentJson } from "../../../../tests/helpers/mock-fetch.ts";
import RequestAccessDialog, { FALLBACK_ERROR, REQUIRED_MESSAGE, SUCCESS_CLOSE_MS } from "./request-access-dialog.tsx";

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

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole("button", { name: "Submit Request" }));
// Lets the fetch promise chain settle under fake timers.
const settle = () =>
  act(async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  });

describe("Request Access dialog", () => {
  it("shows the service it was opened for", () => {
    renderDialog();
    expect(screen.getByRole("dialog", { name: "Request Access" })).toHaveTextContent("AI Twin 7 Day Free Trial");
  });

  it("asks for name and e-mail without sending anything when either is empty", async () => {
    const fetch = mockFetchOnce(201, {});
    renderDialog();
    type("Name *", "Ada");
    submit();
    expect(await screen.findByRole("alert")).toHaveTextContent(REQUIRED_MESSAGE);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends the request, says 'Request Submitted!', then closes after 2 s", async () => {
    vi.useFakeTimers();
    const fetch = mockFetchOnce(201, { id: "x" });
    const onOpenChange = renderDialog();
    type("Name *", "Ada Lovelace");
    type("Email *", "ada@example.com");
    type("Company", "Engines Ltd");
    submit();
    await settle();
    expect(screen.getByRole("status")).toHaveTextContent("Request Submitted!");
    expect(sentJson(fetch)).toEqual({
      url: "/api/contact-requests",
      body: { name: "Ada Lovelace", email: "ada@example.com", company: "Engines Ltd", serviceType: "ai-twin-trial" },
    });
    act(() => vi.advanceTimersByTime(SUCCESS_CLOSE_MS - 1));
    expect(onOpenChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    // Cleared for next time.
    expect(screen.getByLabelText("Name *")).toHaveValue("");
  });

  it("stays open with the server's sentence when the server refuses", async () => {
    mockFetchOnce(400, { error: "Please enter a valid email address." });
    const onOpenChange = renderDialog();
    type("Name *", "Ada");
    type("Email *", "ada@");
    submit();
    expect(await screen.findByRole("alert")).toHaveTextContent("Please enter a valid email address.");
    expect(screen.getByLabelText("Email *")).toHaveValue("ada@");
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it("falls back to the spec's sentence when the server is unreachable", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    renderDialog();
    type("Name *", "Ada");
    type("Email *", "ada@example.com");
    submit();
    expect(await screen.findByRole("alert")).toHaveTextContent(FALLBACK_ERROR);
  });
});

import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { mockFetchOnce } from "../../../../tests/helpers/mock-fetch.ts";
import { RequestAccessButton } from "./request-access-button.tsx";
import { RequestAccessProvider } from "./request-access-context.tsx";

// The dialog is a lazy chunk; load it once up front so no test races its first import.
beforeAll(async () => {
  await import("./request-access-dialog.tsx");
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

async function openFromSecondButton() {
  render(
    <RequestAccessProvider>
      <button type="button">Elsewhere</button>
      <RequestAccessButton serviceType="max-ai" serviceName="Max AI" aria-label="Request access to Max AI">
        Request Access
      </RequestAccessButton>
    </RequestAccessProvider>,
  );
  const opener = screen.getByRole("button", { name: "Request access to Max AI" });
  opener.focus();
  fireEvent.click(opener);
  const dialog = await screen.findByRole("dialog", { name: "Request Access" });
  return { opener, dialog };
}

describe("Request Access dialog focus", () => {
  it("returns focus to the button that opened it on Escape", async () => {
    const { opener, dialog } = await openFromSecondButton();
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    // Radix hands focus back in a zero-delay timeout after unmounting.
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it("returns focus to the button that opened it on Close", async () => {
    const { opener } = await openFromSecondButton();
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it("returns focus to the button that opened it when it closes itself 2,000 ms after success", async () => {
    const { opener } = await openFromSecondButton();
    vi.useFakeTimers();
    mockFetchOnce(201, { status: "received" });
    fireEvent.change(screen.getByRole("textbox", { name: "Name" }), { target: { value: "Ada" } });
    fireEvent.change(screen.getByRole("textbox", { name: "Email" }), { target: { value: "ada@example.com" } });
    fireEvent.click(screen.getByRole("button", { name: "Submit Request" }));
    await act(async () => {
      for (let i = 0; i < 10; i++) await Promise.resolve();
    });
    expect(screen.getByRole("status")).toHaveTextContent("Request Submitted!");
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole("dialog")).toBeNull();
    act(() => vi.advanceTimersByTime(0));
    expect(opener).toHaveFocus();
  });
});

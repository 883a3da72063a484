import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetchOnce, sentJson } from "../../../../tests/helpers/mock-fetch.ts";
import { NotifyForm } from "./notify-form.tsx";

afterEach(() => vi.unstubAllGlobals());

describe("NotifyForm", () => {
  it("stores a launch-notice lead, then thanks the visitor by business name", async () => {
    const fetch = mockFetchOnce(201, { id: "1" });
    window.history.pushState({}, "", "/business/herbcore-radio?utm_source=mail");
    render(<NotifyForm businessName="HerbCore Radio" businessSlug="herbcore-radio" />);
    const email = screen.getByRole("textbox", { name: "Email address" });
    expect(email).toBeRequired();
    expect(email).toHaveAttribute("type", "email");
    await userEvent.type(email, "ada@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Notify Me" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Thank You!");
    expect(screen.getByRole("status")).toHaveTextContent("We'll notify you when HerbCore Radio launches.");
    const { url, body } = sentJson(fetch);
    expect(url).toBe("/api/leads");
    // The page it came from, for the dashboard: the path only, never the query string.
    expect(body).toEqual({
      email: "ada@example.com",
      serviceType: "launch-notice-herbcore-radio",
      page: "/business/herbcore-radio",
    });
    window.history.pushState({}, "", "/");
  });

  it("shows the server's sentence and keeps the address when sending fails", async () => {
    mockFetchOnce(429, { error: "Too many requests from your address. Please try again in 9 minutes." });
    render(<NotifyForm businessName="DAY-O" businessSlug="dayo" />);
    await userEvent.type(screen.getByRole("textbox", { name: "Email address" }), "ada@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Notify Me" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many requests from your address.");
    expect(screen.getByRole("textbox", { name: "Email address" })).toHaveValue("ada@example.com");
    expect(screen.queryByText("Thank You!")).toBeNull();
  });
});

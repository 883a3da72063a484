import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetchOnce, sentJson } from "../../../../tests/helpers/mock-fetch.ts";
import { ContactForm } from "./contact-form.tsx";

afterEach(() => vi.unstubAllGlobals());

async function fill() {
  await userEvent.type(screen.getByRole("textbox", { name: "Name" }), "Ada");
  await userEvent.type(screen.getByRole("textbox", { name: "Email" }), "ada@example.com");
  await userEvent.type(screen.getByRole("textbox", { name: "Message" }), "Hello there");
  await userEvent.click(screen.getByRole("button", { name: "Send Message" }));
}

describe("ContactForm", () => {
  it("requires name, e-mail and message, stores a lead, then shows 'Message Sent!'", async () => {
    const fetch = mockFetchOnce(201, { id: "1" });
    render(<ContactForm companyName="Testco" />);
    for (const label of ["Name", "Email", "Message"])
      expect(screen.getByRole("textbox", { name: label })).toBeRequired();
    expect(screen.getByText(/are required\./)).toHaveTextContent(/Fields marked \*/);
    await fill();
    expect(await screen.findByRole("status")).toHaveTextContent("Message Sent!");
    expect(screen.getByRole("status")).toHaveTextContent(
      "Thank you for your interest in Testco. We'll be in touch soon.",
    );
    expect(sentJson(fetch).body).toEqual({
      name: "Ada",
      email: "ada@example.com",
      message: "Hello there",
      serviceType: "ventures-contact",
      page: "/",
    });
  });

  it("keeps what was typed and says why when the server refuses", async () => {
    mockFetchOnce(400, { error: "Please enter a valid email address." });
    render(<ContactForm companyName="Testco" />);
    await fill();
    expect(await screen.findByRole("alert")).toHaveTextContent("Please enter a valid email address.");
    expect(screen.getByRole("textbox", { name: "Message" })).toHaveValue("Hello there");
  });
});

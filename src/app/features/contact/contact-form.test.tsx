import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ContactForm } from "./contact-form.tsx";

describe("ContactForm", () => {
  it("requires name, e-mail and message, then shows 'Message Sent!'", async () => {
    render(<ContactForm companyName="Testco" />);
    for (const label of ["Name", "Email", "Message"]) expect(screen.getByLabelText(label)).toBeRequired();
    await userEvent.type(screen.getByLabelText("Name"), "Ada");
    await userEvent.type(screen.getByLabelText("Email"), "ada@example.com");
    await userEvent.type(screen.getByLabelText("Message"), "Hello there");
    await userEvent.click(screen.getByRole("button", { name: "Send Message" }));
    expect(screen.getByRole("status")).toHaveTextContent("Message Sent!");
    expect(screen.getByRole("status")).toHaveTextContent(
      "Thank you for your interest in Testco. We'll be in touch soon.",
    );
  });
});

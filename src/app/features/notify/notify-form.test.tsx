import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { NotifyForm } from "./notify-form.tsx";

describe("NotifyForm", () => {
  it("needs an e-mail, then thanks the visitor by business name", async () => {
    render(<NotifyForm businessName="HerbCore Radio" />);
    const email = screen.getByLabelText("Email address");
    expect(email).toBeRequired();
    expect(email).toHaveAttribute("type", "email");
    await userEvent.type(email, "ada@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Notify Me" }));
    expect(screen.getByRole("status")).toHaveTextContent("Thank You!");
    expect(screen.getByRole("status")).toHaveTextContent("We'll notify you when HerbCore Radio launches.");
  });
});

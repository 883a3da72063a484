import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  foreignAnswers,
  mockFetchOnce,
  mockFetchPending,
  mockFetchWith,
} from "../../../../tests/helpers/mock-fetch.ts";
import { SubscribeForm } from "../blog/subscribe-form.tsx";
import { ContactForm } from "../contact/contact-form.tsx";
import { NotifyForm } from "../notify/notify-form.tsx";

afterEach(() => vi.unstubAllGlobals());

const box = (name: string) => screen.getByRole("textbox", { name });

/** Each lead form: how to fill it, its submit button and what it keeps when sending fails. */
const forms = [
  {
    name: "contact form",
    render: () => render(<ContactForm companyName="Testco" />),
    fill: async () => {
      await userEvent.type(box("Name"), "Ada");
      await userEvent.type(box("Email"), "ada@example.com");
      await userEvent.type(box("Message"), "Hello there");
    },
    button: "Send Message",
    kept: { Name: "Ada", Email: "ada@example.com", Message: "Hello there" },
  },
  {
    name: "notify form",
    render: () => render(<NotifyForm businessName="DAY-O" businessSlug="dayo" />),
    fill: () => userEvent.type(box("Email address"), "ada@example.com"),
    button: "Notify Me",
    kept: { "Email address": "ada@example.com" },
  },
  {
    name: "subscribe form",
    render: () => render(<SubscribeForm />),
    fill: () => userEvent.type(box("Email address"), "ada@example.com"),
    button: "Subscribe for Updates",
    kept: { "Email address": "ada@example.com" },
  },
];

describe.each(forms)("$name", (form) => {
  it.each(Object.entries(foreignAnswers))(
    "shows a plain sentence for %s, never markup or a status text, and keeps the input",
    async (_, answer) => {
      mockFetchWith(answer);
      form.render();
      await form.fill();
      await userEvent.click(screen.getByRole("button", { name: form.button }));
      const alert = await screen.findByRole("alert");
      expect(alert).toHaveTextContent(/^We couldn't send that\. Please try again\.$/);
      for (const [label, value] of Object.entries(form.kept)) expect(box(label)).toHaveValue(value);
    },
  );

  it("shows the server's JSON sentence and points the field it names at it", async () => {
    mockFetchOnce(400, { error: "Please enter a valid email address." });
    form.render();
    await form.fill();
    await userEvent.click(screen.getByRole("button", { name: form.button }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Please enter a valid email address.");
    const email = box(form.name === "contact form" ? "Email" : "Email address");
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAttribute("aria-describedby", alert.id);
  });

  it("marks no field invalid for a refusal that is about none of them", async () => {
    mockFetchOnce(429, { error: "Too many requests from your address. Please try again in 9 minutes." });
    form.render();
    await form.fill();
    await userEvent.click(screen.getByRole("button", { name: form.button }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many requests from your address.");
    for (const label of Object.keys(form.kept)) expect(box(label)).not.toHaveAttribute("aria-invalid");
  });

  it("announces a repeated failure again", async () => {
    mockFetchWith(foreignAnswers["an empty 500"]);
    form.render();
    await form.fill();
    await userEvent.click(screen.getByRole("button", { name: form.button }));
    const first = await screen.findByRole("alert");
    await userEvent.click(screen.getByRole("button", { name: form.button }));
    await vi.waitFor(() => expect(screen.getByRole("alert")).not.toBe(first));
  });

  it("sends once however often it is submitted, keeping focus on the button meanwhile", async () => {
    const pending = mockFetchPending();
    form.render();
    await form.fill();
    const button = screen.getByRole("button", { name: form.button });
    button.focus();
    fireEvent.submit(button.closest("form")!);
    fireEvent.submit(button.closest("form")!);
    fireEvent.click(button);
    expect(pending.fn).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute("aria-disabled", "true");
    expect(button).toHaveFocus();
    await act(async () => pending.answer(201, { status: "received" }));
    // The form is replaced by its thank-you message, which takes the focus.
    expect(await screen.findByRole("status")).toHaveFocus();
  });

  it("marks its required fields for assistive technology", () => {
    form.render();
    for (const label of Object.keys(form.kept)) expect(box(label)).toHaveAttribute("aria-required", "true");
  });
});

import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DemoPage } from "../../../shared/pages.ts";
import { ScriptedChat } from "./scripted-chat.tsx";
import { scriptedReply } from "./scripted-reply.ts";

const chat: DemoPage["chat"] = {
  title: "Demo assistant",
  greeting: "Hi there!",
  placeholder: "Ask me",
  suggestions: ["What does it cost?", "Tell me about video"],
  replies: {
    video: "VIDEO reply",
    chat: "CHAT reply",
    catalog: "CATALOG reply",
    price: "PRICE reply",
    contact: "CONTACT reply",
    storefront: "STOREFRONT reply",
  },
  fallback: "FALLBACK reply",
};

describe("scriptedReply", () => {
  it.each([
    ["Do you do video?", "VIDEO reply"],
    ["Can customers CHAT with it?", "CHAT reply"],
    ["Will it sort my catalog?", "CATALOG reply"],
    ["What's the price?", "PRICE reply"],
    ["How much does it cost", "PRICE reply"],
    ["pricing please", "PRICE reply"],
    ["How do I contact you?", "CONTACT reply"],
    ["Build my storefront", "STOREFRONT reply"],
    ["Hello", "FALLBACK reply"],
  ])("answers %j with the matching reply", (message, reply) => {
    expect(scriptedReply(message, chat)).toBe(reply);
  });

  it("takes the keywords in the spec's order when several appear", () => {
    expect(scriptedReply("chat about the price of video", chat)).toBe("VIDEO reply");
  });
});

describe("ScriptedChat", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("greets, shows typing for exactly 1,000 ms, then replies; Send refuses meanwhile but keeps focus", () => {
    render(<ScriptedChat chat={chat} />);
    expect(screen.getByText("Hi there!")).toBeInTheDocument();
    const input = screen.getByLabelText("Message");
    const send = screen.getByRole("button", { name: "Send" });
    fireEvent.change(input, { target: { value: "  what's the price?  " } });
    send.focus();
    fireEvent.click(send);

    expect(screen.getByText("what's the price?")).toBeInTheDocument();
    expect(input).toHaveValue("");
    expect(screen.getByTestId("typing-indicator")).toBeInTheDocument();
    expect(send).toHaveAttribute("aria-disabled", "true");
    expect(send).toHaveFocus();

    // A send while the reply is pending is ignored (spec §5).
    fireEvent.change(input, { target: { value: "Tell me about video" } });
    fireEvent.click(send);
    expect(screen.queryByText("Tell me about video", { selector: "li p" })).toBeNull();

    act(() => vi.advanceTimersByTime(999));
    expect(screen.queryByText("PRICE reply")).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText("PRICE reply")).toBeInTheDocument();
    expect(screen.queryByTestId("typing-indicator")).toBeNull();
    expect(send).not.toHaveAttribute("aria-disabled");
    expect(screen.queryByText("VIDEO reply")).toBeNull();
  });

  it("ignores two sends in the same tick beyond the first", () => {
    render(<ScriptedChat chat={chat} />);
    const input = screen.getByLabelText("Message");
    fireEvent.change(input, { target: { value: "price" } });
    act(() => {
      fireEvent.submit(input.closest("form")!);
      fireEvent.click(screen.getByRole("button", { name: "Tell me about video" }));
    });
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText("PRICE reply")).toBeInTheDocument();
    expect(screen.queryByText("VIDEO reply")).toBeNull();
  });

  it("keeps the transcript in a named log", () => {
    render(<ScriptedChat chat={chat} />);
    const log = screen.getByRole("log", { name: "Conversation with Demo assistant" });
    expect(log).toHaveTextContent("Hi there!");
  });

  it("ignores empty and whitespace-only messages", () => {
    render(<ScriptedChat chat={chat} />);
    fireEvent.change(screen.getByLabelText("Message"), { target: { value: "   " } });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(screen.queryByTestId("typing-indicator")).toBeNull();
    expect(screen.getAllByRole("listitem")).toHaveLength(1);
  });

  it("sends a suggestion with one click", () => {
    render(<ScriptedChat chat={chat} />);
    fireEvent.click(screen.getByRole("button", { name: "Tell me about video" }));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText("VIDEO reply")).toBeInTheDocument();
  });
});

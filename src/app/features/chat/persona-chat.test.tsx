import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithSite } from "../../../../tests/helpers/render-route.tsx";
import type { ChatPersona } from "./chat-types.ts";
import { PersonaChat } from "./persona-chat.tsx";

/*
 * PersonaChat only decides when the live chat's code loads: the page first shows the twin's
 * window or the floating launcher, and the live chat takes over (the chat itself is tested in
 * chat-screens.test.tsx).
 */

const persona = (name: string, color: string): ChatPersona => ({
  id: name.toLowerCase(),
  name,
  title: "Demo persona",
  greeting: `Hello from ${name}.`,
  voiceId: `${name.toLowerCase()}-voice-01`,
  color,
  chatPath: `/api/sales-chat/${name.toLowerCase()}`,
});

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response("", { status: 503 })),
  );
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe("PersonaChat", () => {
  it("renders the twin's window before its code loads, then the live chat greets", async () => {
    const html = renderToString(<PersonaChat persona={persona("Maya", "teal")} layout="panel" />);
    expect(html).toContain('aria-label="Message Maya"');
    expect(html).not.toContain("Hello from Maya.");

    renderWithSite(<PersonaChat persona={persona("Maya", "teal")} layout="panel" />);
    expect(await screen.findByText("Hello from Maya.", {}, { timeout: 5_000 })).toBeInTheDocument();
    // WCAG 2.1.1 (issue 21, F11): with no link in the replies, the transcript itself takes focus
    // so the arrow keys can scroll it.
    const transcript = screen.getByRole("region", { name: "Messages with Maya" });
    expect(within(transcript).queryAllByRole("link")).toHaveLength(0);
    expect(transcript).toHaveAttribute("tabindex", "0");
  });

  it("shows only the launcher of a floating chat, and opens the live chat from it", async () => {
    const html = renderToString(<PersonaChat persona={persona("Max", "blue")} layout="floating" />);
    expect(html).toContain("Chat with Max");
    expect(html).not.toContain("Conversation with Max");

    renderWithSite(<PersonaChat persona={persona("Max", "blue")} layout="floating" />);
    fireEvent.click(await screen.findByRole("button", { name: "Chat with Max" }));
    await waitFor(() => expect(screen.getByRole("list", { name: "Conversation with Max" })).toBeVisible());
    const launcher = screen.getAllByRole("button", { name: "Minimise chat with Max" }).at(-1);
    expect(launcher).toHaveAttribute("aria-expanded", "true");
  });

  it("asks a sample prompt in a chat whose code has not loaded yet", async () => {
    function Page() {
      const [ask, setAsk] = useState<{ text: string; key: number }>();
      return (
        <>
          <button type="button" onClick={() => setAsk({ text: "What can you do?", key: 1 })}>
            Sample prompt
          </button>
          <PersonaChat persona={persona("Aurora", "teal")} layout="floating" ask={ask} />
        </>
      );
    }
    renderWithSite(<Page />);
    fireEvent.click(await screen.findByRole("button", { name: "Sample prompt" }));
    await waitFor(() => expect(screen.getByText("What can you do?")).toBeInTheDocument());
    expect(screen.getByRole("list", { name: "Conversation with Aurora" })).toBeVisible();
  });
});

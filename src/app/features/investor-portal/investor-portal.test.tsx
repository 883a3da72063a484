import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithSite } from "../../../../tests/helpers/render-route.tsx";
import { DocumentList } from "./document-list.tsx";
import { InvestorChatLive } from "./investor-chat-live.tsx";
import { InvestorGate } from "./investor-gate.tsx";
import { PortalThumbnail } from "./portal-media.tsx";

/*
 * The investor portal's screens as an investor meets them (portal-and-admin.md §2, §5, §8),
 * against a scripted server. The spec's texts are written out here on purpose.
 */

const EMAIL = "invest@example.com";
const FAILURE = `I apologize, but I'm experiencing technical difficulties. Please try again or contact our team directly at ${EMAIL}.`;

interface Call {
  url: string;
  method: string;
  body: Record<string, unknown> | null;
}
let calls: Call[];
let answer: (call: Call) => Response | Promise<Response>;

const sse = (text: string, sources: { title: string; url: string }[] = []) =>
  new Response(
    `event: delta\ndata: ${JSON.stringify({ text })}\n\n` +
      `event: done\ndata: ${JSON.stringify({ text, sources, suggestions: [], conversationId: "c1" })}\n\n`,
    { headers: { "content-type": "text/event-stream" } },
  );

beforeEach(() => {
  calls = [];
  answer = () => new Response(null, { status: 503 });
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = {
        url: String(url),
        method: init.method ?? "GET",
        body: typeof init.body === "string" ? (JSON.parse(init.body) as Record<string, unknown>) : null,
      };
      calls.push(call);
      // Speech of the replies is not what these tests are about.
      if (call.url === "/api/aurora/tts") return new Response(null, { status: 503 });
      return answer(call);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const chatCalls = () => calls.filter((c) => c.url === "/api/aurora-chat");

function renderChat(ask?: { text: string; key: number }) {
  return render(<InvestorChatLive slug="uschinastore" businessName="US China Store" email={EMAIL} ask={ask} />);
}

describe("the investor assistant", () => {
  it("starts expanded with Aurora's greeting and a message field", async () => {
    renderChat();
    expect(await screen.findByText(/Hi, I'm Aurora\. Ask me anything about investing in US China Store/)).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Message Aurora" })).toBeTruthy();
  });

  it("sends on Enter with the text untrimmed and the slug, not on Shift+Enter", async () => {
    answer = () => sse("The store runs on a 70% markup model. (From the Executive Summary, page 2.)");
    renderChat();
    const field = screen.getByRole("textbox", { name: "Message Aurora" });
    fireEvent.change(field, { target: { value: "  What is the markup?  " } });
    fireEvent.keyDown(field, { key: "Enter", shiftKey: true });
    expect(chatCalls()).toHaveLength(0);
    fireEvent.keyDown(field, { key: "Enter" });
    await waitFor(() => expect(screen.getAllByText(/70% markup model/).length).toBeGreaterThan(0));
    expect(chatCalls()).toHaveLength(1);
    expect(chatCalls()[0]!.method).toBe("POST");
    expect(chatCalls()[0]!.body).toMatchObject({ slug: "uschinastore", message: "  What is the markup?  " });
  });

  it("ignores a message of only spaces", async () => {
    renderChat();
    const field = screen.getByRole("textbox", { name: "Message Aurora" });
    fireEvent.change(field, { target: { value: "   " } });
    fireEvent.keyDown(field, { key: "Enter" });
    await act(async () => {});
    expect(chatCalls()).toHaveLength(0);
  });

  it("disables the field and shows the typing dots while a reply is pending", async () => {
    let release!: (r: Response) => void;
    answer = () => new Promise<Response>((resolve) => (release = resolve));
    renderChat();
    const field = screen.getByRole("textbox", { name: "Message Aurora" }) as HTMLTextAreaElement;
    fireEvent.change(field, { target: { value: "Tell me more" } });
    fireEvent.keyDown(field, { key: "Enter" });
    await waitFor(() => expect(field.disabled).toBe(true));
    expect(screen.getByRole("status", { name: "Aurora is typing" })).toBeTruthy();
    await act(async () => release(sse("Here is more.")));
    await waitFor(() => expect(screen.getAllByText("Here is more.").length).toBeGreaterThan(0));
    await waitFor(() => expect(field.disabled).toBe(false));
  });

  it("shows the spec's failure text with the shared e-mail when the call fails", async () => {
    answer = () => {
      throw new TypeError("network down");
    };
    renderChat();
    const field = screen.getByRole("textbox", { name: "Message Aurora" });
    fireEvent.change(field, { target: { value: "Hello" } });
    fireEvent.keyDown(field, { key: "Enter" });
    await waitFor(() => expect(screen.getAllByText(FAILURE).length).toBeGreaterThan(0));
  });

  it("opens a cited source in a new tab, so the conversation stays", async () => {
    const source = { title: "US China Store investor portal: Financial Model, page 2", url: "/investor/uschinastore" };
    answer = () => sse("Revenue in the millions by Year 3. (From the Financial Model, page 2.)", [source]);
    renderChat({ text: "Projected revenue?", key: 1 });
    const link = await screen.findByRole("link", { name: /Financial Model, page 2/ });
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener");
  });

  it("asks a sample question handed to it", async () => {
    answer = () => sse("An overview.");
    renderChat({ text: "Give me an overview of US China Store.", key: 1 });
    await waitFor(() => expect(screen.getAllByText("An overview.").length).toBeGreaterThan(0));
    expect(chatCalls()[0]!.body).toMatchObject({ message: "Give me an overview of US China Store." });
  });
});

describe("the Investor Access gate", () => {
  const renderGate = (onPassed = vi.fn()) => {
    renderWithSite(
      <InvestorGate slug="uschinastore" businessName="US China Store" email={EMAIL} onPassed={onPassed} />,
    );
    return onPassed;
  };

  it("sends the password to the server; a wrong one shows the sentence and clears the field", async () => {
    answer = () => new Response(JSON.stringify({ error: "whatever the server says" }), { status: 401 });
    const onPassed = renderGate();
    expect(await screen.findByRole("heading", { name: "Investor Access" })).toBeTruthy();
    const field = screen.getByLabelText(/Password/) as HTMLInputElement;
    fireEvent.change(field, { target: { value: "guess" } });
    fireEvent.click(screen.getByRole("button", { name: "Access Investor Portal" }));
    expect(await screen.findByText("Incorrect password. Please try again.")).toBeTruthy();
    expect(field.value).toBe("");
    expect(calls[0]).toMatchObject({
      url: "/api/investor-access/uschinastore",
      method: "POST",
      body: { password: "guess" },
    });
    expect(onPassed).not.toHaveBeenCalled();
  });

  it("hands over to the page when the server accepts the password", async () => {
    answer = () => new Response(null, { status: 204 });
    const onPassed = renderGate();
    fireEvent.change(await screen.findByLabelText(/Password/), { target: { value: "right one" } });
    fireEvent.click(screen.getByRole("button", { name: "Access Investor Portal" }));
    await waitFor(() => expect(onPassed).toHaveBeenCalledTimes(1));
  });

  it("offers the contact e-mail", async () => {
    renderGate();
    const link = await screen.findByRole("link", { name: new RegExp(EMAIL) });
    expect(link.getAttribute("href")).toMatch(new RegExp(`^mailto:${EMAIL}`));
  });
});

describe("the portal's media and documents", () => {
  it("hides the thumbnail when it fails to load", () => {
    const { container } = render(<PortalThumbnail src="/missing.png" alt="US China Store overview" />);
    const img = container.querySelector("img")!;
    expect(img).toBeTruthy();
    fireEvent.error(img);
    expect(container.querySelector("img")).toBeNull();
  });

  it("says documents will be available soon when there are none", () => {
    render(<DocumentList documents={[]} />);
    expect(screen.getByText("Investment documents will be available soon.")).toBeTruthy();
  });

  it("offers View in a new tab and Download PDF for each document", () => {
    render(
      <DocumentList
        documents={[
          {
            id: "pitch-deck",
            title: "Pitch Deck",
            description: "The thesis.",
            pages: 3,
            viewUrl: "/api/investor-documents/b1/pitch-deck.pdf",
            downloadUrl: "/api/investor-documents/b1/pitch-deck.pdf?download=1",
          },
        ]}
      />,
    );
    const view = screen.getByRole("link", { name: "View Pitch Deck (opens in a new tab)" });
    expect(view.getAttribute("href")).toBe("/api/investor-documents/b1/pitch-deck.pdf");
    expect(view.getAttribute("target")).toBe("_blank");
    const download = screen.getByRole("link", { name: "Download PDF of Pitch Deck" });
    expect(download.getAttribute("href")).toBe("/api/investor-documents/b1/pitch-deck.pdf?download=1");
    expect(download.hasAttribute("download")).toBe(true);
    expect(screen.getByText("PDF · 3 pages")).toBeTruthy();
  });
});

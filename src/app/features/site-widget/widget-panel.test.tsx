import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { WidgetPanel } from "./widget-panel.tsx";

/*
 * The floating widget frames /widget/domu-sales-twin/chat, whose Close button asks the page to
 * close it with a `closeWidget` window message. Any page or frame can post a message to this
 * window, so only the one from this site's own origin and from the widget's own frame may close it.
 */

const CLOSE = { action: "closeWidget" };

function renderPanel() {
  const onClose = vi.fn();
  const view = render(<WidgetPanel onClose={onClose} />);
  const frame = screen.getByTitle("Chat with Aurora") as HTMLIFrameElement;
  return { onClose, frame: frame.contentWindow!, view };
}

function post(data: unknown, origin: string, source: Window | null) {
  window.dispatchEvent(new MessageEvent("message", { data, origin, source }));
}

describe("WidgetPanel", () => {
  it("frames the widget's chat page", () => {
    renderPanel();
    expect(screen.getByTitle("Chat with Aurora")).toHaveAttribute("src", "/widget/domu-sales-twin/chat");
  });

  it("closes on closeWidget from its own frame on the site's own origin", () => {
    const { onClose, frame } = renderPanel();
    post(CLOSE, window.location.origin, frame);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("stays open for closeWidget from another origin, even naming its frame as the source", () => {
    const { onClose, frame } = renderPanel();
    for (const origin of ["https://evil.example", "http://localhost:1", "null", ""]) post(CLOSE, origin, frame);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("stays open for closeWidget from the site's own origin but another window", () => {
    const { onClose } = renderPanel();
    const other = document.createElement("iframe");
    document.body.append(other);
    post(CLOSE, window.location.origin, window);
    post(CLOSE, window.location.origin, other.contentWindow);
    post(CLOSE, window.location.origin, null);
    other.remove();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("stays open for any other message from its own frame", () => {
    const { onClose, frame } = renderPanel();
    for (const data of ["closeWidget", { action: "close" }, { action: "CloseWidget" }, null, 1, [CLOSE]]) {
      post(data, window.location.origin, frame);
    }
    expect(onClose).not.toHaveBeenCalled();
  });

  it("closes on Escape, and on no other key", () => {
    const { onClose } = renderPanel();
    fireEvent.keyDown(window, { key: "Enter" });
    fireEvent.keyDown(window, { key: "Esc" });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(window, { key: "Escape" });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("calls the latest onClose, and none once it is gone", () => {
    const { onClose, frame, view } = renderPanel();
    const latest = vi.fn();
    view.rerender(<WidgetPanel onClose={latest} />);
    post(CLOSE, window.location.origin, frame);
    expect(latest).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();

    view.unmount();
    post(CLOSE, window.location.origin, frame);
    fireEvent.keyDown(window, { key: "Escape" });
    expect(latest).toHaveBeenCalledTimes(1);
  });
});

import { act, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { island, whenIslandsHydrated } from "./island.tsx";

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((c) => c + 1)}>
      {label} {count}
    </button>
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = "";
});

describe("island", () => {
  it("keeps the server HTML and fetches its code only after the browser has painted it", async () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, "requestAnimationFrame").mockImplementation((cb) => {
      frames.push(cb);
      return frames.length;
    });

    // The server's copy of the island is loaded before it renders, as the route's loader does.
    const OnServer = island("counter", async () => Counter);
    await OnServer.preload();
    const container = document.createElement("div");
    container.innerHTML = renderToString(<OnServer label="Clicks" />);
    document.body.append(container);

    const load = vi.fn(async () => Counter);
    const InBrowser = island("counter", load);
    let hydrated = false;
    await act(async () => {
      hydrateRoot(container, <InBrowser label="Clicks" />);
    });
    whenIslandsHydrated(() => {
      hydrated = true;
    });

    expect(container.textContent).toBe("Clicks 0");
    expect(load).not.toHaveBeenCalled();
    expect(frames).toHaveLength(1);
    expect(hydrated).toBe(false);

    // The frame is painted; the code is fetched in the task after it.
    frames[0]!(performance.now());
    expect(load).not.toHaveBeenCalled();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(hydrated).toBe(true);

    // Hydrated in place: the same button now counts.
    const button = container.querySelector("button")!;
    await act(async () => {
      button.click();
    });
    expect(container.textContent).toBe("Clicks 1");
    expect(container.querySelector("button")).toBe(button);
  });

  it("preload() fetches at once, for a client-side navigation that renders the page itself", () => {
    const raf = vi.spyOn(window, "requestAnimationFrame");
    const load = vi.fn(async () => Counter);
    void island("counter-2", load).preload();
    expect(load).toHaveBeenCalledTimes(1);
    expect(raf).not.toHaveBeenCalled();
  });
});

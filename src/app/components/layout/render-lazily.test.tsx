import { afterEach, describe, expect, it, vi } from "vitest";
import { renderDeferredSections, whenDeferredSectionsRendered } from "./render-lazily.ts";

function page(): HTMLElement[] {
  document.body.innerHTML = `
    <main>
      <section id="hero"></section>
      <section id="a" class="render-lazily"></section>
      <div class="contents"><section id="b" class="py-20 render-lazily"></section></div>
      <section id="c" class="render-lazily"></section>
    </main>`;
  return ["hero", "a", "b", "c"].map((id) => document.getElementById(id)!);
}

function fakeFrames() {
  const queue: FrameRequestCallback[] = [];
  vi.spyOn(window, "requestAnimationFrame").mockImplementation((cb) => queue.push(cb));
  const cancel = vi.spyOn(window, "cancelAnimationFrame").mockImplementation((id) => {
    queue[id - 1] = () => {};
  });
  return {
    next: () => queue.shift()?.(performance.now()),
    pending: () => queue.length,
    cancel,
  };
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = "";
});

describe("renderDeferredSections", () => {
  it("renders the deferred sections one per frame, in page order, and leaves the others alone", () => {
    const [hero, a, b, c] = page();
    const frames = fakeFrames();
    renderDeferredSections();
    const shown = () => [a, b, c].map((el) => el!.style.contentVisibility);
    expect(shown()).toEqual(["", "", ""]);
    frames.next();
    expect(shown()).toEqual(["visible", "", ""]);
    frames.next();
    expect(shown()).toEqual(["visible", "visible", ""]);
    frames.next();
    expect(shown()).toEqual(["visible", "visible", "visible"]);
    frames.next();
    expect(frames.pending()).toBe(0);
    expect(hero!.style.contentVisibility).toBe("");
  });

  it("skips sections already rendered, and stops when asked", () => {
    const [, a, b, c] = page();
    a!.style.contentVisibility = "visible";
    const frames = fakeFrames();
    const stop = renderDeferredSections();
    frames.next();
    expect(b!.style.contentVisibility).toBe("visible");
    stop();
    expect(frames.cancel).toHaveBeenCalledTimes(1);
    frames.next();
    expect(c!.style.contentVisibility).toBe("");
  });
});

describe("renderDeferredSections where the browser reports idle time", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("renders one section per idle moment, waiting at most a second for each, and cancels that way", () => {
    const [, a, b, c] = page();
    const idle: { cb: IdleRequestCallback; timeout?: number }[] = [];
    const frame = vi.spyOn(window, "requestAnimationFrame");
    const cancel = vi.fn();
    let ids = 0;
    vi.stubGlobal("requestIdleCallback", (cb: IdleRequestCallback, o?: IdleRequestOptions) => {
      idle.push({ cb, timeout: o?.timeout });
      return ++ids;
    });
    vi.stubGlobal("cancelIdleCallback", cancel);
    const run = () => idle.shift()!.cb({ didTimeout: false, timeRemaining: () => 10 });
    const stop = renderDeferredSections();
    expect(idle.map((x) => x.timeout)).toEqual([1000]);
    run();
    expect([a, b, c].map((el) => el!.style.contentVisibility)).toEqual(["visible", "", ""]);
    run();
    expect([a, b, c].map((el) => el!.style.contentVisibility)).toEqual(["visible", "visible", ""]);
    stop();
    expect(cancel).toHaveBeenCalledWith(3);
    expect(frame).not.toHaveBeenCalled();
  });
});

describe("whenDeferredSectionsRendered", () => {
  it("waits for the last deferred section, and answers at once when none is left", () => {
    page();
    const frames = fakeFrames();
    const done = vi.fn();
    renderDeferredSections();
    whenDeferredSectionsRendered(done);
    frames.next();
    frames.next();
    frames.next();
    expect(done).not.toHaveBeenCalled();
    frames.next();
    expect(done).toHaveBeenCalledTimes(1);
    const later = vi.fn();
    whenDeferredSectionsRendered(later);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it("answers when a page's rendering is stopped by the next navigation", () => {
    page();
    fakeFrames();
    const done = vi.fn();
    const stop = renderDeferredSections();
    whenDeferredSectionsRendered(done);
    stop();
    stop();
    expect(done).toHaveBeenCalledTimes(1);
  });
});

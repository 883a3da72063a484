import { useEffect } from "react";
import { useLocation } from "react-router";

/** The class (app.css) of sections a long page may skip rendering while it loads. */
const RENDER_LAZILY = "render-lazily";

/** The longest a deferred section waits for an idle moment. */
const IDLE_TIMEOUT_MS = 1_000;

let running = 0;
let waiters: (() => void)[] = [];

function finished() {
  running--;
  if (running > 0) return;
  const done = waiters;
  waiters = [];
  for (const fn of done) fn();
}

/** Calls `done` once no deferred section is left to render (at once if none is). */
export function whenDeferredSectionsRendered(done: () => void): void {
  if (running === 0) done();
  else waiters.push(done);
}

/**
 * Renders the page's deferred sections one per idle moment, so the work the browser skipped
 * while the page loaded is done in small steps rather than one long task, and the whole page is
 * rendered shortly after load (a full-page capture or print shows every section). A section the
 * visitor scrolls or tabs to earlier is rendered by the browser at once. Returns a function that
 * stops.
 */
export function renderDeferredSections(root: ParentNode = document): () => void {
  const pending = [...root.querySelectorAll<HTMLElement>(`.${RENDER_LAZILY}`)].filter(
    (el) => el.style.contentVisibility !== "visible",
  );
  running++;
  let frame = 0;
  let over = false;
  const end = () => {
    if (over) return;
    over = true;
    finished();
  };
  // Each section is rendered when the browser is idle, so a tap or a key press during load is
  // never queued behind a section no one is looking at; the timeout bounds the wait.
  const idle = (fn: () => void) =>
    typeof requestIdleCallback === "function"
      ? requestIdleCallback(fn, { timeout: IDLE_TIMEOUT_MS })
      : requestAnimationFrame(fn);
  const cancel = (id: number) =>
    typeof cancelIdleCallback === "function" ? cancelIdleCallback(id) : cancelAnimationFrame(id);
  const step = () => {
    const next = pending.shift();
    if (!next) return end();
    next.style.contentVisibility = "visible";
    frame = idle(step);
  };
  frame = idle(step);
  return () => {
    cancel(frame);
    end();
  };
}

/** Runs renderDeferredSections after each page's first render, hydration included. */
export function useRenderDeferredSections(): void {
  const { pathname } = useLocation();
  useEffect(() => renderDeferredSections(), [pathname]);
}

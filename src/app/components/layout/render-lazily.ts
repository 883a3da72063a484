import { useEffect } from "react";
import { useLocation } from "react-router";

/** The class (app.css) of sections a long page may skip rendering while it loads. */
const RENDER_LAZILY = "render-lazily";

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
 * Renders the page's deferred sections one per animation frame, so the work the browser skipped
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
  const step = () => {
    const next = pending.shift();
    if (!next) return end();
    next.style.contentVisibility = "visible";
    frame = requestAnimationFrame(step);
  };
  frame = requestAnimationFrame(step);
  return () => {
    cancelAnimationFrame(frame);
    end();
  };
}

/** Runs renderDeferredSections after each page's first render, hydration included. */
export function useRenderDeferredSections(): void {
  const { pathname } = useLocation();
  useEffect(() => renderDeferredSections(), [pathname]);
}

import { useEffect, useState, type RefObject } from "react";

/**
 * Whether a chat's live code should load now: once its box comes within 400 px of the viewport,
 * or once the browser is idle after loading the page (at the latest `idleTimeoutMs` later), so
 * it never competes with the page's first work but is there by the time anyone reaches it.
 */
export function useWakeWhenNear(box: RefObject<HTMLElement | null>, idleTimeoutMs: number) {
  const [awake, setAwake] = useState(false);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const wake = () => setAwake(true);
    // Very old browsers have no IntersectionObserver: the idle wake-up still comes.
    const observer =
      typeof IntersectionObserver === "function"
        ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && wake(), {
            rootMargin: "400px 0px",
          })
        : null;
    observer?.observe(el);
    // Safari has no requestIdleCallback: a timer stands in.
    const idle = typeof requestIdleCallback === "function";
    const handle = idle ? requestIdleCallback(wake, { timeout: idleTimeoutMs }) : setTimeout(wake, idleTimeoutMs / 2);
    return () => {
      observer?.disconnect();
      if (idle) cancelIdleCallback(handle as number);
      else clearTimeout(handle);
    };
  }, [box, idleTimeoutMs]);
  return [awake, () => setAwake(true)] as const;
}

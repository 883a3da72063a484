/**
 * What a render learnt about itself that its status code cannot say: a page that answered 200
 * but showed an error in place of some data (a streamed list that failed) must not be cached,
 * or one database blip would be served to everyone until the content changes.
 */
export interface RenderReport {
  /** Called by a loader that shows a failure in the page instead of failing the page. */
  degraded(): void;
}

/** A report to hand to one render; `isDegraded()` is final once the response body is read. */
export function createRenderReport(): RenderReport & { isDegraded(): boolean } {
  let degraded = false;
  return {
    degraded: () => {
      degraded = true;
    },
    isDegraded: () => degraded,
  };
}

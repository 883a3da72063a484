/**
 * A floating chat launcher never sits on top of what the page marks `data-launcher-clear` (issue
 * 21: the home demo's Send, the persona pages' sample prompts and portrait): while such an element
 * passes under the launcher, the launcher steps aside (`data-clearing`, app.css: faded out and
 * let through by the pointer, still in the tab order) and comes back once it has scrolled past.
 * A launcher that has the focus or whose chat is open stays put.
 * The footer needs none of this: the page keeps room below it for the launcher (app.css).
 * Returns the function that stops watching.
 */
export function keepLauncherClear(button: HTMLElement): () => void {
  let frame = 0;
  const check = () => {
    frame = 0;
    const stays = button.getAttribute("aria-expanded") === "true" || document.activeElement === button;
    const b = button.getBoundingClientRect();
    const margin = 8;
    const under =
      !stays &&
      Array.from(document.querySelectorAll("[data-launcher-clear]")).some((el) => {
        const r = el.getBoundingClientRect();
        return (
          r.width > 0 &&
          r.bottom > b.top - margin &&
          r.top < b.bottom + margin &&
          r.right > b.left - margin &&
          r.left < b.right + margin
        );
      });
    button.toggleAttribute("data-clearing", under);
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(check);
  };
  check();
  window.addEventListener("scroll", schedule, { passive: true });
  window.addEventListener("resize", schedule);
  button.addEventListener("focus", check);
  button.addEventListener("blur", schedule);
  button.addEventListener("click", schedule);
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener("scroll", schedule);
    window.removeEventListener("resize", schedule);
    button.removeEventListener("focus", check);
    button.removeEventListener("blur", schedule);
    button.removeEventListener("click", schedule);
  };
}

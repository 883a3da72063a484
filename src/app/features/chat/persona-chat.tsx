import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { ChatWindow } from "./chat-window.tsx";
import { accentOf } from "./chat-types.ts";
import { FloatingChat, FloatingLauncher } from "./floating-launcher.tsx";
import { idleAssistant } from "./idle-assistant.ts";
import type { PersonaChatProps } from "./persona-chat-live.tsx";
import { useWakeWhenNear } from "./use-wake-when-near.ts";

export type { PersonaChatProps } from "./persona-chat-live.tsx";

const Live = lazy(() => import("./persona-chat-live.tsx").then((m) => ({ default: m.PersonaChatLive })));

/**
 * A persona's chat, with its code out of the page's eager JavaScript: the server renders the
 * window (the twin's panel) or the launcher (Aurora, Max), and the live chat takes over once the
 * page has settled (the panel), or when the visitor heads for it: points at or focuses the
 * launcher, opens it or asks a sample prompt (the floating ones, which show nothing until opened).
 * The floating launcher is rendered here, once, so it keeps focus when the live chat loads;
 * minimising (its own button, the launcher, or Escape) puts the focus back on it.
 */
export function PersonaChat(props: PersonaChatProps) {
  const { persona, layout } = props;
  const panel = layout === "panel";
  const [wanted, setWanted] = useState(false);
  const [ownOpen, setOwnOpen] = useState(false);
  const open = props.open ?? ownOpen;
  const setOpen = (value: boolean) => {
    setOwnOpen(value);
    props.onOpenChange?.(value);
  };

  // The twin's window is on the page: its chat wakes when the visitor nears it or the page has
  // settled (its greeting follows 1 s later); the floating ones only when the visitor heads for them.
  const box = useRef<HTMLDivElement>(null);
  const [near] = useWakeWhenNear(box, 2_500);

  const accent = accentOf(persona.color);
  const launcher = useRef<HTMLButtonElement>(null);
  const corner = useRef<HTMLDivElement>(null);
  const minimise = () => {
    setOpen(false);
    // The window (and the control that had focus in it) is hidden: focus goes back to the launcher.
    requestAnimationFrame(() => launcher.current?.focus());
  };
  const wantsToMinimise = useRef(minimise);
  useEffect(() => {
    wantsToMinimise.current = minimise;
  });
  useEffect(() => {
    if (panel || !open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape" && corner.current?.contains(document.activeElement)) wantsToMinimise.current();
    };
    // The open window stays put over the page: whatever the keyboard focuses under it is scrolled
    // up into view above it (WCAG 2.4.11), as the page's footer keeps room for that.
    const onFocus = (e: FocusEvent) => {
      const target = e.target;
      const box = corner.current?.firstElementChild;
      if (!(target instanceof HTMLElement) || !box || box.contains(target)) return;
      // After the browser's own scroll to the focused element, which would undo an earlier one.
      requestAnimationFrame(() => {
        const covered = box.getBoundingClientRect();
        const r = target.getBoundingClientRect();
        const overlaps =
          r.bottom > covered.top && r.top < covered.bottom && r.right > covered.left && r.left < covered.right;
        if (overlaps) window.scrollBy({ top: r.bottom - covered.top + 16, behavior: "instant" });
      });
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("focusin", onFocus);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("focusin", onFocus);
    };
  }, [panel, open]);

  if (panel) {
    const shell = (
      <div ref={box} className="h-full">
        <ChatWindow
          assistant={idleAssistant(() => setWanted(true))}
          name={persona.name}
          subtitle={persona.title}
          accent={accent}
          multiline={false}
          className="h-full"
        />
      </div>
    );
    if (!(near || wanted || props.ask)) return shell;
    return (
      <Suspense fallback={shell}>
        <Live {...props} />
      </Suspense>
    );
  }

  const live = wanted || open || props.ask;
  return (
    <div ref={corner} onPointerEnter={() => setWanted(true)} onFocus={() => setWanted(true)}>
      <FloatingChat open={open}>
        {live ? (
          <div hidden={!open}>
            <Suspense fallback={null}>
              <Live {...props} open={open} onOpenChange={(value) => (value ? setOpen(true) : minimise())} />
            </Suspense>
          </div>
        ) : null}
        <FloatingLauncher
          buttonRef={launcher}
          name={persona.name}
          accent={accent}
          expanded={open}
          onToggle={() => (open ? minimise() : setOpen(true))}
        />
      </FloatingChat>
    </div>
  );
}

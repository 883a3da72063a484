import { lazy, Suspense, useRef, useState } from "react";
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
 */
export function PersonaChat(props: PersonaChatProps) {
  const { persona, layout, position = "right" } = props;
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
  const shell = panel ? (
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
  ) : (
    <div onPointerEnter={() => setWanted(true)} onFocus={() => setWanted(true)}>
      <FloatingChat position={position}>
        <FloatingLauncher name={persona.name} accent={accent} expanded={false} onToggle={() => setOpen(true)} />
      </FloatingChat>
    </div>
  );
  if (!((panel && near) || wanted || open || props.ask)) return shell;
  return (
    <Suspense fallback={shell}>
      <Live {...props} open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}

import { useEffect, useMemo, useState } from "react";
import { useLatest } from "./use-latest.ts";
import { createVoiceInput } from "./voice-input.ts";

/** The mic button's state: one utterance at a time, its transcript handed to `onTranscript`. */
export function useVoiceInput(onTranscript: (text: string) => void, unsupportedMessage: string) {
  const [listening, setListening] = useState(false);
  const handler = useLatest(onTranscript);
  const message = useLatest(unsupportedMessage);

  const input = useMemo(
    () =>
      createVoiceInput({
        onTranscript: (t) => handler.current(t),
        onListeningChange: setListening,
        onUnsupported: () => window.alert(message.current),
      }),
    [handler, message],
  );
  useEffect(() => () => input.stop(), [input]);

  return {
    listening,
    toggle(beforeStart?: () => void) {
      if (listening) return input.stop();
      beforeStart?.();
      void input.start();
    },
  };
}

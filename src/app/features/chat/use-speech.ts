import { useEffect, useMemo, useRef, useState } from "react";
import { speechRequest, type Voice } from "./speech-api.ts";
import { SpeechQueue } from "./speech-queue.ts";
import { speechPieces } from "./sentence-stream.ts";
import { useLatest } from "./use-latest.ts";

/** A screen's voice: whether audio is on, whether she is speaking, and the queue that speaks. */
export function useSpeech(voice: Voice | null, onError: (err: unknown) => void) {
  const [audioOn, setAudioOn] = useState(true);
  const [speaking, setSpeaking] = useState(false);
  const errorRef = useLatest(onError);
  const voiceKey = voice ? (voice.kind === "aurora" ? "aurora" : voice.voiceId) : "";

  const queue = useMemo(
    () =>
      voice
        ? new SpeechQueue(speechRequest(voice), {
            onSpeakingChange: setSpeaking,
            onError: (err) => errorRef.current(err),
          })
        : null,
    // The voice is data from the page; a new id means a new queue.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [voiceKey],
  );
  useEffect(() => () => queue?.stop(), [queue]);

  const audioOnRef = useRef(true);

  return {
    audioOn,
    speaking,
    /** Mute stops what is playing at once; unmute speaks the next reply. */
    toggleAudio() {
      if (audioOnRef.current) queue?.stop();
      audioOnRef.current = !audioOnRef.current;
      setAudioOn(audioOnRef.current);
    },
    /** Queues a sentence if audio is on. */
    say(sentence: string) {
      if (audioOnRef.current) for (const piece of speechPieces(sentence)) queue?.say(piece);
    },
    stop() {
      queue?.stop();
    },
    /** Creates the audio element inside a click, so browsers let it play what comes later. */
    prime() {
      queue?.audio();
    },
    enabled: queue !== null,
  };
}
export type Speech = ReturnType<typeof useSpeech>;

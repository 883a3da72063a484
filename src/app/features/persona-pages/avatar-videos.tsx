import { Play, Volume2 } from "lucide-react";
import { useState, type SyntheticEvent } from "react";
import type { AvatarClip } from "../../../shared/pages.ts";
import { PlayChoice } from "../../components/ui/play-choice.tsx";

/**
 * The AI twin's video avatar: a main player with the chosen clip, the buttons that choose it
 * (Avatar Video 1, Avatar Video 2), and a second, smaller player with the other clip. The clips
 * speak (the embedded preview voice), so `voiceNote` says whose voice that is, and only one
 * plays at a time.
 */
export function AvatarVideos({
  clips,
  personaName,
  voiceNote,
}: {
  clips: AvatarClip[];
  personaName: string;
  voiceNote?: string;
}) {
  const [active, setActive] = useState(0);
  const main = clips[active] ?? clips[0];
  if (!main) return null;
  const other = clips.find((c) => c !== main);

  return (
    <div data-avatar-videos>
      <div className="overflow-hidden rounded-card bg-ink-950 shadow-card ring-1 ring-gray-900/10">
        <AvatarPlayer clip={main} label={`${personaName}: ${main.title}`} testId="avatar-video" />
      </div>
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div aria-live="polite">
          <p className="font-semibold text-gray-900">{main.title}</p>
          <p className="mt-1 text-sm text-gray-600">{main.description}</p>
        </div>
        <div role="group" aria-label="Choose an avatar video" className="flex shrink-0 flex-wrap gap-2">
          {clips.map((clip, i) => (
            <PlayChoice key={clip.src} pressed={clip === main} onClick={() => setActive(i)}>
              {clip.label}
            </PlayChoice>
          ))}
        </div>
      </div>
      {voiceNote ? (
        <p className="mt-3 flex items-start gap-2 text-xs text-gray-600" data-clip-voice-note>
          <Volume2 aria-hidden="true" className="mt-px size-4 shrink-0 text-gray-500" />
          {voiceNote}
        </p>
      ) : null}
      {other && (
        <div className="mt-6 grid grid-cols-2 items-center gap-4 rounded-card bg-white p-3 shadow-card ring-1 ring-gray-200/70 sm:grid-cols-5 sm:gap-5">
          <div className="overflow-hidden rounded-control bg-ink-950 sm:col-span-2">
            {/* Keyed by its clip: after a switch it shows the new clip's poster rather than playing it. */}
            <AvatarPlayer
              key={other.src}
              clip={other}
              label={`${personaName}: ${other.title}`}
              testId="avatar-video-other"
            />
          </div>
          <div className="min-w-0 sm:col-span-3">
            <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">Also watch</p>
            <p className="mt-1 font-semibold text-gray-900">{other.title}</p>
            <p className="mt-1 hidden text-sm text-gray-600 sm:block">{other.description}</p>
          </div>
        </div>
      )}
    </div>
  );
}

/** A clip that starts pauses any other clip of the same avatar: two voices at once are noise. */
function pauseTheOthers(event: SyntheticEvent<HTMLVideoElement>) {
  const playing = event.currentTarget;
  playing
    .closest("[data-avatar-videos]")
    ?.querySelectorAll("video")
    .forEach((video) => {
      if (video !== playing) video.pause();
    });
}

/**
 * A poster with a play button until the visitor asks for the clip, then the player itself,
 * starting at once with its sound: nothing plays, and nothing speaks, before a visitor presses
 * play. Two idle <video> elements with their controls cost a phone about 100 ms of main-thread
 * work at load; a picture costs nothing. The <video> is keyed by its clip so a new choice loads
 * the new sources.
 */
function AvatarPlayer({ clip, label, testId }: { clip: AvatarClip; label: string; testId: string }) {
  const [started, setStarted] = useState(false);
  if (!started)
    return (
      <button
        type="button"
        onClick={() => setStarted(true)}
        aria-label={`Play ${label}`}
        data-testid={testId}
        className="group relative block aspect-video w-full bg-ink-950"
      >
        <img
          src={clip.poster}
          alt=""
          width={640}
          height={360}
          // Below the hero: not preloaded ahead of the stylesheet and the font (React preloads any eager image).
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
        {/* In the corner the clips keep empty, off the poster's title (issue 21). */}
        <span
          data-play-badge
          className="absolute right-3 bottom-3 inline-flex size-12 items-center justify-center rounded-full bg-white/90 text-ink-900 shadow-card transition-colors group-hover:bg-white sm:right-4 sm:bottom-4 sm:size-14"
        >
          <Play aria-hidden="true" className="size-6 translate-x-0.5" />
        </span>
      </button>
    );
  return (
    <video
      key={clip.src}
      controls
      autoPlay
      playsInline
      preload="metadata"
      poster={clip.poster}
      onPlay={pauseTheOthers}
      aria-label={label}
      data-testid={testId}
      className="aspect-video w-full bg-ink-950"
    >
      <source src={clip.srcWebm} type="video/webm" />
      <source src={clip.src} type="video/mp4" />
      Your browser does not support the video tag.
    </video>
  );
}

import { useState } from "react";
import type { BusinessVideo } from "../../../shared/business.ts";
import { primaryVideo } from "../../../shared/videos.ts";
import { PlayChoice } from "../../components/ui/play-choice.tsx";

/** The player starts on the main video; title buttons switch when there is more than one. */
export function VideoShowcase({ videos, businessName }: { videos: BusinessVideo[]; businessName: string }) {
  const [currentId, setCurrentId] = useState(() => primaryVideo(videos)?.id);
  const current = videos.find((v) => v.id === currentId) ?? videos[0];
  if (!current) return null;

  return (
    <div>
      <div className="overflow-hidden rounded-card bg-ink-950 shadow-card ring-1 ring-gray-900/10">
        <video
          key={current.id}
          controls
          playsInline
          preload="metadata"
          poster={current.poster ?? undefined}
          className="aspect-video w-full bg-ink-950"
          aria-label={`${businessName}: ${current.title}`}
          data-testid="business-video"
        >
          {current.srcWebm && <source src={current.srcWebm} type="video/webm" />}
          <source src={current.src} type="video/mp4" />
          Your browser does not support the video tag.
        </video>
      </div>
      <div className="mt-3">
        <p className="font-semibold text-gray-900" aria-live="polite">
          {current.title}
        </p>
        {current.description && <p className="mt-1 text-sm text-gray-600">{current.description}</p>}
      </div>
      {videos.length > 1 && (
        <div role="group" aria-label="Choose a video" className="mt-4 flex flex-wrap gap-2">
          {videos.map((v) => (
            <PlayChoice key={v.id} pressed={v.id === current.id} onClick={() => setCurrentId(v.id)}>
              {v.title}
            </PlayChoice>
          ))}
        </div>
      )}
    </div>
  );
}

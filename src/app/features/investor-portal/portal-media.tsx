import { useEffect, useRef, useState } from "react";
import { NewTabLink } from "../../components/ui/new-tab-link.tsx";

/** The portal's optional picture; it removes itself when it fails to load (spec §8). */
export function PortalThumbnail({ src, alt }: { src: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  const img = useRef<HTMLImageElement>(null);
  // An image that failed before the page hydrated fired its error event unheard.
  useEffect(() => {
    const el = img.current;
    // The failure happened outside React (before hydration); this is its only way in.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (el && el.complete && el.naturalWidth === 0) setFailed(true);
  }, []);
  if (failed) return null;
  return (
    <img
      ref={img}
      src={src}
      alt={alt}
      width={1280}
      height={720}
      decoding="async"
      onError={() => setFailed(true)}
      className="aspect-video w-full rounded-card object-cover shadow-card ring-1 ring-gray-200"
    />
  );
}

/** 'Investment Presentation': our own clip plays here; a video elsewhere opens in a new tab. */
export function PresentationVideo({ src, businessName }: { src: string; businessName: string }) {
  if (/^https?:\/\//.test(src)) {
    return (
      <NewTabLink href={src} className="font-medium text-brand-700 underline">
        Watch the {businessName} investment presentation
      </NewTabLink>
    );
  }
  return (
    <video
      controls
      preload="metadata"
      playsInline
      className="aspect-video w-full rounded-card bg-ink-950 shadow-card"
      aria-label={`${businessName} investment presentation`}
      // A failed embed is only logged (spec §8); the browser's own control shows the failure.
      onError={(e) => console.warn("Investor presentation video failed to load:", e.currentTarget.error)}
    >
      <source src={src} type={src.endsWith(".webm") ? "video/webm" : "video/mp4"} />
    </video>
  );
}

/**
 * 'Interactive Presentation': staff-authored HTML in a sandboxed frame with no permissions at
 * all (no scripts, no forms, no top navigation, an opaque origin), so it can only be looked at.
 */
export function InteractivePresentation({ html, businessName }: { html: string; businessName: string }) {
  return (
    <iframe
      title={`${businessName} interactive presentation`}
      sandbox=""
      srcDoc={html}
      loading="lazy"
      referrerPolicy="no-referrer"
      className="h-[28rem] w-full rounded-card bg-white shadow-card ring-1 ring-gray-200"
    />
  );
}

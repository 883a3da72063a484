import { Play } from "lucide-react";

interface Props {
  pressed: boolean;
  onClick: () => void;
  children: React.ReactNode;
}

/** A pill that picks which video a player shows: pressed for the one playing (video switchers). */
export function PlayChoice({ pressed, onClick, children }: Props) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={`inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold transition-colors ${
        pressed ? "bg-ink-900 text-white" : "bg-white text-gray-800 ring-1 ring-gray-300 hover:bg-gray-100"
      }`}
    >
      <Play aria-hidden="true" className="size-3.5" />
      {children}
    </button>
  );
}

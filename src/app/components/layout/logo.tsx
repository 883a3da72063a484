import { useId } from "react";
import { Link } from "react-router";

/** The wordmark: a small aurora-wave mark and the company name from the site configuration. */
export function Logo({ name, to = "/" }: { name: string; to?: string }) {
  // Header and footer both draw the mark: each needs its own gradient id to keep ids unique.
  const gradient = useId();
  return (
    <Link
      to={to}
      className="group inline-flex min-h-11 shrink-0 items-center gap-2.5 text-white"
      aria-label={`${name} home`}
    >
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true">
        <defs>
          <linearGradient id={gradient} x1="0" x2="1" y1="0" y2="1">
            <stop offset="0" stopColor="#5fe3cc" />
            <stop offset="1" stopColor="#5f9dff" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="9" fill="#111b2f" />
        <path
          d="M6 19c3-7 6-7 8 0s5 7 7 0 4-6 5-3"
          fill="none"
          stroke={`url(#${gradient})`}
          strokeWidth="2.6"
          strokeLinecap="round"
        />
      </svg>
      <span className="text-lg font-bold tracking-tight whitespace-nowrap">{name}</span>
    </Link>
  );
}

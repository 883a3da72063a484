import { X } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";

export interface ToastMessage {
  title: string;
  description: string;
  destructive?: boolean;
}

/** RESOLUTIONS.md §4: one toast at a time, for about five seconds. */
export const TOAST_MS = 5_000;

export function useToast() {
  const [toast, setToast] = useState<(ToastMessage & { key: number }) | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const dismiss = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    setToast(null);
  }, []);
  const show = useCallback((t: ToastMessage) => {
    if (timer.current) clearTimeout(timer.current);
    setToast({ ...t, key: Date.now() });
    timer.current = setTimeout(() => setToast(null), TOAST_MS);
  }, []);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  return { toast, show, dismiss };
}

interface RegionProps {
  toast: ToastMessage | null;
  onDismiss(): void;
  /** The chat's failures interrupt (assertive); the staff console's confirmations wait (polite). */
  politeness?: "assertive" | "polite";
  /** Above a floating chat launcher (the chat screens), or in the corner (pages without one). */
  placement?: "above-launcher" | "corner";
}

/** The toast region: always in the page so screen readers hear what appears in it. */
export function ToastRegion({ toast, onDismiss, politeness = "assertive", placement = "above-launcher" }: RegionProps) {
  return (
    <div
      role="region"
      aria-label="Notifications"
      className={`pointer-events-none fixed inset-x-3 bottom-3 z-[90] flex justify-center sm:inset-x-auto sm:right-4 ${
        placement === "corner" ? "sm:bottom-4" : "sm:bottom-24"
      }`}
    >
      <div aria-live={politeness} aria-atomic="true" className="w-full sm:w-96">
        {toast ? (
          <div
            className={`pointer-events-auto flex items-start gap-3 rounded-card p-4 shadow-card-hover ring-1 ${
              toast.destructive ? "bg-danger-600 text-white ring-danger-600" : "bg-white text-gray-900 ring-gray-200"
            }`}
          >
            <div className="flex-1">
              <p className="font-semibold">{toast.title}</p>
              <p className="mt-1 text-sm opacity-95">{toast.description}</p>
            </div>
            <button
              type="button"
              onClick={onDismiss}
              aria-label="Dismiss notification"
              className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-control opacity-90 hover:opacity-100"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </div>
        ) : null}
      </div>
    </div>
  );
}

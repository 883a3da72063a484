import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState } from "react";

export interface AccessTarget {
  serviceType: string;
  serviceName: string;
}

interface Ctx {
  /** `opener` gets focus back when the dialog closes (defaults to the focused element). */
  open(target: AccessTarget, opener?: HTMLElement): void;
}

const RequestAccessContext = createContext<Ctx | null>(null);

// The dialog (Radix, form logic) is fetched on the first click, keeping it out of every page's
// initial JavaScript.
const RequestAccessDialog = lazy(() => import("./request-access-dialog.tsx"));

interface Session {
  target: AccessTarget;
  opener: HTMLElement | null;
}

/** One Request Access dialog for the whole site; any button opens it with its service. */
export function RequestAccessProvider({ children }: { children: React.ReactNode }) {
  const [session, setSession] = useState<Session | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const open = useCallback((target: AccessTarget, opener?: HTMLElement) => {
    // Safari does not focus a clicked button, so the button passes itself.
    const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setSession({ target, opener: opener ?? focused });
    setIsOpen(true);
  }, []);
  const value = useMemo(() => ({ open }), [open]);
  return (
    <RequestAccessContext.Provider value={value}>
      {children}
      {session && (
        <Suspense fallback={null}>
          <RequestAccessDialog
            target={session.target}
            open={isOpen}
            onOpenChange={setIsOpen}
            returnFocusTo={session.opener}
          />
        </Suspense>
      )}
    </RequestAccessContext.Provider>
  );
}

export function useRequestAccess(): Ctx {
  const ctx = useContext(RequestAccessContext);
  if (!ctx) throw new Error("useRequestAccess must be used inside RequestAccessProvider");
  return ctx;
}

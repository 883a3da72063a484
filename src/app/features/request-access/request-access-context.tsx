import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState } from "react";

export interface AccessTarget {
  serviceType: string;
  serviceName: string;
}

interface Ctx {
  open(target: AccessTarget): void;
}

const RequestAccessContext = createContext<Ctx | null>(null);

// The dialog (Radix, form logic) is fetched on the first click, keeping it out of every page's
// initial JavaScript.
const RequestAccessDialog = lazy(() => import("./request-access-dialog.tsx"));

/** One Request Access dialog for the whole site; any button opens it with its service. */
export function RequestAccessProvider({ children }: { children: React.ReactNode }) {
  const [target, setTarget] = useState<AccessTarget | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const open = useCallback((t: AccessTarget) => {
    setTarget(t);
    setIsOpen(true);
  }, []);
  const value = useMemo(() => ({ open }), [open]);
  return (
    <RequestAccessContext.Provider value={value}>
      {children}
      {target && (
        <Suspense fallback={null}>
          <RequestAccessDialog target={target} open={isOpen} onOpenChange={setIsOpen} />
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

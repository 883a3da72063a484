import { createContext, useContext, useEffect, useState } from "react";
import type { AdminFacets, AdminSessionInfo } from "../../../shared/admin.ts";
import { useLatest } from "../chat/use-latest.ts";
import type { ToastMessage } from "../chat/toast.tsx";
import { SessionEnded } from "./admin-api.ts";

/** What every console screen gets from the frame around it. */
export interface AdminConsole {
  session: AdminSessionInfo;
  /** A call answered 401: back to the login form, silently (spec §8). */
  sessionEnded(): void;
  notify(toast: ToastMessage): void;
  /** The values the list filters offer, once loaded. */
  facets: AdminFacets | null;
  /** The viewer's time zone: "today" and date ranges are theirs. */
  timeZone: string;
  /** False while the server's HTML hydrates: the time zone is not known yet, so nothing loads. */
  ready: boolean;
}

const Context = createContext<AdminConsole | null>(null);

export const AdminConsoleProvider = Context.Provider;

export function useAdminConsole(): AdminConsole {
  const value = useContext(Context);
  if (!value) throw new Error("useAdminConsole must be used inside the admin console");
  return value;
}

export type Loaded<T> =
  | { status: "loading"; data: T | null }
  | { status: "ready"; data: T }
  | { status: "error"; data: T | null; error: unknown };

/**
 * Loads `key` (an API address, or any string naming the request) with `load`, again whenever the
 * key changes or `reload()` is called. While a new answer is on its way the last one stays in
 * `data`, so a list does not blink on every filter change. A 401 ends the session.
 */
export function useAdminData<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>) {
  const { sessionEnded } = useAdminConsole();
  const [nonce, setNonce] = useState(0);
  const [result, setResult] = useState<{ key: string; data: T | null; error?: unknown; ok: boolean } | null>(null);
  const latestLoad = useLatest(load);
  const latestEnded = useLatest(sessionEnded);
  const requestKey = key === null ? null : `${nonce}\u0000${key}`;

  useEffect(() => {
    if (requestKey === null) return;
    const controller = new AbortController();
    latestLoad.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setResult({ key: requestKey, data, ok: true });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof SessionEnded) latestEnded.current();
        else setResult((prev) => ({ key: requestKey, data: prev?.data ?? null, error, ok: false }));
      },
    );
    return () => controller.abort();
  }, [requestKey, latestLoad, latestEnded]);

  const reload = () => setNonce((n) => n + 1);
  let loaded: Loaded<T>;
  if (!result || result.key !== requestKey) loaded = { status: "loading", data: result?.data ?? null };
  else if (result.ok) loaded = { status: "ready", data: result.data as T };
  else loaded = { status: "error", data: result.data, error: result.error };
  return { ...loaded, reload };
}

import * as Tooltip from "@radix-ui/react-tooltip";
import { LogOut } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { Link, NavLink } from "react-router";
import type { AdminFacets, AdminSessionInfo } from "../../../shared/admin.ts";
import { useSite } from "../../lib/site.ts";
import { ToastRegion, useToast } from "../chat/toast.tsx";
import { adminApi, logout, SessionEnded } from "./admin-api.ts";
import { AdminConsoleProvider, type AdminConsole } from "./admin-context.tsx";
import { browserTimeZone } from "./format.ts";
import { LoginForm } from "./login-form.tsx";

/** Spec §8, word for word. */
export const LOGOUT_TEXTS = {
  done: { title: "Logged out", description: "You have been logged out successfully" },
  failed: { title: "Error", description: "Failed to log out. Please try again." },
} as const;

const subscribeNothing = () => () => {};

/**
 * The viewer's time zone, or null while the server's HTML is being hydrated (the server cannot
 * know it, and the first client render must match the server's).
 */
function useTimeZone(): string | null {
  return useSyncExternalStore(subscribeNothing, browserTimeZone, () => null);
}

interface Props {
  /** Who the server found signed in for this request (null: the login form). */
  session: AdminSessionInfo | null;
  children: React.ReactNode;
}

/**
 * Every console page: the login form, or the console frame around the page for the signed-in
 * user. The session itself is an HttpOnly cookie; this only remembers who it belongs to, and
 * forgets it when the server says it has ended.
 */
export function AdminShell({ session: fromServer, children }: Props) {
  const [session, setSession] = useState(fromServer);
  const [seen, setSeen] = useState(fromServer);
  if (seen !== fromServer) {
    setSeen(fromServer);
    setSession(fromServer);
  }
  // Focus moves into what replaced the form or the console (not on the server's first render).
  const [moved, setMoved] = useState(false);
  const { toast, show, dismiss } = useToast();
  const timeZone = useTimeZone();

  const sessionEnded = useCallback(() => {
    setSession(null);
    setMoved(true);
  }, []);

  const region = <ToastRegion toast={toast} onDismiss={dismiss} politeness="polite" placement="corner" />;
  if (!session) {
    return (
      <>
        <LoginForm
          autoFocus={moved}
          notify={show}
          onSignedIn={(answer) => {
            setSession({ isAuthenticated: true, username: answer.username, expiresAt: answer.expiresAt });
            setMoved(true);
          }}
        />
        {region}
      </>
    );
  }
  return (
    <SignedIn session={session} timeZone={timeZone} notify={show} sessionEnded={sessionEnded} focusMain={moved}>
      {children}
      {region}
    </SignedIn>
  );
}

interface SignedInProps {
  session: AdminSessionInfo;
  timeZone: string | null;
  notify: AdminConsole["notify"];
  sessionEnded(): void;
  focusMain: boolean;
  children: React.ReactNode;
}

function SignedIn({ session, timeZone, notify, sessionEnded, focusMain, children }: SignedInProps) {
  const [facets, setFacets] = useState<AdminFacets | null>(null);
  const main = useRef<HTMLElement>(null);

  useEffect(() => {
    if (focusMain) main.current?.focus();
  }, [focusMain]);

  useEffect(() => {
    const controller = new AbortController();
    adminApi.facets(controller.signal).then(setFacets, (err: unknown) => {
      if (err instanceof SessionEnded && !controller.signal.aborted) sessionEnded();
      // Otherwise the filters offer only "All" until the next visit: the lists still work.
    });
    return () => controller.abort();
  }, [sessionEnded]);

  const value = useMemo<AdminConsole>(
    () => ({ session, sessionEnded, notify, facets, timeZone: timeZone ?? "UTC", ready: timeZone !== null }),
    [session, sessionEnded, notify, facets, timeZone],
  );

  async function signOut() {
    try {
      await logout();
      notify(LOGOUT_TEXTS.done);
      sessionEnded();
    } catch {
      notify({ ...LOGOUT_TEXTS.failed, destructive: true });
    }
  }

  return (
    <AdminConsoleProvider value={value}>
      <Tooltip.Provider delayDuration={250}>
        <div className="flex min-h-dvh flex-col bg-gray-50">
          <ConsoleHeader username={session.username} onLogout={signOut} />
          <main id="main" ref={main} tabIndex={-1} className="container-page flex-1 py-6 outline-none sm:py-8">
            {children}
          </main>
        </div>
      </Tooltip.Provider>
    </AdminConsoleProvider>
  );
}

const navLink = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center rounded-control px-3 text-sm font-medium whitespace-nowrap transition-colors ${
    isActive ? "bg-white/10 text-white" : "text-gray-300 hover:bg-white/5 hover:text-white"
  }`;

function ConsoleHeader({ username, onLogout }: { username: string; onLogout(): void }) {
  const site = useSite();
  return (
    <header className="bg-ink-950 text-white">
      <div className="container-page flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
        <Link to="/admin" className="inline-flex min-h-11 items-center gap-2 font-bold tracking-tight">
          <span>{site.companyName}</span>
          <span className="rounded-full bg-brand-300/15 px-2 py-0.5 text-xs font-semibold text-brand-300">
            Staff Console
          </span>
        </Link>
        <div className="flex items-center gap-3">
          <p className="text-sm text-gray-300">
            Welcome, <span className="font-semibold text-white">{username || "Admin"}</span>
          </p>
          <button
            type="button"
            onClick={onLogout}
            className="inline-flex min-h-11 items-center gap-2 rounded-control border border-white/20 px-3 text-sm font-semibold text-white hover:border-white/40 hover:bg-white/10"
          >
            <LogOut aria-hidden="true" className="size-4" />
            Logout
          </button>
        </div>
      </div>
      <nav aria-label="Console" className="border-t border-white/10">
        <div className="container-page flex flex-wrap gap-1 py-1.5">
          <NavLink to="/admin" end className={navLink}>
            Console
          </NavLink>
          <NavLink to="/admin/contact-requests" className={navLink}>
            Contact Requests
          </NavLink>
          <NavLink to="/admin/people" className={navLink}>
            People
          </NavLink>
          <NavLink to="/admin/invitations" className={navLink}>
            Invitations
          </NavLink>
          <NavLink to="/admin/investors" className={navLink}>
            Investors
          </NavLink>
        </div>
      </nav>
    </header>
  );
}

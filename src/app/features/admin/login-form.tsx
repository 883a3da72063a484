import { LockKeyhole } from "lucide-react";
import { useRef, useState } from "react";
import type { AdminLoginAnswer } from "../../../shared/admin.ts";
import { TextField } from "../../components/ui/field.tsx";
import { FormError } from "../../components/ui/form-error.tsx";
import type { ToastMessage } from "../chat/toast.tsx";
import { SubmitButton } from "../leads/submit-button.tsx";
import { login } from "./admin-api.ts";

/** Spec §8, word for word. */
export const LOGIN_TEXTS = {
  failed: { title: "Login failed", description: "Invalid credentials" },
  success: { title: "Login successful", description: "Welcome to the admin dashboard" },
} as const;

const LOGIN_ERROR_ID = "admin-login-error";

interface Props {
  /** Put the cursor in Username (the form replaced the console after a sign-out). */
  autoFocus?: boolean;
  onSignedIn(session: AdminLoginAnswer): void;
  notify(toast: ToastMessage): void;
}

/** The console's login: username and password (both required), and a code when the account has one. */
export function LoginForm({ autoFocus, onSignedIn, notify }: Props) {
  const [busy, setBusy] = useState(false);
  const [needsCode, setNeedsCode] = useState(false);
  const [problem, setProblem] = useState<{ message: string; attempt: number; quiet?: boolean } | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const sending = useRef(false);

  async function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (sending.current) return;
    const form = new FormData(e.currentTarget);
    const username = String(form.get("username") ?? "");
    const password = String(form.get("password") ?? "");
    const totp = needsCode ? String(form.get("totp") ?? "").trim() : undefined;
    sending.current = true;
    setBusy(true);
    const attempt = (problem?.attempt ?? 0) + 1;
    try {
      const outcome = await login(username, password, totp);
      if (outcome.kind === "ok") {
        notify(LOGIN_TEXTS.success);
        onSignedIn(outcome.session);
        return;
      }
      if (outcome.kind === "totp") {
        const first = !needsCode;
        setNeedsCode(true);
        setProblem({
          message: first
            ? "Enter the 6-digit code from your authenticator app."
            : (outcome.message ?? "That code is not right. Please try again."),
          attempt,
        });
        requestAnimationFrame(() => codeRef.current?.focus());
        return;
      }
      if (outcome.kind === "invalid") {
        // The toast announces it (spec §8); the form shows it too, on the fields, without a
        // second announcement, and puts the cursor back in an emptied Password.
        notify(LOGIN_TEXTS.failed);
        setProblem({ message: LOGIN_TEXTS.failed.description, attempt, quiet: true });
        if (passwordRef.current) passwordRef.current.value = "";
        requestAnimationFrame(() => passwordRef.current?.focus());
        return;
      }
      notify({ title: LOGIN_TEXTS.failed.title, description: outcome.message });
      setProblem({ message: outcome.message, attempt });
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  return (
    <div className="grid min-h-dvh place-items-center bg-hero px-4 py-10">
      <main id="main" className="w-full max-w-sm">
        <div className="rounded-card bg-white p-6 shadow-card-hover sm:p-8">
          <div className="flex items-center gap-3">
            <span className="inline-flex size-11 items-center justify-center rounded-control bg-ink-900 text-brand-300">
              <LockKeyhole aria-hidden="true" className="size-5" />
            </span>
            <div>
              <h1 className="text-xl font-bold text-gray-900">Admin Portal</h1>
              <p className="text-sm text-gray-600">Staff sign-in</p>
            </div>
          </div>
          {/* POST, so a submit before the page's script runs never puts the password in the URL. */}
          <form method="post" onSubmit={submit} className="mt-6 grid gap-4">
            <TextField
              label="Username"
              name="username"
              required
              autoFocus={autoFocus}
              errorId={problem?.quiet ? LOGIN_ERROR_ID : undefined}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={64}
            />
            <TextField
              label="Password"
              name="password"
              type="password"
              required
              ref={passwordRef}
              errorId={problem?.quiet ? LOGIN_ERROR_ID : undefined}
              autoComplete="current-password"
              maxLength={1024}
            />
            {needsCode ? <AuthenticatorCode inputRef={codeRef} /> : null}
            {problem ? (
              <FormError
                id={LOGIN_ERROR_ID}
                message={problem.message}
                attempt={problem.attempt}
                quiet={problem.quiet}
              />
            ) : null}
            <SubmitButton busy={busy} busyLabel="Accessing Portal..." size="lg" className="w-full">
              Access Portal
            </SubmitButton>
          </form>
        </div>
      </main>
    </div>
  );
}

function AuthenticatorCode({ inputRef }: { inputRef: React.RefObject<HTMLInputElement | null> }) {
  return (
    <div>
      <label htmlFor="admin-totp" className="mb-1.5 block text-sm font-medium text-gray-700">
        Authenticator code
      </label>
      <input
        ref={inputRef}
        id="admin-totp"
        name="totp"
        required
        aria-required="true"
        autoComplete="one-time-code"
        inputMode="numeric"
        pattern="[0-9]{6}"
        maxLength={6}
        className="block w-full rounded-control border border-gray-300 bg-white px-3.5 py-2.5 text-base tracking-[0.3em] text-gray-900 shadow-sm focus:border-brand-500"
      />
    </div>
  );
}

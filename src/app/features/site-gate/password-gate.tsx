import { LockKeyhole } from "lucide-react";
import { useRef, useState } from "react";
import { TextField } from "../../components/ui/field.tsx";
import { FormError } from "../../components/ui/form-error.tsx";
import { SubmitButton } from "../leads/submit-button.tsx";
import type { GateAnswer } from "./gate-api.ts";

interface Props {
  /** Names the card (data-*) for tests and styles: `site-gate`, `investor-gate`. */
  name: string;
  title: string;
  prompt: React.ReactNode;
  submitLabel: string;
  busyLabel: string;
  /** Asks the server; the secret never goes anywhere else. */
  check(password: string): Promise<GateAnswer>;
  /** Called once the server accepted the secret (the page then loads what it guards). */
  onPassed(): void | Promise<void>;
  /** The contact line under the form. */
  footer: React.ReactNode;
}

/**
 * A password card in front of something the server guards: a wrong secret shows the server's
 * sentence under the field and clears it; a right one hands over to the page.
 */
export function PasswordGate({ name, title, prompt, submitLabel, busyLabel, check, onPassed, footer }: Props) {
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ message: string; attempt: number } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const sending = useRef(false);
  const errorId = `${name}-error`;
  const headingId = `${name}-heading`;

  async function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (sending.current) return;
    const field = formRef.current?.elements.namedItem("password") as HTMLInputElement | null;
    if (password.length === 0) {
      // The field is required (portal-and-admin.md §5): say so on it instead of ignoring the press.
      setProblem({ message: "Please enter the password.", attempt: (problem?.attempt ?? 0) + 1 });
      field?.focus();
      return;
    }
    sending.current = true;
    setBusy(true);
    try {
      const answer = await check(password);
      if (answer.kind === "granted") {
        setProblem(null);
        await onPassed();
        return;
      }
      setPassword("");
      setProblem({ message: answer.message, attempt: (problem?.attempt ?? 0) + 1 });
      field?.focus();
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={headingId} className="bg-hero grid place-items-center px-4 pt-28 pb-20 sm:pt-36">
      <div className="w-full max-w-md rounded-card bg-white p-6 shadow-card-hover sm:p-8" {...{ [`data-${name}`]: "" }}>
        <div className="flex flex-col items-center text-center">
          <span className="inline-flex size-12 items-center justify-center rounded-full bg-ink-900 text-brand-300">
            <LockKeyhole aria-hidden="true" className="size-6" />
          </span>
          <h1 id={headingId} tabIndex={-1} className="mt-4 text-2xl font-bold text-gray-900">
            {title}
          </h1>
          <p className="mt-2 text-gray-700">{prompt}</p>
        </div>
        <form ref={formRef} onSubmit={submit} className="mt-6 grid gap-4" noValidate>
          <TextField
            label="Password"
            name="password"
            type="password"
            required
            autoComplete="current-password"
            maxLength={1024}
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            errorId={problem ? errorId : undefined}
          />
          {problem ? <FormError id={errorId} message={problem.message} attempt={problem.attempt} /> : null}
          <SubmitButton busy={busy} busyLabel={busyLabel} size="lg" className="w-full">
            {submitLabel}
          </SubmitButton>
        </form>
        <div className="mt-6 border-t border-gray-200 pt-5 text-center text-sm text-gray-700">{footer}</div>
      </div>
    </section>
  );
}

/** A contact link in a gate's footer: an icon and the address. */
export function GateContactLink({ href, icon, children }: { href: string; icon: React.ReactNode; children: string }) {
  return (
    <a href={href} className="inline-flex items-center gap-1 font-medium text-brand-700 underline">
      {icon}
      {children}
    </a>
  );
}

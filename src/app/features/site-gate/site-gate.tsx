import { LockKeyhole, Mail, Phone } from "lucide-react";
import { useRef, useState } from "react";
import { GATE_TEXTS } from "../../../shared/gates.ts";
import type { SiteConfig } from "../../../shared/site-config.ts";
import { TextField } from "../../components/ui/field.tsx";
import { FormError } from "../../components/ui/form-error.tsx";
import { SubmitButton } from "../leads/submit-button.tsx";
import { enterSitePassword } from "./gate-api.ts";

interface Props {
  site: SiteConfig;
  /** Called once the server accepted the password (the page then loads what it guards). */
  onPassed(): void | Promise<void>;
}

/** The password gate in front of /businesses: the server checks the password and sets the cookie. */
export function SiteGate({ site, onPassed }: Props) {
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ message: string; attempt: number } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const sending = useRef(false);
  const errorId = "site-gate-error";

  async function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (sending.current || password.length === 0) return;
    sending.current = true;
    setBusy(true);
    try {
      const answer = await enterSitePassword(password, GATE_TEXTS.wrongPassword);
      if (answer.kind === "granted") {
        setProblem(null);
        await onPassed();
        return;
      }
      setPassword("");
      setProblem({ message: answer.message, attempt: (problem?.attempt ?? 0) + 1 });
      (formRef.current?.elements.namedItem("password") as HTMLInputElement | null)?.focus();
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="site-gate-heading" className="bg-hero grid place-items-center px-4 pt-28 pb-20 sm:pt-36">
      <div className="w-full max-w-md rounded-card bg-white p-6 shadow-card-hover sm:p-8" data-site-gate="">
        <div className="flex flex-col items-center text-center">
          <span className="inline-flex size-12 items-center justify-center rounded-full bg-ink-900 text-brand-300">
            <LockKeyhole aria-hidden="true" className="size-6" />
          </span>
          <h1 id="site-gate-heading" className="mt-4 text-2xl font-bold text-gray-900">
            {`${site.companyName}™`}
          </h1>
          <p className="mt-2 text-gray-700">{GATE_TEXTS.prompt}</p>
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
          <SubmitButton busy={busy} busyLabel={GATE_TEXTS.checking} size="lg" className="w-full">
            {GATE_TEXTS.submit}
          </SubmitButton>
        </form>
        <p className="mt-6 border-t border-gray-200 pt-5 text-center text-sm text-gray-700">
          Need access? Contact us at{" "}
          <a
            href={`mailto:${site.email}`}
            className="inline-flex items-center gap-1 font-medium text-brand-700 underline"
          >
            <Mail aria-hidden="true" className="size-3.5" />
            {site.email}
          </a>{" "}
          or{" "}
          <a
            href={`tel:${site.phoneHref}`}
            className="inline-flex items-center gap-1 font-medium text-brand-700 underline"
          >
            <Phone aria-hidden="true" className="size-3.5" />
            {site.phone}
          </a>
        </p>
      </div>
    </section>
  );
}

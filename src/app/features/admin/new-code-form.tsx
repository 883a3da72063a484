import { Check, Copy, KeyRound, Plus } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import {
  INVESTOR_CODE_DEFAULT_DAYS,
  INVESTOR_CONSOLE_TEXTS as TEXTS,
  type CreatedInvestorCode,
} from "../../../shared/investor-console-values.ts";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/field.tsx";
import { FormError } from "../../components/ui/form-error.tsx";
import { errorSentence } from "../../lib/api.ts";
import { SessionEnded } from "./admin-api.ts";
import { SubmitButton } from "../leads/submit-button.tsx";
import { useAdminConsole } from "./admin-context.tsx";
import { dayFromToday, endOfDay, investorsApi } from "./investors-api.ts";

interface Props {
  business: { slug: string; name: string };
  /** A code was made: the list reloads. */
  onCreated(created: CreatedInvestorCode): void;
}

/** Staff make a personal code here: name, e-mail and the last day it works. */
export function NewCodeForm({ business, onCreated }: Props) {
  const { sessionEnded } = useAdminConsole();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ message: string; attempt: number } | null>(null);
  const [created, setCreated] = useState<CreatedInvestorCode | null>(null);
  const [expires, setExpires] = useState(() => dayFromToday(INVESTOR_CODE_DEFAULT_DAYS));
  const errorId = useId();
  const form = useRef<HTMLFormElement>(null);

  async function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    const data = new FormData(e.currentTarget);
    setBusy(true);
    try {
      const answer = await investorsApi.create({
        businessSlug: business.slug,
        investorName: String(data.get("investorName") ?? ""),
        investorEmail: String(data.get("investorEmail") ?? ""),
        expiresAt: endOfDay(expires),
      });
      setProblem(null);
      setCreated(answer);
      form.current?.reset();
      setExpires(dayFromToday(INVESTOR_CODE_DEFAULT_DAYS));
      onCreated(answer);
    } catch (err) {
      if (err instanceof SessionEnded) return sessionEnded();
      const message = errorSentence(err, TEXTS.createFailed);
      setProblem((p) => ({ message, attempt: (p?.attempt ?? 0) + 1 }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="grid min-w-0 gap-4 rounded-card border border-gray-200 bg-white p-4 shadow-card sm:p-5">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-gray-900">
        <KeyRound aria-hidden="true" className="size-5 text-brand-600" />
        New access code for {business.name}
      </h2>
      {created ? <ShownOnce created={created} onDone={() => setCreated(null)} /> : null}
      <form ref={form} onSubmit={submit} className="grid gap-4">
        <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_12rem]">
          <TextField
            label="Investor's name"
            name="investorName"
            required
            maxLength={120}
            autoComplete="off"
            errorId={problem ? errorId : undefined}
          />
          <TextField
            label="E-mail"
            name="investorEmail"
            type="email"
            required
            maxLength={254}
            autoComplete="off"
            errorId={problem ? errorId : undefined}
          />
          <TextField
            label="Expires on"
            name="expiresOn"
            type="date"
            required
            value={expires}
            min={dayFromToday(0)}
            max={dayFromToday(365)}
            onChange={(e) => setExpires(e.target.value)}
            aria-describedby={`${errorId}-hint`}
          />
        </div>
        <p id={`${errorId}-hint`} className="-mt-2 text-sm text-gray-600">
          The code works until the end of that day, in your time zone; you can revoke it sooner.
        </p>
        {problem ? <FormError id={errorId} message={problem.message} attempt={problem.attempt} /> : null}
        <div>
          {/* The same button as the invitations' "Create code": primary, with its plus. */}
          <SubmitButton busy={busy} busyLabel="Creating...">
            <Plus aria-hidden="true" className="size-4" />
            Create code
          </SubmitButton>
        </div>
      </form>
    </div>
  );
}

/** Where the investor goes: this site's own portal page for the business. */
function portalAddress(slug: string): string {
  return `${window.location.origin}/investor/${slug}`;
}

/** The new code, once: copy it now, it is never shown again. */
function ShownOnce({ created, onDone }: { created: CreatedInvestorCode; onDone(): void }) {
  const [copied, setCopied] = useState<"no" | "yes" | "failed">("no");
  const heading = useRef<HTMLHeadingElement>(null);
  const codeId = useId();
  useEffect(() => heading.current?.focus(), [created]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(created.code);
      setCopied("yes");
    } catch {
      // No clipboard (an insecure origin, a refused permission): the code is selected to copy by hand.
      const range = document.createRange();
      const node = document.getElementById(codeId);
      if (node) {
        range.selectNodeContents(node);
        window.getSelection()?.removeAllRanges();
        window.getSelection()?.addRange(range);
      }
      setCopied("failed");
    }
  }

  return (
    <section
      aria-labelledby={`${codeId}-title`}
      className="grid min-w-0 gap-3 rounded-card border border-status-live-fg/25 bg-status-live-bg p-4 text-gray-900"
    >
      <h3 id={`${codeId}-title`} ref={heading} tabIndex={-1} className="font-semibold outline-none">
        Access code for {created.investorCode.investorName}
      </h3>
      <div className="flex flex-wrap items-center gap-3">
        <code
          id={codeId}
          className="rounded-control border border-gray-300 bg-white px-3 py-2 font-mono text-lg font-semibold tracking-wider select-all"
        >
          {created.code}
        </code>
        <Button variant="outline" onClick={() => void copy()}>
          {copied === "yes" ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          {copied === "yes" ? "Copied" : "Copy code"}
        </Button>
        {/* Always in the page, so what it says after a click is announced. */}
        <p role="status" className="text-sm text-gray-700">
          {copied === "yes"
            ? "The code is on your clipboard."
            : copied === "failed"
              ? "Copying is not available here: the code is selected, press Ctrl+C (or ⌘C) to copy it."
              : ""}
        </p>
      </div>
      <p className="text-sm font-medium">{TEXTS.codeShownOnce}</p>
      <p className="text-sm text-gray-700 [overflow-wrap:anywhere]">
        Send it to {created.investorCode.investorEmail} with the portal's address,{" "}
        <span className="font-medium [overflow-wrap:anywhere]">{portalAddress(created.investorCode.businessSlug)}</span>
        : they type it where the portal asks for the password.
      </p>
      <div>
        <Button variant="outline" onClick={onDone}>
          Done
        </Button>
      </div>
    </section>
  );
}

import { Check, Copy, KeyRound, Plus } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { type CreatedInvitationCode, INVITATION_LABEL_MAX } from "../../../shared/gates.ts";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/field.tsx";
import { FormError } from "../../components/ui/form-error.tsx";
import { errorSentence } from "../../lib/api.ts";
import { SubmitButton } from "../leads/submit-button.tsx";
import { adminApi, SessionEnded } from "./admin-api.ts";
import { useAdminConsole } from "./admin-context.tsx";

export const NEW_CODE_TEXTS = {
  labelRequired: "Label is required.",
  labelHint: `Who or what the code is for, e.g. "Investor day, March". At most ${INVITATION_LABEL_MAX} characters.`,
  createFailed: "Failed to create the invitation code. Please try again.",
  once: "Copy it now: it will not be shown again. For security, nobody can look it up later.",
  copied: { title: "Copied", description: "The invitation code is on your clipboard." },
  copyFailed: {
    title: "Not copied",
    description: "The browser did not allow copying. The code is selected: copy it with Ctrl+C (⌘C on a Mac).",
  },
} as const;

/** The height of the toast region's corner at the bottom of a small screen, with a margin. */
const TOAST_ROOM = 180;

/** The clipboard, where the browser offers it (a secure context); false when it refused. */
async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** The code made a moment ago, shown this once, with a Copy button. */
function NewCode({ created, onDone }: { created: CreatedInvitationCode; onDone(): void }) {
  const { notify } = useAdminConsole();
  const panel = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const codeRef = useRef<HTMLElement>(null);
  const [copied, setCopied] = useState(false);
  const headingId = useId();

  // Focus comes here when a code is made: its heading, then Copy and Done are the next stops. On a
  // short screen the panel is brought up to the middle, clear of the toast at the bottom.
  useEffect(() => {
    heading.current?.focus();
    const box = panel.current?.getBoundingClientRect();
    if (box && box.bottom > window.innerHeight - TOAST_ROOM) panel.current?.scrollIntoView?.({ block: "center" });
  }, [created]);

  useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(false), 2500);
    return () => clearTimeout(t);
  }, [copied]);

  async function copy() {
    if (await copyText(created.code)) {
      setCopied(true);
      notify(NEW_CODE_TEXTS.copied);
      return;
    }
    if (codeRef.current) window.getSelection()?.selectAllChildren(codeRef.current);
    notify({ ...NEW_CODE_TEXTS.copyFailed, destructive: true });
  }

  return (
    <section
      ref={panel}
      aria-labelledby={headingId}
      className="grid gap-3 rounded-card border border-brand-600/30 bg-brand-50 p-4 shadow-card sm:p-5"
    >
      <h2
        id={headingId}
        ref={heading}
        tabIndex={-1}
        className="flex items-start gap-2 font-semibold text-gray-900 [overflow-wrap:anywhere]"
      >
        <KeyRound aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <span>New code for &ldquo;{created.invitation.label}&rdquo;</span>
      </h2>
      <p>
        <code
          ref={codeRef}
          data-testid="new-invitation-code"
          className="inline-block rounded-control border border-gray-300 bg-white px-3 py-2 font-mono text-xl font-semibold tracking-wider text-gray-900 select-all sm:text-2xl"
        >
          {created.code}
        </code>
      </p>
      <p className="text-sm text-gray-700">{NEW_CODE_TEXTS.once}</p>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => void copy()}>
          {copied ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
          {copied ? "Copied" : "Copy code"}
        </Button>
        <Button variant="outline" onClick={onDone}>
          Done
        </Button>
      </div>
    </section>
  );
}

/** "Add a code": a label, then the new code shown once. `onCreated` reloads the list. */
export function NewInvitation({ onCreated }: { onCreated(): void }) {
  const { notify, sessionEnded } = useAdminConsole();
  const [label, setLabel] = useState("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ message: string; attempt: number } | null>(null);
  const [created, setCreated] = useState<CreatedInvitationCode | null>(null);
  const sending = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  // The field's input (TextField keeps its own element): focused after an error and after Done.
  const focusLabel = () => (form.current?.elements.namedItem("label") as HTMLInputElement | null)?.focus();
  const errorId = useId();
  const hintId = useId();

  const fail = (message: string) => setProblem((p) => ({ message, attempt: (p?.attempt ?? 0) + 1 }));

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (sending.current) return;
    const wanted = label.trim();
    if (!wanted) {
      fail(NEW_CODE_TEXTS.labelRequired);
      focusLabel();
      return;
    }
    sending.current = true;
    setBusy(true);
    try {
      const answer = await adminApi.createInvitation(wanted);
      setProblem(null);
      setLabel("");
      setCreated(answer);
      notify({
        title: "Invitation code created",
        description: `Copy the code for "${answer.invitation.label}" now: it will not be shown again.`,
      });
      onCreated();
    } catch (err) {
      if (err instanceof SessionEnded) return sessionEnded();
      const message = errorSentence(err, NEW_CODE_TEXTS.createFailed);
      fail(message);
      notify({ title: "Code not created", description: message, destructive: true });
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  return (
    <div className="grid gap-4">
      <form
        ref={form}
        noValidate
        onSubmit={submit}
        aria-labelledby="new-invitation-heading"
        className="grid gap-3 rounded-card border border-gray-200 bg-white p-4 shadow-card sm:p-5"
      >
        <h2 id="new-invitation-heading" className="text-lg font-semibold text-gray-900">
          Add a code
        </h2>
        {/* Field, hint and error in one column; the button beside the field from 640 px, under them below. */}
        <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:gap-x-3 sm:gap-y-2">
          <TextField
            label="Label"
            name="label"
            required
            autoComplete="off"
            maxLength={INVITATION_LABEL_MAX}
            value={label}
            onChange={(e) => {
              setLabel(e.currentTarget.value);
              if (problem) setProblem(null);
            }}
            aria-describedby={hintId}
            errorId={problem ? errorId : undefined}
            className="min-w-0 sm:col-start-1 sm:row-start-1"
          />
          <p id={hintId} className="-mt-1 text-sm text-gray-600 sm:col-start-1 sm:mt-0">
            {NEW_CODE_TEXTS.labelHint}
          </p>
          {problem ? (
            <div className="sm:col-start-1">
              <FormError id={errorId} message={problem.message} attempt={problem.attempt} />
            </div>
          ) : null}
          <SubmitButton busy={busy} busyLabel="Creating..." className="sm:col-start-2 sm:row-start-1 sm:self-end">
            <Plus aria-hidden="true" className="size-4" />
            Create code
          </SubmitButton>
        </div>
      </form>
      {created ? (
        <NewCode
          created={created}
          onDone={() => {
            setCreated(null);
            focusLabel();
          }}
        />
      ) : null}
    </div>
  );
}

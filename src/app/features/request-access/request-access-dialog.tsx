import * as Dialog from "@radix-ui/react-dialog";
import { CheckCircle2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { HONEYPOT_FIELD, LIMITS } from "../../../shared/lead-fields.ts";
import type { ContactRequestInput } from "../../../shared/leads.ts";
import { RequiredNote, TextArea, TextField } from "../../components/ui/field.tsx";
import { FormError } from "../../components/ui/form-error.tsx";
import { SheetClose, SheetDialog } from "../../components/ui/sheet-dialog.tsx";
import { errorSentence, postJson } from "../../lib/api.ts";
import { currentPage } from "../../lib/current-page.ts";
import { fieldInError, LEAD_FIELD_WORDS } from "../leads/field-in-error.ts";
import { HoneypotField } from "../leads/honeypot-field.tsx";
import { SubmitButton } from "../leads/submit-button.tsx";
import { useFocusOnMount } from "../leads/use-focus-on-mount.ts";
import type { AccessTarget } from "./request-access-context.tsx";

/** Spec §4/§9: the success message stays this long, then the dialog closes and clears. */
export const SUCCESS_CLOSE_MS = 2000;
export const REQUIRED_MESSAGE = "Name and email are required";
export const FALLBACK_ERROR = "Failed to submit request. Please try again.";

const EMPTY = { name: "", email: "", company: "", phone: "", message: "", [HONEYPOT_FIELD]: "" };
type Fields = typeof EMPTY;
type Status =
  | { kind: "idle" }
  | { kind: "submitting" }
  | { kind: "success" }
  | { kind: "error"; message: string; attempt: number; fields: ("name" | "email")[] };

interface Props {
  target: AccessTarget;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The control that opened the dialog: focus goes back to it however the dialog closes. */
  returnFocusTo?: HTMLElement | null;
}

export default function RequestAccessDialog({ target, open, onOpenChange, returnFocusTo }: Props) {
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // A ref, not state: a second submit in the same tick sees the first one's claim.
  const sending = useRef(false);
  const attempts = useRef(0);
  const errorId = useId();

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const set = (k: keyof Fields) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setFields((f) => ({ ...f, [k]: e.target.value }));

  function handleOpenChange(next: boolean) {
    if (!next) {
      if (timer.current) clearTimeout(timer.current);
      // After a success the form starts empty next time; after an error it keeps what was typed.
      if (status.kind === "success") setFields(EMPTY);
      setStatus({ kind: "idle" });
    }
    onOpenChange(next);
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (sending.current) return;
    const missing = (["name", "email"] as const).filter((k) => !fields[k].trim());
    if (missing.length > 0) {
      attempts.current += 1;
      setStatus({ kind: "error", message: REQUIRED_MESSAGE, attempt: attempts.current, fields: [...missing] });
      return;
    }
    sending.current = true;
    const optional = (v: string) => (v.trim() ? v : undefined);
    const body: ContactRequestInput = {
      name: fields.name,
      email: fields.email,
      company: optional(fields.company),
      phone: optional(fields.phone),
      message: optional(fields.message),
      serviceType: target.serviceType,
      page: currentPage(),
      [HONEYPOT_FIELD]: optional(fields[HONEYPOT_FIELD]),
    };
    setStatus({ kind: "submitting" });
    try {
      await postJson("/api/contact-requests", body);
      setStatus({ kind: "success" });
      timer.current = setTimeout(() => {
        setFields(EMPTY);
        setStatus({ kind: "idle" });
        onOpenChange(false);
      }, SUCCESS_CLOSE_MS);
    } catch (err) {
      const message = errorSentence(err, FALLBACK_ERROR);
      const field = fieldInError(message, LEAD_FIELD_WORDS);
      attempts.current += 1;
      setStatus({
        kind: "error",
        message,
        attempt: attempts.current,
        fields: field === "name" || field === "email" ? [field] : [],
      });
    } finally {
      sending.current = false;
    }
  }

  const busy = status.kind === "submitting";
  const errorOf = (k: "name" | "email") => (status.kind === "error" && status.fields.includes(k) ? errorId : undefined);
  return (
    <SheetDialog
      open={open}
      onOpenChange={handleOpenChange}
      returnFocusTo={returnFocusTo}
      describedBy="request-access-description"
      width="lg"
    >
      <div className="flex items-start justify-between gap-4">
        <div>
          <Dialog.Title className="text-2xl font-bold text-gray-900">Request Access</Dialog.Title>
          <Dialog.Description id="request-access-description" className="mt-1 text-gray-600">
            {target.serviceName}
          </Dialog.Description>
        </div>
        <SheetClose />
      </div>

      {status.kind === "success" ? (
        <Submitted />
      ) : (
        <form noValidate onSubmit={submit} className="relative mt-6 grid gap-4">
          <RequiredNote />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Name"
              name="name"
              required
              errorId={errorOf("name")}
              autoComplete="name"
              value={fields.name}
              onChange={set("name")}
              maxLength={LIMITS.name}
            />
            <TextField
              label="Email"
              name="email"
              required
              errorId={errorOf("email")}
              type="email"
              autoComplete="email"
              value={fields.email}
              onChange={set("email")}
              maxLength={LIMITS.email}
            />
            <TextField
              label="Company"
              name="company"
              autoComplete="organization"
              value={fields.company}
              onChange={set("company")}
              maxLength={LIMITS.company}
            />
            <TextField
              label="Phone"
              name="phone"
              type="tel"
              autoComplete="tel"
              value={fields.phone}
              onChange={set("phone")}
              maxLength={LIMITS.phone}
            />
          </div>
          <TextArea
            label="Message"
            name="message"
            rows={3}
            value={fields.message}
            onChange={set("message")}
            maxLength={LIMITS.message}
          />
          <HoneypotField value={fields[HONEYPOT_FIELD]} onChange={set(HONEYPOT_FIELD)} />
          {status.kind === "error" && <FormError id={errorId} message={status.message} attempt={status.attempt} />}
          <SubmitButton size="lg" busy={busy} busyLabel="Submitting..." className="w-full">
            Submit Request
          </SubmitButton>
        </form>
      )}
    </SheetDialog>
  );
}

/** Replaces the form, so focus (on Submit until now) moves here and stays inside the dialog. */
function Submitted() {
  const ref = useFocusOnMount<HTMLDivElement>();
  return (
    <div ref={ref} tabIndex={-1} role="status" className="mt-8 flex flex-col items-center gap-3 py-6 text-center">
      <CheckCircle2 aria-hidden="true" className="size-12 text-brand-600" />
      <p className="text-xl font-semibold text-gray-900">Request Submitted!</p>
      <p className="text-gray-600">Thank you. Our team will contact you shortly.</p>
    </div>
  );
}

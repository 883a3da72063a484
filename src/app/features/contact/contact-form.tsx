import { CheckCircle2 } from "lucide-react";
import { useId } from "react";
import { LIMITS, leadServiceTypes } from "../../../shared/lead-fields.ts";
import { RequiredNote, TextArea, TextField } from "../../components/ui/field.tsx";
import { FormError } from "../../components/ui/form-error.tsx";
import { fieldInError, LEAD_FIELD_WORDS } from "../leads/field-in-error.ts";
import { HoneypotField } from "../leads/honeypot-field.tsx";
import { SubmitButton } from "../leads/submit-button.tsx";
import { useFocusOnMount } from "../leads/use-focus-on-mount.ts";
import { useLeadSubmit } from "../leads/use-lead-submit.ts";

/** A contact form (ventures landing, home): stores a lead staff see in the console, then 'Message Sent!'. */
export function ContactForm({
  companyName,
  serviceType = leadServiceTypes.venturesContact,
}: {
  companyName: string;
  /** Names the form the lead came from. */
  serviceType?: string;
}) {
  const { state, submit } = useLeadSubmit(serviceType);
  const errorId = useId();

  if (state.kind === "done") return <Sent companyName={companyName} />;

  const busy = state.kind === "submitting";
  const bad = state.kind === "error" ? fieldInError(state.message, LEAD_FIELD_WORDS) : null;
  const errorOf = (field: string) => (bad === field ? errorId : undefined);
  return (
    <form
      className="relative grid gap-4 rounded-card bg-white/5 p-6 ring-1 ring-white/10 sm:p-8"
      onSubmit={(e) => {
        e.preventDefault();
        void submit(e.currentTarget);
      }}
    >
      <RequiredNote tone="dark" />
      <TextField
        tone="dark"
        label="Name"
        name="name"
        required
        autoComplete="name"
        maxLength={LIMITS.name}
        errorId={errorOf("name")}
      />
      <TextField
        tone="dark"
        label="Email"
        name="email"
        type="email"
        required
        autoComplete="email"
        maxLength={LIMITS.email}
        errorId={errorOf("email")}
      />
      <TextArea
        tone="dark"
        label="Message"
        name="message"
        rows={4}
        required
        maxLength={LIMITS.message}
        errorId={errorOf("message")}
      />
      <HoneypotField />
      {state.kind === "error" && <FormError tone="dark" id={errorId} message={state.message} attempt={state.attempt} />}
      <SubmitButton size="lg" className="w-full sm:w-auto sm:justify-self-start" busy={busy} busyLabel="Sending...">
        Send Message
      </SubmitButton>
    </form>
  );
}

function Sent({ companyName }: { companyName: string }) {
  const ref = useFocusOnMount<HTMLDivElement>();
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="flex flex-col items-center gap-3 rounded-card bg-white/5 p-8 text-center ring-1 ring-white/10"
    >
      <CheckCircle2 aria-hidden="true" className="size-10 text-brand-300" />
      <p className="text-xl font-semibold text-white">Message Sent!</p>
      <p className="text-gray-300">{`Thank you for your interest in ${companyName}. We'll be in touch soon.`}</p>
    </div>
  );
}

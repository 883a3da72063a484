import { CheckCircle2 } from "lucide-react";
import { useId } from "react";
import { LIMITS, leadServiceTypes } from "../../../shared/lead-fields.ts";
import { RequiredNote, TextField } from "../../components/ui/field.tsx";
import { FormError } from "../../components/ui/form-error.tsx";
import { fieldInError, LEAD_FIELD_WORDS } from "../leads/field-in-error.ts";
import { HoneypotField } from "../leads/honeypot-field.tsx";
import { SubmitButton } from "../leads/submit-button.tsx";
import { useFocusOnMount } from "../leads/use-focus-on-mount.ts";
import { useLeadSubmit } from "../leads/use-lead-submit.ts";

/** 'Be the first to know': stores a launch-notice lead for this business, then thanks the visitor. */
export function NotifyForm({ businessName, businessSlug }: { businessName: string; businessSlug: string }) {
  const { state, submit } = useLeadSubmit(leadServiceTypes.launchNotice(businessSlug));
  const errorId = useId();

  if (state.kind === "done") return <Thanks businessName={businessName} />;

  const busy = state.kind === "submitting";
  const emailInError = state.kind === "error" && fieldInError(state.message, LEAD_FIELD_WORDS) === "email";
  return (
    <form
      className="relative flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        void submit(e.currentTarget);
      }}
    >
      <TextField
        label="Email address"
        type="email"
        name="email"
        required
        autoComplete="email"
        placeholder="you@company.com"
        maxLength={LIMITS.email}
        errorId={emailInError ? errorId : undefined}
      />
      <RequiredNote />
      <HoneypotField />
      {state.kind === "error" && <FormError id={errorId} message={state.message} attempt={state.attempt} />}
      <SubmitButton variant="secondary" className="w-full" busy={busy} busyLabel="Sending...">
        Notify Me
      </SubmitButton>
    </form>
  );
}

function Thanks({ businessName }: { businessName: string }) {
  const ref = useFocusOnMount<HTMLDivElement>();
  return (
    <div ref={ref} tabIndex={-1} role="status" className="flex gap-3 rounded-control bg-brand-50 p-4 text-brand-800">
      <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold">Thank You!</p>
        <p className="text-sm">{`We'll notify you when ${businessName} launches.`}</p>
      </div>
    </div>
  );
}

import { CheckCircle2 } from "lucide-react";
import { LIMITS, leadServiceTypes } from "../../../shared/lead-fields.ts";
import { useId } from "react";
import { TextField } from "../../components/ui/field.tsx";
import { FormError } from "../../components/ui/form-error.tsx";
import { fieldInError, LEAD_FIELD_WORDS } from "../leads/field-in-error.ts";
import { HoneypotField } from "../leads/honeypot-field.tsx";
import { SubmitButton } from "../leads/submit-button.tsx";
import { useFocusOnMount } from "../leads/use-focus-on-mount.ts";
import { useLeadSubmit } from "../leads/use-lead-submit.ts";

/** 'Subscribe for Updates': stores a blog-updates lead. */
export function SubscribeForm() {
  const { state, submit } = useLeadSubmit(leadServiceTypes.blogUpdates);
  const errorId = useId();
  if (state.kind === "done") return <Subscribed />;
  const busy = state.kind === "submitting";
  const emailInError = state.kind === "error" && fieldInError(state.message, LEAD_FIELD_WORDS) === "email";
  return (
    <form
      className="relative mx-auto flex w-full max-w-md flex-col gap-3 sm:flex-row sm:items-start"
      onSubmit={(e) => {
        e.preventDefault();
        void submit(e.currentTarget);
      }}
    >
      <TextField
        className="flex-1"
        tone="dark"
        hideLabel
        label="Email address"
        type="email"
        name="email"
        required
        autoComplete="email"
        placeholder="you@company.com"
        maxLength={LIMITS.email}
        errorId={emailInError ? errorId : undefined}
      />
      <HoneypotField />
      <SubmitButton size="lg" busy={busy} busyLabel="Subscribing..." className="shrink-0">
        Subscribe for Updates
      </SubmitButton>
      {state.kind === "error" && (
        <div className="sm:absolute sm:top-full sm:mt-2">
          <FormError tone="dark" id={errorId} message={state.message} attempt={state.attempt} />
        </div>
      )}
    </form>
  );
}

function Subscribed() {
  const ref = useFocusOnMount<HTMLParagraphElement>();
  return (
    <p
      ref={ref}
      tabIndex={-1}
      role="status"
      className="inline-flex items-center gap-2 rounded-control bg-white/10 px-4 py-3 font-medium text-white"
    >
      <CheckCircle2 aria-hidden="true" className="size-5 text-brand-300" />
      You're subscribed. We'll e-mail you when new posts are published.
    </p>
  );
}

import { CheckCircle2 } from "lucide-react";
import { LIMITS, leadServiceTypes } from "../../../shared/lead-fields.ts";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/field.tsx";
import { FormError } from "../../components/ui/form-error.tsx";
import { HoneypotField } from "../leads/honeypot-field.tsx";
import { useLeadSubmit } from "../leads/use-lead-submit.ts";

/** 'Subscribe for Updates': stores a blog-updates lead. */
export function SubscribeForm() {
  const { state, submit } = useLeadSubmit(leadServiceTypes.blogUpdates);
  if (state.kind === "done") {
    return (
      <p
        role="status"
        className="inline-flex items-center gap-2 rounded-xl bg-white/10 px-4 py-3 font-medium text-white"
      >
        <CheckCircle2 aria-hidden="true" className="size-5 text-brand-300" />
        You're subscribed. We'll e-mail you when new posts are published.
      </p>
    );
  }
  const busy = state.kind === "submitting";
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
      />
      <HoneypotField />
      <Button type="submit" size="lg" disabled={busy} className="shrink-0">
        {busy ? "Subscribing..." : "Subscribe for Updates"}
      </Button>
      {state.kind === "error" && (
        <div className="sm:absolute sm:top-full sm:mt-2">
          <FormError tone="dark" message={state.message} />
        </div>
      )}
    </form>
  );
}

import { CheckCircle2 } from "lucide-react";
import { LIMITS, leadServiceTypes } from "../../../shared/lead-fields.ts";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/field.tsx";
import { FormError } from "../../components/ui/form-error.tsx";
import { HoneypotField } from "../leads/honeypot-field.tsx";
import { useLeadSubmit } from "../leads/use-lead-submit.ts";

/** 'Be the first to know': stores a launch-notice lead for this business, then thanks the visitor. */
export function NotifyForm({ businessName, businessSlug }: { businessName: string; businessSlug: string }) {
  const { state, submit } = useLeadSubmit(leadServiceTypes.launchNotice(businessSlug));

  if (state.kind === "done") {
    return (
      <div role="status" className="flex gap-3 rounded-xl bg-brand-50 p-4 text-brand-800">
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div>
          <p className="font-semibold">Thank You!</p>
          <p className="text-sm">{`We'll notify you when ${businessName} launches.`}</p>
        </div>
      </div>
    );
  }

  const busy = state.kind === "submitting";
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
      />
      <HoneypotField />
      {state.kind === "error" && <FormError message={state.message} />}
      <Button type="submit" variant="secondary" className="w-full" disabled={busy}>
        {busy ? "Sending..." : "Notify Me"}
      </Button>
    </form>
  );
}

import { CheckCircle2 } from "lucide-react";
import { LIMITS, leadServiceTypes } from "../../../shared/lead-fields.ts";
import { Button } from "../../components/ui/button.tsx";
import { TextArea, TextField } from "../../components/ui/field.tsx";
import { FormError } from "../../components/ui/form-error.tsx";
import { HoneypotField } from "../leads/honeypot-field.tsx";
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

  if (state.kind === "done") {
    return (
      <div
        role="status"
        className="flex flex-col items-center gap-3 rounded-2xl bg-white/5 p-8 text-center ring-1 ring-white/10"
      >
        <CheckCircle2 aria-hidden="true" className="size-10 text-brand-300" />
        <p className="text-xl font-semibold text-white">Message Sent!</p>
        <p className="text-gray-300">{`Thank you for your interest in ${companyName}. We'll be in touch soon.`}</p>
      </div>
    );
  }

  const busy = state.kind === "submitting";
  return (
    <form
      className="relative grid gap-4 rounded-2xl bg-white/5 p-6 ring-1 ring-white/10 sm:p-8"
      onSubmit={(e) => {
        e.preventDefault();
        void submit(e.currentTarget);
      }}
    >
      <TextField tone="dark" label="Name" name="name" required autoComplete="name" maxLength={LIMITS.name} />
      <TextField
        tone="dark"
        label="Email"
        name="email"
        type="email"
        required
        autoComplete="email"
        maxLength={LIMITS.email}
      />
      <TextArea tone="dark" label="Message" name="message" rows={4} required maxLength={LIMITS.message} />
      <HoneypotField />
      {state.kind === "error" && <FormError tone="dark" message={state.message} />}
      <Button type="submit" size="lg" className="w-full sm:w-auto sm:justify-self-start" disabled={busy}>
        {busy ? "Sending..." : "Send Message"}
      </Button>
    </form>
  );
}

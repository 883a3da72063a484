import { CheckCircle2 } from "lucide-react";
import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { TextArea, TextField } from "../../components/ui/field.tsx";

/**
 * The ventures landing's contact form. Delivery to staff comes with lead capture (its own issue);
 * until then it behaves as the spec's original: browser validation, then 'Message Sent!'.
 */
export function ContactForm({ companyName }: { companyName: string }) {
  const [sent, setSent] = useState(false);

  if (sent) {
    return (
      <div
        role="status"
        className="flex flex-col items-center gap-3 rounded-2xl bg-white/5 p-8 text-center ring-1 ring-white/10"
      >
        <CheckCircle2 aria-hidden="true" className="size-10 text-brand-300" />
        <p className="text-xl font-semibold text-white">Message Sent!</p>
        <p className="text-gray-300">Thank you for your interest in {companyName}. We'll be in touch soon.</p>
      </div>
    );
  }

  return (
    <form
      className="grid gap-4 rounded-2xl bg-white/5 p-6 ring-1 ring-white/10 sm:p-8"
      onSubmit={(e) => {
        e.preventDefault();
        e.currentTarget.reset();
        setSent(true);
      }}
    >
      <TextField tone="dark" label="Name" name="name" required autoComplete="name" maxLength={120} />
      <TextField tone="dark" label="Email" name="email" type="email" required autoComplete="email" maxLength={254} />
      <TextArea tone="dark" label="Message" name="message" rows={4} required maxLength={4000} />
      <Button type="submit" size="lg" className="w-full sm:w-auto sm:justify-self-start">
        Send Message
      </Button>
    </form>
  );
}

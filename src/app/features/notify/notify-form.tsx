import { CheckCircle2 } from "lucide-react";
import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/field.tsx";

/**
 * 'Be the first to know': the visitor leaves an e-mail for a launch notice. Until lead capture
 * lands (its own issue) the form shows the spec's thank-you state without sending anything.
 */
export function NotifyForm({ businessName }: { businessName: string }) {
  const [done, setDone] = useState(false);

  if (done) {
    return (
      <div role="status" className="flex gap-3 rounded-xl bg-brand-50 p-4 text-brand-800">
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div>
          <p className="font-semibold">Thank You!</p>
          <p className="text-sm">We'll notify you when {businessName} launches.</p>
        </div>
      </div>
    );
  }

  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        e.currentTarget.reset();
        setDone(true);
      }}
    >
      <TextField
        label="Email address"
        type="email"
        name="email"
        required
        autoComplete="email"
        placeholder="you@company.com"
        maxLength={254}
      />
      <Button type="submit" variant="secondary" className="w-full">
        Notify Me
      </Button>
    </form>
  );
}

import { AlertCircle } from "lucide-react";

interface Props {
  message: string;
  tone?: "light" | "dark";
  /** Lets fields point at this message with `aria-describedby`. */
  id?: string;
  /**
   * Changes with every failed attempt: the alert is mounted afresh, so screen readers announce a
   * repeated error again instead of staying silent over unchanged text.
   */
  attempt?: number;
  /**
   * Something else already announces the failure (the console login's toast): the message is then
   * shown and described by the fields, but not read out a second time.
   */
  quiet?: boolean;
}

export function FormError({ message, tone = "light", id, attempt = 0, quiet = false }: Props) {
  return (
    <p
      key={attempt}
      id={id}
      role={quiet ? undefined : "alert"}
      className={`flex items-start gap-2 rounded-control px-3 py-2 text-sm ${
        tone === "dark" ? "bg-red-500/15 text-red-200" : "bg-red-50 text-red-800"
      }`}
    >
      <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {message}
    </p>
  );
}

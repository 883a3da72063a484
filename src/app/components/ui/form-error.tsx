import { AlertCircle } from "lucide-react";

export function FormError({ message, tone = "light" }: { message: string; tone?: "light" | "dark" }) {
  return (
    <p
      role="alert"
      className={`flex items-start gap-2 rounded-lg px-3 py-2 text-sm ${
        tone === "dark" ? "bg-red-500/15 text-red-200" : "bg-red-50 text-red-800"
      }`}
    >
      <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {message}
    </p>
  );
}

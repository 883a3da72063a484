import { useId } from "react";

interface FieldProps extends React.InputHTMLAttributes<HTMLInputElement> {
  label: string;
  tone?: "light" | "dark";
  hideLabel?: boolean;
}

const inputBase =
  "block w-full rounded-[var(--radius-control)] border px-3.5 py-2.5 text-base shadow-sm transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-400";
const tones = {
  light: "border-gray-300 bg-white text-gray-900 placeholder:text-gray-500 focus:border-brand-500",
  dark: "border-white/15 bg-white/5 text-white placeholder:text-gray-400 focus:border-brand-400",
};

export function TextField({ label, tone = "light", hideLabel, className = "", ...rest }: FieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <label
        htmlFor={id}
        className={
          hideLabel
            ? "sr-only"
            : `mb-1.5 block text-sm font-medium ${tone === "dark" ? "text-gray-200" : "text-gray-700"}`
        }
      >
        {label}
      </label>
      <input id={id} className={`${inputBase} ${tones[tone]}`} {...rest} />
    </div>
  );
}

interface AreaProps extends React.TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  tone?: "light" | "dark";
}

export function TextArea({ label, tone = "light", className = "", ...rest }: AreaProps) {
  const id = useId();
  return (
    <div className={className}>
      <label
        htmlFor={id}
        className={`mb-1.5 block text-sm font-medium ${tone === "dark" ? "text-gray-200" : "text-gray-700"}`}
      >
        {label}
      </label>
      <textarea id={id} className={`${inputBase} ${tones[tone]}`} {...rest} />
    </div>
  );
}

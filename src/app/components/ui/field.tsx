import { useId } from "react";

interface Common {
  label: string;
  tone?: "light" | "dark";
  /** Id of the message that explains why this field is in error; marks the field invalid. */
  errorId?: string;
}

interface FieldProps extends Common, React.InputHTMLAttributes<HTMLInputElement> {
  hideLabel?: boolean;
  ref?: React.Ref<HTMLInputElement>;
}

const inputBase = "block w-full rounded-control border px-3.5 py-2.5 text-base shadow-sm transition-colors";
const tones = {
  light:
    "border-gray-300 bg-white text-gray-900 placeholder:text-gray-500 focus:border-brand-500 aria-invalid:border-red-600",
  dark: "border-white/15 bg-white/5 text-white placeholder:text-gray-400 focus:border-brand-400 aria-invalid:border-red-400",
};

function labelClass(tone: "light" | "dark", hidden?: boolean): string {
  if (hidden) return "sr-only";
  return `mb-1.5 block text-sm font-medium ${tone === "dark" ? "text-gray-200" : "text-gray-700"}`;
}

/** The asterisk is for sighted readers; assistive technology hears `aria-required` instead. */
function Label({
  htmlFor,
  label,
  required,
  className,
}: {
  htmlFor: string;
  label: string;
  required?: boolean;
  className: string;
}) {
  return (
    <label htmlFor={htmlFor} className={className}>
      {label}
      {required && <span aria-hidden="true"> *</span>}
    </label>
  );
}

/** A required field is marked in its label and for assistive technology; one in error points to its message. */
function a11y(required: boolean | undefined, errorId: string | undefined, describedBy: string | undefined) {
  const ids = [errorId, describedBy].filter(Boolean).join(" ");
  return {
    "aria-required": required ? true : undefined,
    "aria-invalid": errorId ? true : undefined,
    "aria-describedby": ids || undefined,
  };
}

export function TextField({ label, tone = "light", hideLabel, errorId, className = "", ...rest }: FieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <Label htmlFor={id} label={label} required={rest.required} className={labelClass(tone, hideLabel)} />
      <input
        id={id}
        className={`${inputBase} ${tones[tone]}`}
        {...rest}
        {...a11y(rest.required, errorId, rest["aria-describedby"])}
      />
    </div>
  );
}

interface AreaProps extends Common, React.TextareaHTMLAttributes<HTMLTextAreaElement> {}

export function TextArea({ label, tone = "light", errorId, className = "", ...rest }: AreaProps) {
  const id = useId();
  return (
    <div className={className}>
      <Label htmlFor={id} label={label} required={rest.required} className={labelClass(tone)} />
      <textarea
        id={id}
        className={`${inputBase} ${tones[tone]}`}
        {...rest}
        {...a11y(rest.required, errorId, rest["aria-describedby"])}
      />
    </div>
  );
}

/** Explains the asterisk once per form, in words a screen reader reads too. */
export function RequiredNote({ tone = "light" }: { tone?: "light" | "dark" }) {
  return (
    <p className={`text-sm ${tone === "dark" ? "text-gray-300" : "text-gray-600"}`}>
      Fields marked <span aria-hidden="true">*</span> <span className="sr-only">with an asterisk </span>are required.
    </p>
  );
}

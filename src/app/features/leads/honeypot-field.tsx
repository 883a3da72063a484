import { HONEYPOT_FIELD } from "../../../shared/lead-fields.ts";

interface Props {
  /** Controlled use (forms that keep their values in state); uncontrolled otherwise. */
  value?: string;
  onChange?: (e: React.ChangeEvent<HTMLInputElement>) => void;
}

/** Invisible to people and assistive technology; bots that fill every field reveal themselves. */
export function HoneypotField({ value, onChange }: Props) {
  const control = onChange ? { value: value ?? "", onChange } : { defaultValue: "" };
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" {...control} />
      </label>
    </div>
  );
}

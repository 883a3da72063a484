import { HONEYPOT_FIELD } from "../../../shared/leads.ts";

/** Invisible to people and assistive technology; bots that fill every field reveal themselves. */
export function HoneypotField() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

import { useRef, useState } from "react";
import { HONEYPOT_FIELD } from "../../../shared/lead-fields.ts";
import type { LeadInput } from "../../../shared/leads.ts";
import { errorSentence, postJson } from "../../lib/api.ts";
import { currentPage } from "../../lib/current-page.ts";

/** Shown when the answer is not our JSON sentence (a proxy's page, an empty 500, no network). */
export const LEAD_FALLBACK_ERROR = "We couldn't send that. Please try again.";

type State =
  | { kind: "idle" }
  | { kind: "submitting" }
  | { kind: "done" }
  | { kind: "error"; message: string; attempt: number };

/** Sends a site form as a lead (POST /api/leads); the form keeps its values when sending fails. */
export function useLeadSubmit(serviceType: string) {
  const [state, setState] = useState<State>({ kind: "idle" });
  // A ref, not state: two submits in the same tick both see the first one's claim.
  const sending = useRef(false);
  const attempts = useRef(0);

  async function submit(form: HTMLFormElement): Promise<void> {
    if (sending.current) return;
    sending.current = true;
    const data = new FormData(form);
    const field = (k: string) => {
      const v = data.get(k);
      return typeof v === "string" && v.trim() ? v : undefined;
    };
    const body: LeadInput = {
      email: String(data.get("email") ?? ""),
      serviceType,
      name: field("name"),
      message: field("message"),
      page: currentPage(),
      [HONEYPOT_FIELD]: field(HONEYPOT_FIELD),
    };
    setState({ kind: "submitting" });
    try {
      await postJson("/api/leads", body);
      form.reset();
      setState({ kind: "done" });
    } catch (err) {
      attempts.current += 1;
      setState({ kind: "error", message: errorSentence(err, LEAD_FALLBACK_ERROR), attempt: attempts.current });
    } finally {
      sending.current = false;
    }
  }

  return { state, submit };
}

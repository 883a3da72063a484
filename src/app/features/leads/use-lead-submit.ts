import { useState } from "react";
import { HONEYPOT_FIELD } from "../../../shared/lead-fields.ts";
import type { LeadInput } from "../../../shared/leads.ts";
import { ApiError, postJson } from "../../lib/api.ts";

export const LEAD_FALLBACK_ERROR = "We couldn't send that. Please try again.";

type State = { kind: "idle" } | { kind: "submitting" } | { kind: "done" } | { kind: "error"; message: string };

/** Sends a site form as a lead (POST /api/leads); the form keeps its values when sending fails. */
export function useLeadSubmit(serviceType: string) {
  const [state, setState] = useState<State>({ kind: "idle" });

  async function submit(form: HTMLFormElement): Promise<void> {
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
      [HONEYPOT_FIELD]: field(HONEYPOT_FIELD),
    };
    setState({ kind: "submitting" });
    try {
      await postJson("/api/leads", body);
      form.reset();
      setState({ kind: "done" });
    } catch (err) {
      setState({ kind: "error", message: err instanceof ApiError ? err.serverMessage : LEAD_FALLBACK_ERROR });
    }
  }

  return { state, submit };
}

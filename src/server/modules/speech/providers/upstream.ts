import { SpeechProviderError } from "../tts.types.ts";

/** The most of an upstream error body kept for the log. */
const DETAIL_MAX = 300;

/**
 * The sentence an upstream error body carries: ElevenLabs `{"detail":{"status","message"}}` or
 * `{"detail":[{"msg"}]}` (validation), OpenAI `{"error":{"message","type"}}`, or the text itself.
 */
export function upstreamDetail(body: string): string {
  try {
    const json = JSON.parse(body) as {
      detail?: { status?: unknown; message?: unknown } | { msg?: unknown }[] | string;
      error?: { message?: unknown; type?: unknown } | string;
    };
    const { detail, error } = json;
    const parts: unknown[] = [];
    if (typeof detail === "string") parts.push(detail);
    else if (Array.isArray(detail)) parts.push(...detail.map((d) => d?.msg));
    else if (detail) parts.push(detail.status, detail.message);
    if (typeof error === "string") parts.push(error);
    else if (error) parts.push(error.type, error.message);
    const text = parts.filter((p) => typeof p === "string" && p).join(": ");
    if (text) return text.slice(0, DETAIL_MAX);
  } catch {
    // not JSON: the text itself
  }
  return body.replace(/\s+/g, " ").trim().slice(0, DETAIL_MAX) || "(empty body)";
}

/**
 * POSTs to a remote speech service within `timeoutMs` (headers and body both), and answers its
 * successful body. Anything else becomes a SpeechProviderError whose message names the service,
 * the status and the service's own sentence; request headers (the keys) are never part of it.
 */
export async function postUpstream(
  service: string,
  url: string,
  init: { headers: Record<string, string>; body: string | FormData },
  timeoutMs: number,
  expect: "audio" | "json",
): Promise<Buffer> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const res = await fetch(url, { method: "POST", headers: init.headers, body: init.body, signal });
    const body = Buffer.from(await res.arrayBuffer());
    const type = res.headers.get("content-type") ?? "";
    if (!res.ok) {
      throw new SpeechProviderError(
        "upstream",
        `${service} answered ${res.status}: ${upstreamDetail(body.toString("utf8"))}`,
        res.status,
      );
    }
    // Some servers answer an error as JSON with 200; audio that is JSON is not audio.
    if (expect === "audio" && (/json/i.test(type) || body.length === 0)) {
      const what = body.length === 0 ? "no audio" : upstreamDetail(body.toString("utf8"));
      throw new SpeechProviderError("upstream", `${service} answered ${res.status} without audio: ${what}`, res.status);
    }
    return body;
  } catch (err) {
    if (err instanceof SpeechProviderError) throw err;
    if (signal.aborted) throw new SpeechProviderError("timeout", `${service} did not answer within ${timeoutMs} ms`);
    const cause = (err as { cause?: { code?: string; message?: string } }).cause;
    const why = cause?.code ?? cause?.message ?? (err instanceof Error ? err.message : String(err));
    throw new SpeechProviderError("network", `${service} could not be reached (${why})`);
  }
}

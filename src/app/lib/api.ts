/**
 * A failed API call: text is "status: server message" (spec §7). `sentence` is the server's own
 * `{ error }` sentence, present only when the answer really was our JSON: a proxy's HTML page, an
 * empty 500 or a network failure leave it null, so forms show their fallback instead of markup.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string,
    readonly sentence: string | null = null,
  ) {
    super(`${status}: ${serverMessage}`);
  }
}

// Reason phrases a proxy or framework may wrap in JSON; they tell a visitor nothing.
const REASON_PHRASES = /^(internal server error|bad gateway|service unavailable|gateway timeout|bad request|error)$/i;

/** The `{ error }` (or `{ message }`) sentence of a JSON answer, if it reads like one. */
function sentenceOf(text: string, statusText: string): string | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  if (!body || typeof body !== "object") return null;
  const { error, message } = body as { error?: unknown; message?: unknown };
  const s = typeof error === "string" ? error : typeof message === "string" ? message : "";
  const trimmed = s.trim();
  if (!trimmed || trimmed.length > 300 || /[<>]/.test(trimmed)) return null;
  if (REASON_PHRASES.test(trimmed) || trimmed === statusText) return null;
  return trimmed;
}

/** The server's sentence in a failed answer (read once: the body is used up), or null. */
export async function serverSentence(res: Response): Promise<string | null> {
  return sentenceOf(await res.text().catch(() => ""), res.statusText);
}

async function errorOf(res: Response): Promise<ApiError> {
  const text = await res.text().catch(() => "");
  const sentence = sentenceOf(text, res.statusText);
  return new ApiError(res.status, sentence ?? (text || res.statusText || "unknown"), sentence);
}

/** What a form shows for a failed send: the server's sentence, else the form's fallback. */
export function errorSentence(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.sentence ? err.sentence : fallback;
}

export async function postJson<T>(url: string, body: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: "POST",
      credentials: "include",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, "network failure");
  }
  if (!res.ok) throw await errorOf(res);
  return (await res.json()) as T;
}

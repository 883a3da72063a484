import type { ChatReplyBody } from "../../../shared/assistant.ts";
import { ApiError } from "../../lib/api.ts";

/** What a chat screen sends: the endpoint's own body (message plus its extra fields). */
export interface ChatCall {
  path: string;
  body: Record<string, unknown>;
  /** Called with each piece of the reply as it streams in. */
  onDelta?: (text: string) => void;
  signal?: AbortSignal;
}

/** The spec's error text (§7): "status: server message", with the server's sentence kept apart. */
async function failure(res: Response): Promise<ApiError> {
  const raw = await res.text().catch(() => "");
  let sentence: string | null = null;
  try {
    const parsed = JSON.parse(raw) as { error?: unknown; message?: unknown };
    const s =
      typeof parsed.error === "string" ? parsed.error : typeof parsed.message === "string" ? parsed.message : "";
    if (s.trim() && !/[<>]/.test(s)) sentence = s.trim();
  } catch {
    // Not our JSON: a proxy page or an empty body; the status text stands in.
  }
  return new ApiError(res.status, sentence ?? (raw || res.statusText || "unknown"), sentence);
}

interface SseEvent {
  event: string;
  data: string;
}

/** Splits a server-sent-event stream into events as its bytes arrive. */
export async function* readSse(body: ReadableStream<Uint8Array>): AsyncGenerator<SseEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let carry = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    // A CR that ends a chunk may be the first half of a CRLF: it waits for the next chunk.
    const text = carry + decoder.decode(value, { stream: true });
    carry = text.endsWith("\r") ? "\r" : "";
    buffer += (carry ? text.slice(0, -1) : text).replace(/\r\n?/g, "\n");
    let end: number;
    while ((end = buffer.indexOf("\n\n")) !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let event = "message";
      const data: string[] = [];
      for (const line of block.split("\n")) {
        if (line.startsWith("event:")) event = line.slice(6).trim();
        else if (line.startsWith("data:")) data.push(line.slice(5).replace(/^ /, ""));
      }
      if (data.length > 0) yield { event, data: data.join("\n") };
    }
  }
}

function isReply(value: unknown): value is ChatReplyBody {
  return !!value && typeof value === "object" && typeof (value as { text?: unknown }).text === "string";
}

/**
 * Posts a chat message and streams the answer (server-sent events), resolving with the whole
 * reply. A refused or failed call throws an ApiError (status 0 for a network failure).
 */
export async function streamChat({ path, body, onDelta, signal }: ChatCall): Promise<ChatReplyBody> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: "POST",
      credentials: "include",
      headers: { "content-type": "application/json", accept: "text/event-stream" },
      body: JSON.stringify(body),
      signal,
    });
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new ApiError(0, "network failure");
  }
  if (!res.ok) throw await failure(res);
  const type = res.headers.get("content-type") ?? "";
  if (!type.includes("text/event-stream") || !res.body) {
    const json: unknown = await res.json().catch(() => null);
    if (!isReply(json)) throw new ApiError(res.status, "unknown");
    onDelta?.(json.text);
    return json;
  }
  try {
    for await (const { event, data } of readSse(res.body)) {
      const payload: unknown = JSON.parse(data);
      if (event === "delta") onDelta?.((payload as { text: string }).text);
      else if (event === "done" && isReply(payload)) return payload;
      else if (event === "error") {
        const sentence = (payload as { error?: string }).error ?? null;
        throw new ApiError(500, sentence ?? "unknown", sentence);
      }
    }
  } catch (err) {
    if (err instanceof ApiError || signal?.aborted) throw err;
    throw new ApiError(0, "network failure");
  }
  throw new ApiError(0, "network failure");
}

/**
 * A minimal client of an OpenAI-compatible `POST {baseUrl}/chat/completions` (OpenAI, Ollama,
 * vLLM, LM Studio...) on global fetch: asks for a stream and yields the reply's text pieces from
 * the server-sent events; a server that ignores `stream` and answers JSON works too.
 */

export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

export interface StreamChatOptions {
  /** e.g. `https://api.openai.com/v1` or Ollama's `http://127.0.0.1:11434/v1` */
  baseUrl: string;
  /** Sent as `Authorization: Bearer` only when set. */
  apiKey?: string | null;
  model: string;
  maxTokens: number;
  /** Whole call, from the request to the last byte of the stream. */
  timeoutMs: number;
  messages: ChatMessage[];
  temperature?: number;
  signal?: AbortSignal;
  fetchImpl?: typeof fetch;
}

export type LlmErrorReason = "timeout" | "aborted" | "status" | "network" | "bad-response";

/** Why a call failed; `status` for a non-2xx answer. Carries no prompt text. */
export class LlmError extends Error {
  constructor(
    message: string,
    readonly reason: LlmErrorReason,
    readonly status?: number,
  ) {
    super(message);
    this.name = "LlmError";
  }
}

interface CompletionChunk {
  choices?: { delta?: { content?: unknown }; message?: { content?: unknown } }[];
  error?: { message?: unknown } | string;
}

function contentOf(payload: CompletionChunk): string {
  if (payload.error) {
    throw new LlmError("The LLM endpoint sent an error in its answer", "bad-response");
  }
  const choice = payload.choices?.[0];
  const content = choice?.delta?.content ?? choice?.message?.content;
  return typeof content === "string" ? content : "";
}

function parseJson(text: string): CompletionChunk {
  try {
    return JSON.parse(text) as CompletionChunk;
  } catch {
    throw new LlmError("The LLM endpoint sent a malformed answer", "bad-response");
  }
}

/** The reply's text as it arrives, piece by piece. Throws an LlmError on any failure. */
export async function* streamChat(opts: StreamChatOptions): AsyncGenerator<string, void, undefined> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, opts.timeoutMs);
  const onOuterAbort = () => controller.abort();
  opts.signal?.addEventListener("abort", onOuterAbort, { once: true });
  if (opts.signal?.aborted) controller.abort();
  // Every wait races this, so a fetch that ignores its signal cannot outlive the timeout either.
  const aborted = new Promise<never>((_, reject) => {
    const fail = () =>
      reject(
        timedOut
          ? new LlmError(`The LLM endpoint did not finish within ${opts.timeoutMs} ms`, "timeout")
          : new LlmError("The LLM call was aborted", "aborted"),
      );
    if (controller.signal.aborted) fail();
    else controller.signal.addEventListener("abort", fail, { once: true });
  });
  aborted.catch(() => {});
  const race = <T>(p: Promise<T>): Promise<T> => Promise.race([p, aborted]);

  const headers: Record<string, string> = { "content-type": "application/json", accept: "text/event-stream" };
  if (opts.apiKey) headers.authorization = `Bearer ${opts.apiKey}`;
  const body = JSON.stringify({
    model: opts.model,
    messages: opts.messages,
    max_tokens: opts.maxTokens,
    stream: true,
    ...(opts.temperature === undefined ? {} : { temperature: opts.temperature }),
  });

  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  try {
    let res: Response;
    try {
      const doFetch = opts.fetchImpl ?? fetch;
      res = await race(
        doFetch(`${opts.baseUrl.replace(/\/+$/, "")}/chat/completions`, {
          method: "POST",
          headers,
          body,
          signal: controller.signal,
        }),
      );
    } catch (err) {
      if (err instanceof LlmError) throw err;
      if (controller.signal.aborted) await aborted;
      throw new LlmError("The LLM endpoint could not be reached", "network");
    }
    if (!res.ok) {
      void res.body?.cancel().catch(() => {});
      throw new LlmError(`The LLM endpoint answered HTTP ${res.status}`, "status", res.status);
    }
    if (!res.body) throw new LlmError("The LLM endpoint sent no body", "bad-response");

    const isJson = /\bjson\b/i.test(res.headers.get("content-type") ?? "");
    reader = res.body.getReader();
    const decoder = new TextDecoder();
    let buffer = "";
    /** The whole body, kept until the first event: a server may answer JSON without saying so. */
    let raw = "";
    let sawEvent = false;

    const read = async (): Promise<boolean> => {
      let chunk: Awaited<ReturnType<ReadableStreamDefaultReader<Uint8Array>["read"]>>;
      try {
        chunk = await race(reader!.read());
      } catch (err) {
        if (err instanceof LlmError) throw err;
        if (controller.signal.aborted) await aborted;
        throw new LlmError("The LLM stream broke off", "network");
      }
      const piece = chunk.done ? decoder.decode() : decoder.decode(chunk.value, { stream: true });
      buffer += piece;
      if (!sawEvent) raw += piece;
      return !chunk.done;
    };

    if (isJson) {
      while (await read());
      const text = contentOf(parseJson(buffer));
      if (text) yield text;
      return;
    }

    let more = true;
    while (more) {
      more = await read();
      const lines = buffer.split("\n");
      buffer = more ? lines.pop()! : "";
      for (const rawLine of lines) {
        const line = rawLine.replace(/\r$/, "");
        if (!line.startsWith("data:")) continue;
        sawEvent = true;
        raw = "";
        const data = line.slice(5).trim();
        if (data === "[DONE]") return;
        if (!data) continue;
        const text = contentOf(parseJson(data));
        if (text) yield text;
      }
    }
    if (!sawEvent && raw.trim().startsWith("{")) {
      const text = contentOf(parseJson(raw.trim()));
      if (text) yield text;
    }
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener("abort", onOuterAbort);
    if (reader) void reader.cancel().catch(() => {});
    // Ends the request if it is still running (a generator closed early, a failure).
    controller.abort();
  }
}

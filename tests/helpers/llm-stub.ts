import http from "node:http";
import type { AddressInfo } from "node:net";

/** What the stub does with the next requests, until a test sets another behaviour. */
export type LlmStubBehaviour =
  /** Streams each chunk as an OpenAI `data:` line, then `data: [DONE]`. */
  | { kind: "stream"; chunks: string[]; delayMs?: number }
  /** Ignores `stream` and answers one JSON completion (`choices[0].message.content`). */
  | { kind: "json"; content: string }
  /** An OpenAI-style error body with this status. */
  | { kind: "error"; status: number; message?: string }
  /** Never answers: no headers, no body. */
  | { kind: "hang" }
  /** Sends the headers and these chunks, then goes silent without ending the stream. */
  | { kind: "stall-mid-stream"; chunks: string[] }
  /** A stream whose deltas carry no text (a role, then empty content), then `[DONE]`. */
  | { kind: "empty" }
  /** Streams back its whole prompt: every message's role and content, one a line. */
  | { kind: "echo" };

export interface LlmStubRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: {
    model?: string;
    messages?: { role: string; content: string }[];
    max_tokens?: number;
    stream?: boolean;
    [key: string]: unknown;
  };
}

export interface LlmStub {
  /** e.g. http://127.0.0.1:40123/v1 — what LLM_BASE_URL would be. */
  baseUrl: string;
  requests: LlmStubRequest[];
  set(behaviour: LlmStubBehaviour): void;
  close(): Promise<void>;
}

const chunkLine = (content: string) =>
  `data: ${JSON.stringify({
    id: "chatcmpl-stub",
    object: "chat.completion.chunk",
    created: 0,
    model: "stub",
    choices: [{ index: 0, delta: { content }, finish_reason: null }],
  })}\n\n`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A local OpenAI-compatible `/v1/chat/completions` on 127.0.0.1 (a free port), for the LLM engine's tests. */
export async function startLlmStub(
  initial: LlmStubBehaviour = { kind: "stream", chunks: ["Hello!"] },
): Promise<LlmStub> {
  let behaviour = initial;
  const requests: LlmStubRequest[] = [];

  const server = http.createServer((req, res) => {
    let raw = "";
    req.setEncoding("utf8");
    req.on("data", (part: string) => (raw += part));
    req.on("end", () => {
      let body: LlmStubRequest["body"] = {};
      try {
        body = JSON.parse(raw) as LlmStubRequest["body"];
      } catch {
        // recorded as empty; the test will see it
      }
      requests.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body });
      if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
        res.writeHead(404, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: { message: "Not found", type: "invalid_request_error" } }));
        return;
      }
      void respond(behaviour, res, body);
    });
  });

  async function respond(b: LlmStubBehaviour, res: http.ServerResponse, body: LlmStubRequest["body"]) {
    switch (b.kind) {
      case "echo":
        return respond(
          { kind: "stream", chunks: [(body.messages ?? []).map((m) => `${m.role}: ${m.content}`).join("\n")] },
          res,
          body,
        );
      case "hang":
        return;
      case "error":
        res.writeHead(b.status, { "content-type": "application/json" });
        res.end(
          JSON.stringify({
            error: { message: b.message ?? "The server had an error", type: "server_error", code: null },
          }),
        );
        return;
      case "json":
        res.writeHead(200, { "content-type": "application/json" });
        res.end(
          JSON.stringify({
            id: "chatcmpl-stub",
            object: "chat.completion",
            created: 0,
            model: "stub",
            choices: [{ index: 0, message: { role: "assistant", content: b.content }, finish_reason: "stop" }],
          }),
        );
        return;
      case "empty":
        res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
        res.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { role: "assistant" } }] })}\n\n`);
        res.write(chunkLine(""));
        res.end("data: [DONE]\n\n");
        return;
      case "stream":
      case "stall-mid-stream":
        res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
        res.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { role: "assistant" } }] })}\n\n`);
        for (const chunk of b.chunks) {
          if (res.destroyed) return;
          res.write(chunkLine(chunk));
          if (b.kind === "stream" && b.delayMs) await sleep(b.delayMs);
        }
        if (b.kind === "stream") res.end("data: [DONE]\n\n");
        return;
    }
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    set(next) {
      behaviour = next;
    },
    close() {
      // Hanging answers keep their sockets open: end them so close() returns.
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

import http from "node:http";
import type { AddressInfo } from "node:net";

export interface StubRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** What the stub answers a request with; "hang" sends nothing at all. */
export type StubAnswer = { status: number; type?: string; body?: string | Buffer } | "hang";

export interface HttpStub {
  /** e.g. http://127.0.0.1:40123 */
  origin: string;
  requests: StubRequest[];
  /** Sets how the following requests are answered. */
  answer(with_: (req: StubRequest) => StubAnswer): void;
  close(): Promise<void>;
}

/** A JSON answer with this status. */
export const json = (status: number, body: unknown): StubAnswer => ({
  status,
  type: "application/json",
  body: JSON.stringify(body),
});

/**
 * A local HTTP server on 127.0.0.1 (a free port) standing in for a remote speech service
 * (ElevenLabs, an OpenAI-compatible server): it records every request with its raw body.
 */
export async function startHttpStub(initial: (req: StubRequest) => StubAnswer): Promise<HttpStub> {
  let respond = initial;
  const requests: StubRequest[] = [];
  const server = http.createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on("data", (part: Buffer) => parts.push(part));
    req.on("end", () => {
      const recorded = {
        method: req.method ?? "",
        url: req.url ?? "",
        headers: req.headers,
        body: Buffer.concat(parts),
      };
      requests.push(recorded);
      const answer = respond(recorded);
      if (answer === "hang") return;
      res.writeHead(answer.status, { "content-type": answer.type ?? "application/octet-stream" });
      res.end(answer.body ?? "");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    answer(next) {
      respond = next;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

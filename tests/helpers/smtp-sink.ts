import net from "node:net";
import { SMTPServer } from "smtp-server";

/** One message as the SMTP server received it: the envelope, the raw headers and the decoded text. */
export interface ReceivedMail {
  mailFrom: string;
  rcptTo: string[];
  raw: string;
  /** Header names in lower case, each with every value it had (unfolded). */
  headers: Map<string, string[]>;
  header(name: string): string | undefined;
  /** The body, its transfer encoding undone. */
  text: string;
}

export interface SmtpSink {
  port: number;
  url: string;
  messages: ReceivedMail[];
  /** Connections opened so far (to prove that nothing even tried to send). */
  connections: number;
  /** Resolves with the n-th message (1-based) once it has arrived. */
  nth(n: number, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

function unfoldHeaders(block: string): Map<string, string[]> {
  const headers = new Map<string, string[]>();
  const lines: string[] = [];
  for (const line of block.split("\r\n")) {
    if (/^[ \t]/.test(line) && lines.length > 0) lines[lines.length - 1] += line;
    else lines.push(line);
  }
  for (const line of lines) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    headers.set(name, [...(headers.get(name) ?? []), line.slice(colon + 1).trim()]);
  }
  return headers;
}

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const source = body.replace(/=\r\n/g, "");
  for (let i = 0; i < source.length; i++) {
    const hex = source.slice(i + 1, i + 3);
    if (source[i] === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(source[i]!, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

function decodeBody(body: string, encoding: string | undefined): string {
  const e = (encoding ?? "7bit").toLowerCase();
  const text =
    e === "quoted-printable"
      ? decodeQuotedPrintable(body)
      : e === "base64"
        ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
        : body;
  return text.replace(/\r\n/g, "\n");
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= / =?UTF-8?B?...?=) back to text. */
export function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_all, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeQuotedPrintable(data.replace(/_/g, " ")),
    );
}

function parse(raw: string, mailFrom: string, rcptTo: string[]): ReceivedMail {
  const split = raw.indexOf("\r\n\r\n");
  const headers = unfoldHeaders(split === -1 ? raw : raw.slice(0, split));
  const body = split === -1 ? "" : raw.slice(split + 4);
  return {
    mailFrom,
    rcptTo,
    raw,
    headers,
    header: (name) => headers.get(name.toLowerCase())?.[0],
    text: decodeBody(body, headers.get("content-transfer-encoding")?.[0]),
  };
}

/**
 * A real SMTP server on 127.0.0.1 and a free port that keeps what it receives. With `auth`, it
 * advertises AUTH (over plain TCP, it is local) and refuses any other user or password.
 */
export async function startSmtpSink(auth?: { user: string; pass: string }): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  let connections = 0;
  const server = new SMTPServer({
    logger: false,
    closeTimeout: 500,
    disabledCommands: auth ? ["STARTTLS"] : ["STARTTLS", "AUTH"],
    authOptional: !auth,
    allowInsecureAuth: true,
    onConnect(_session, callback) {
      connections++;
      callback();
    },
    onAuth(login, _session, callback) {
      if (auth && login.username === auth.user && login.password === auth.pass)
        callback(null, { user: login.username });
      else callback(new Error("Invalid username or password"));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const from = session.envelope.mailFrom;
        messages.push(
          parse(
            Buffer.concat(chunks).toString("utf8"),
            from ? from.address : "",
            session.envelope.rcptTo.map((r) => r.address),
          ),
        );
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as net.AddressInfo).port;

  return {
    port,
    url: auth
      ? `smtp://${encodeURIComponent(auth.user)}:${encodeURIComponent(auth.pass)}@127.0.0.1:${port}`
      : `smtp://127.0.0.1:${port}`,
    messages,
    get connections() {
      return connections;
    },
    async nth(n, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < n) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`expected ${n} message(s), got ${messages.length}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return messages[n - 1]!;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port where nothing listens: connecting is refused at once (an SMTP server that is down). */
export async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** A server that accepts connections and never says a word (an SMTP server that hangs). */
export async function startSilentServer(): Promise<{ port: number; open: () => number; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    open: () => sockets.size,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

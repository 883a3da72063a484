import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, errorSentence, postJson } from "../../src/app/lib/api.ts";

const FALLBACK = "Failed to submit request. Please try again.";

function answer(status: number, body: string, statusText = "", contentType = "application/json") {
  const fetchMock = vi.fn(
    async () => new Response(body, { status, statusText, headers: { "content-type": contentType } }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const err = await promise.then(
    () => {
      throw new Error("expected the call to fail");
    },
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("postJson", () => {
  it("posts the body as JSON with the session cookie and returns the parsed answer", async () => {
    const fetchMock = answer(201, JSON.stringify({ id: 7 }));
    await expect(postJson("/api/leads", { name: "Ann" })).resolves.toEqual({ id: 7 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/leads");
    expect(init.method).toBe("POST");
    expect(init.credentials).toBe("include");
    expect(init.headers).toEqual({ "content-type": "application/json", accept: "application/json" });
    expect(init.body).toBe('{"name":"Ann"}');
  });

  it("turns a network failure into status 0 with no sentence", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    const err = await failure(postJson("/api/leads", {}));
    expect(err.status).toBe(0);
    expect(err.serverMessage).toBe("network failure");
    expect(err.message).toBe("0: network failure");
    expect(err.sentence).toBeNull();
  });

  it("keeps the server's { error } sentence, trimmed, and reads 'status: message'", async () => {
    answer(400, JSON.stringify({ error: "  Name and email are required  " }), "Bad Request");
    const err = await failure(postJson("/api/leads", {}));
    expect(err.status).toBe(400);
    expect(err.sentence).toBe("Name and email are required");
    expect(err.serverMessage).toBe("Name and email are required");
    expect(err.message).toBe("400: Name and email are required");
  });

  it("falls back to { message } when there is no { error } string", async () => {
    answer(429, JSON.stringify({ message: "Too many requests, try again in 5 minutes." }));
    expect((await failure(postJson("/x", {}))).sentence).toBe("Too many requests, try again in 5 minutes.");
    answer(429, JSON.stringify({ error: 42, message: "Slow down." }));
    expect((await failure(postJson("/x", {}))).sentence).toBe("Slow down.");
  });

  it("prefers { error } over { message }", async () => {
    answer(400, JSON.stringify({ error: "The email is not valid.", message: "Bad Request" }));
    expect((await failure(postJson("/x", {}))).sentence).toBe("The email is not valid.");
  });

  it("has no sentence for a proxy's HTML page, but keeps its text as the message", async () => {
    answer(502, "<html><body>Bad gateway</body></html>", "Bad Gateway", "text/html");
    const err = await failure(postJson("/x", {}));
    expect(err.status).toBe(502);
    expect(err.sentence).toBeNull();
    expect(err.serverMessage).toBe("<html><body>Bad gateway</body></html>");
  });

  it("uses the status text, then 'unknown', for an empty answer", async () => {
    answer(500, "", "Internal Server Error");
    let err = await failure(postJson("/x", {}));
    expect(err.sentence).toBeNull();
    expect(err.serverMessage).toBe("Internal Server Error");
    answer(500, "", "");
    err = await failure(postJson("/x", {}));
    expect(err.serverMessage).toBe("unknown");
    expect(err.message).toBe("500: unknown");
  });

  it("uses the status text when the answer's body cannot be read", async () => {
    const broken = new ReadableStream({
      start(controller) {
        controller.error(new Error("connection reset"));
      },
    });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(broken, { status: 503, statusText: "Service Unavailable" })),
    );
    const err = await failure(postJson("/x", {}));
    expect(err.status).toBe(503);
    expect(err.serverMessage).toBe("Service Unavailable");
    expect(err.sentence).toBeNull();
  });

  it("has no sentence for JSON that is not an object or holds no usable text", async () => {
    for (const body of [
      "null",
      '"Something broke"',
      "42",
      "{}",
      JSON.stringify({ error: "   " }),
      JSON.stringify({ error: "<b>Oops</b>" }),
      JSON.stringify({ error: "a > b" }),
      JSON.stringify({ error: "x".repeat(301) }),
    ]) {
      answer(500, body, "Oops");
      const err = await failure(postJson("/x", {}));
      expect(err.sentence, body).toBeNull();
      expect(err.serverMessage, body).toBe(body);
    }
  });

  it("accepts a sentence of exactly 300 characters", async () => {
    const long = "y".repeat(300);
    answer(400, JSON.stringify({ error: long }));
    expect((await failure(postJson("/x", {}))).sentence).toBe(long);
  });

  it("ignores bare reason phrases and the status text wrapped in JSON", async () => {
    for (const phrase of [
      "Internal Server Error",
      "bad gateway",
      "SERVICE UNAVAILABLE",
      "Gateway Timeout",
      "Bad Request",
      "error",
    ]) {
      answer(500, JSON.stringify({ error: phrase }));
      expect((await failure(postJson("/x", {}))).sentence, phrase).toBeNull();
    }
    answer(418, JSON.stringify({ error: "I'm a teapot" }), "I'm a teapot");
    expect((await failure(postJson("/x", {}))).sentence).toBeNull();
  });

  it("keeps sentences that merely contain a reason phrase", async () => {
    for (const s of ["An error occurred while saving.", "Error: the email is taken", "Bad request body"]) {
      answer(400, JSON.stringify({ error: s }));
      expect((await failure(postJson("/x", {}))).sentence, s).toBe(s);
    }
  });
});

describe("errorSentence", () => {
  it("shows the server's sentence when the answer had one", () => {
    expect(
      errorSentence(new ApiError(400, "Name and email are required", "Name and email are required"), FALLBACK),
    ).toBe("Name and email are required");
  });

  it("shows the form's fallback for anything else", () => {
    expect(errorSentence(new ApiError(502, "<html>", null), FALLBACK)).toBe(FALLBACK);
    expect(errorSentence(new ApiError(0, "network failure"), FALLBACK)).toBe(FALLBACK);
    expect(errorSentence(new ApiError(400, "x", ""), FALLBACK)).toBe(FALLBACK);
    expect(errorSentence(new Error("boom"), FALLBACK)).toBe(FALLBACK);
    expect(errorSentence({ sentence: "fake" }, FALLBACK)).toBe(FALLBACK);
  });
});

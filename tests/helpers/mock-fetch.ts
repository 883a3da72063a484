import { vi } from "vitest";

/** Replaces fetch with one answer; returns the mock to read what the page sent. */
export function mockFetchOnce(status: number, body: unknown) {
  const fn = vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }),
  );
  vi.stubGlobal("fetch", fn);
  return fn;
}

export function sentJson(fn: ReturnType<typeof vi.fn>, call = 0): { url: string; body: Record<string, unknown> } {
  const [url, init] = fn.mock.calls[call] as [string, RequestInit];
  return { url, body: JSON.parse(String(init.body)) as Record<string, unknown> };
}

/** Answers that are not our JSON: what a proxy, a crashed upstream or a dead network give. */
export const foreignAnswers = {
  "an HTML error page from a proxy": () =>
    new Response("<html><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>", {
      status: 502,
      statusText: "Bad Gateway",
      headers: { "content-type": "text/html" },
    }),
  "an empty 500": () => new Response("", { status: 500, statusText: "Internal Server Error" }),
  "a plain-text 500": () =>
    new Response("Internal Server Error", { status: 500, headers: { "content-type": "text/plain" } }),
  "a network failure": () => Promise.reject(new TypeError("Failed to fetch")),
} satisfies Record<string, () => Response | Promise<Response>>;

/** Replaces fetch with one of the foreign answers. */
export function mockFetchWith(answer: () => Response | Promise<Response>) {
  const fn = vi.fn(async () => answer());
  vi.stubGlobal("fetch", fn);
  return fn;
}

/** Replaces fetch with one that never answers until `resolve` is called: the form stays sending. */
export function mockFetchPending() {
  let resolve: (res: Response) => void = () => {};
  const fn = vi.fn(
    () =>
      new Promise<Response>((r) => {
        resolve = r;
      }),
  );
  vi.stubGlobal("fetch", fn);
  return { fn, answer: (status: number, body: unknown) => resolve(new Response(JSON.stringify(body), { status })) };
}

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

/** A failed API call: text is "status: server message" (spec §7); `serverMessage` is for display. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string,
  ) {
    super(`${status}: ${serverMessage}`);
  }
}

async function messageOf(res: Response): Promise<string> {
  const text = await res.text().catch(() => "");
  try {
    const body = JSON.parse(text) as { message?: unknown; error?: unknown };
    const m = body.message ?? body.error;
    if (typeof m === "string" && m) return m;
  } catch {
    // not JSON: fall through to the raw text
  }
  return text || res.statusText || "unknown";
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
    throw new ApiError(0, "We couldn't reach the server. Check your connection and try again.");
  }
  if (!res.ok) throw new ApiError(res.status, await messageOf(res));
  return (await res.json()) as T;
}

import { describe, expect, it } from "vitest";
import {
  DEFAULT_LIST_STATE,
  exportUrl,
  listApiUrl,
  parseListState,
  withListState,
} from "../../src/app/features/admin/list-params.ts";

const params = (s: string) => new URLSearchParams(s);

describe("a list view's state in the URL", () => {
  it("reads every filter from the query string", () => {
    expect(
      parseListState(
        params("page=3&pageSize=50&q=ada&service=aurora-ai&status=contacted&from=2025-01-01&to=2025-01-31&sort=oldest"),
        "contact-requests",
      ),
    ).toEqual({
      page: 3,
      pageSize: 50,
      q: "ada",
      service: "aurora-ai",
      status: "contacted",
      from: "2025-01-01",
      to: "2025-01-31",
      sort: "oldest",
    });
  });

  it("falls back to the defaults for missing or invalid values instead of sending them to be refused", () => {
    expect(parseListState(params(""), "leads")).toEqual(DEFAULT_LIST_STATE);
    expect(
      parseListState(
        params("page=0&pageSize=7&service=Bad Value&status=gone&from=2025-13-45&to=tomorrow&sort=random"),
        "contact-requests",
      ),
    ).toEqual(DEFAULT_LIST_STATE);
    expect(parseListState(params("page=2.5"), "leads").page).toBe(1);
    expect(parseListState(params("page=-2"), "leads").page).toBe(1);
  });

  it("ignores a status on lists that have none", () => {
    expect(parseListState(params("status=new"), "leads").status).toBe("");
    expect(parseListState(params("status=new"), "chats").status).toBe("");
  });
});

describe("the API and export addresses", () => {
  const state = {
    ...DEFAULT_LIST_STATE,
    page: 2,
    pageSize: 10,
    q: "  ada lovelace ",
    service: "aurora-ai",
    from: "2025-01-01",
    to: "2025-01-31",
    sort: "oldest" as const,
  };

  it("asks the API for the page in view with the viewer's time zone", () => {
    const url = new URL(listApiUrl("leads", state, "Europe/Berlin"), "http://x");
    expect(url.pathname).toBe("/api/admin/leads");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: "ada lovelace",
      service: "aurora-ai",
      from: "2025-01-01",
      to: "2025-01-31",
      sort: "oldest",
      page: "2",
      pageSize: "10",
      tz: "Europe/Berlin",
    });
  });

  it("exports exactly the filters in view, without paging", () => {
    const url = new URL(exportUrl("leads", state, "Europe/Berlin"), "http://x");
    expect(url.pathname).toBe("/api/admin/leads/export.csv");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: "ada lovelace",
      service: "aurora-ai",
      from: "2025-01-01",
      to: "2025-01-31",
      sort: "oldest",
      tz: "Europe/Berlin",
    });
  });

  it("sends a status only for contact requests", () => {
    const withStatus = { ...DEFAULT_LIST_STATE, status: "new" as const };
    expect(new URL(listApiUrl("contact-requests", withStatus, "UTC"), "http://x").searchParams.get("status")).toBe(
      "new",
    );
    expect(new URL(listApiUrl("chats", withStatus, "UTC"), "http://x").searchParams.has("status")).toBe(false);
    expect(new URL(exportUrl("contact-requests", withStatus, "UTC"), "http://x").pathname).toBe(
      "/api/admin/contact-requests/export.csv",
    );
  });

  it("sends the defaults of a fresh view", () => {
    const url = new URL(listApiUrl("chats", DEFAULT_LIST_STATE, "UTC"), "http://x");
    expect(Object.fromEntries(url.searchParams)).toEqual({ page: "1", pageSize: "25", sort: "newest", tz: "UTC" });
  });
});

describe("writing the state back to the URL", () => {
  it("keeps other parameters, drops defaults and writes only what differs", () => {
    const next = withListState(params("tab=leads&q=old&page=4"), { ...DEFAULT_LIST_STATE, q: "new" }, "leads");
    expect(next.toString()).toBe("tab=leads&q=new");
  });

  it("writes paging and order when they differ from the defaults", () => {
    const next = withListState(
      params("tab=chats"),
      { ...DEFAULT_LIST_STATE, page: 3, pageSize: 50, sort: "oldest" },
      "chats",
    );
    expect(Object.fromEntries(next)).toEqual({ tab: "chats", sort: "oldest", page: "3", pageSize: "50" });
  });
});

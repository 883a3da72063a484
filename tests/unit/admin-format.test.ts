import { describe, expect, it } from "vitest";
import { formatServiceType } from "../../src/shared/admin.ts";
import {
  countOf,
  formatChatDate,
  formatLeadDate,
  formatRequestDate,
  listSentence,
  safeHref,
  truncated,
} from "../../src/app/features/admin/format.ts";

describe("the console's Service column", () => {
  it("prints the service type with hyphens as spaces in upper case", () => {
    expect(formatServiceType("aurora-ai")).toBe("AURORA AI");
    expect(formatServiceType("ai-twin-trial")).toBe("AI TWIN TRIAL");
    expect(formatServiceType("contact")).toBe("CONTACT");
  });

  it("says 'General' when there is none", () => {
    expect(formatServiceType("")).toBe("General");
    expect(formatServiceType("   ")).toBe("General");
    expect(formatServiceType(null)).toBe("General");
    expect(formatServiceType(undefined)).toBe("General");
  });
});

describe("the console's dates", () => {
  it("prints a lead's date as 'MMM d, yyyy' on the viewer's calendar", () => {
    expect(formatLeadDate("2025-01-05T12:00:00Z", "UTC")).toBe("Jan 5, 2025");
    expect(formatLeadDate("2025-11-30T12:00:00Z", "UTC")).toBe("Nov 30, 2025");
    // 03:00 UTC on the 6th is still the 5th in New York, already the 6th in Tokyo.
    expect(formatLeadDate("2025-01-06T03:00:00Z", "America/New_York")).toBe("Jan 5, 2025");
    expect(formatLeadDate("2025-01-05T20:00:00Z", "Asia/Tokyo")).toBe("Jan 6, 2025");
  });

  it("prints a chat's date as 'MMM d, yyyy HH:mm' on a 24-hour clock", () => {
    expect(formatChatDate("2025-01-05T14:03:00Z", "UTC")).toBe("Jan 5, 2025 14:03");
    expect(formatChatDate("2025-01-05T00:05:00Z", "UTC")).toBe("Jan 5, 2025 00:05");
    expect(formatChatDate("2025-07-04T09:30:00Z", "America/Los_Angeles")).toBe("Jul 4, 2025 02:30");
  });

  it("prints a contact request's date in en-US with month, day, year, hour and minute", () => {
    expect(formatRequestDate("2025-01-05T14:03:00Z", "UTC")).toBe("Jan 5, 2025 14:03");
    expect(formatRequestDate("2025-03-09T00:00:00Z", "UTC")).toBe("Mar 9, 2025 00:00");
  });

  it("prints 'N/A' for a missing or unreadable date", () => {
    for (const bad of [null, undefined, "", "yesterday"]) {
      expect(formatRequestDate(bad, "UTC")).toBe("N/A");
      expect(formatLeadDate(bad, "UTC")).toBe("N/A");
      expect(formatChatDate(bad, "UTC")).toBe("N/A");
    }
  });
});

describe("truncated messages", () => {
  it("leaves a text that fits alone", () => {
    expect(truncated("Short and sweet.", 60)).toBeNull();
    expect(truncated("x".repeat(60), 60)).toBeNull();
  });

  it("cuts a long text at a word with an ellipsis", () => {
    const text = "I would like to know how the AI reception agent handles calls after hours and on weekends.";
    const cut = truncated(text, 60)!;
    expect(cut.endsWith("…")).toBe(true);
    expect([...cut].length).toBeLessThanOrEqual(61);
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
    expect(cut).toBe("I would like to know how the AI reception agent handles…");
  });

  it("cuts a text without spaces at the limit, and never splits an emoji", () => {
    expect(truncated("a".repeat(80), 60)).toBe(`${"a".repeat(60)}…`);
    expect(truncated("😀".repeat(70), 60)).toBe(`${"😀".repeat(60)}…`);
  });
});

describe("counts in sentences", () => {
  it("says one and many", () => {
    expect(countOf(1, "lead")).toBe("1 lead");
    expect(countOf(0, "lead")).toBe("0 leads");
    expect(countOf(3, "chat message")).toBe("3 chat messages");
    expect(listSentence(["2 leads", "1 contact request", "3 chat messages"])).toBe(
      "2 leads, 1 contact request and 3 chat messages",
    );
    expect(listSentence(["a", "b"])).toBe("a and b");
    expect(listSentence(["a"])).toBe("a");
  });
});

describe("source links", () => {
  it("links http(s) addresses and paths on this site", () => {
    expect(safeHref("https://example.com/a?b=1")).toBe("https://example.com/a?b=1");
    expect(safeHref("http://example.com")).toBe("http://example.com/");
    expect(safeHref("/business/dayo")).toBe("/business/dayo");
  });

  it("refuses scripts, data, other schemes and protocol-relative addresses", () => {
    for (const bad of [
      "javascript:alert(1)",
      " JavaScript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:x",
      "//evil.example.com",
      "/\\evil.example.com",
      "mailto:a@example.com",
      "not a url",
    ]) {
      expect(safeHref(bad), bad).toBeNull();
    }
  });
});

describe("mail links", () => {
  it("links a plain address and nothing that could add mail headers", async () => {
    const { mailtoHref } = await import("../../src/app/features/admin/format.ts");
    expect(mailtoHref("ada@example.com")).toBe("mailto:ada@example.com");
    expect(mailtoHref("o'brien+tag@sub.example.co.uk")).toBe("mailto:o'brien+tag@sub.example.co.uk");
    for (const bad of [
      "x@y.z?bcc=evil@evil.example&body=hi",
      "x@y.z&cc=a@b.c",
      "a b@c.d",
      "javascript:alert(1)//@x.y",
      "x@y.z#frag",
      "no-at-sign",
      "two@@x.y",
    ]) {
      expect(mailtoHref(bad), bad).toBeNull();
    }
  });
});

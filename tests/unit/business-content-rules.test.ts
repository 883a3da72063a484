import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { businessContentSchema } from "../../src/shared/business.ts";

// A real, valid business file as the base each case breaks in one place.
const subs = JSON.parse(fs.readFileSync("content/businesses/the-subs-ai.json", "utf8")) as Record<string, unknown> & {
  videos: { isMain?: boolean }[];
};

function issues(content: unknown) {
  const parsed = businessContentSchema.safeParse(content);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
}

describe("business content rules", () => {
  it("accepts the real file", () => {
    expect(issues(subs)).toEqual([]);
  });

  it("refuses a live business without a video", () => {
    expect(issues({ ...subs, videos: [] })).toEqual(["videos: a live business needs at least one video"]);
    expect(issues({ ...subs, status: "comingsoon", videos: [] })).toEqual([]);
  });

  it("refuses two main videos", () => {
    const videos = subs.videos.map((v) => ({ ...v, isMain: true }));
    expect(issues({ ...subs, videos })).toEqual(["videos: at most one video may be main"]);
  });

  it("takes only http(s) addresses for investor links", () => {
    const investor = (financialsUrl: string) => ({ ...subs, investor: { enabled: true, financialsUrl } });
    expect(issues(investor("https://example.com/financials.pdf"))).toEqual([]);
    expect(issues(investor("http://example.com/financials.pdf"))).toEqual([]);
    expect(issues(investor("/media/financials.pdf"))).toEqual([]);
    expect(issues(investor("ftp://example.com/financials.pdf"))).not.toEqual([]);
  });
});

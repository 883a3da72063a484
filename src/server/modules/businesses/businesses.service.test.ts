import { describe, expect, it } from "vitest";
import type { BusinessesRepository, BusinessRow } from "./businesses.repository.ts";
import { createBusinessesService, LIST_CACHE_TTL_MS } from "./businesses.service.ts";

function row(slug: string, extra: Partial<BusinessRow> = {}): BusinessRow {
  return {
    id: `id-${slug}`,
    slug,
    name: slug,
    description: `About ${slug}`,
    fullDescription: null,
    posterSrc: `/media/posters/${slug}.svg`,
    status: "live",
    websiteUrl: null,
    category: "business",
    sortOrder: 0,
    hiddenFromGrid: 0,
    blocks: "[]",
    whatToExpect: "[]",
    investorEnabled: 0,
    investorThumbImage: null,
    investorVideoUrl: null,
    investorShowVideo: 1,
    investorShowPresentation: 1,
    investorGammaEmbed: null,
    investorFinancialsUrl: null,
    createdAt: "2025-01-01T00:00:00.000Z",
    updatedAt: "2025-01-01T00:00:00.000Z",
    ...extra,
  };
}

const defaults = {
  featureBlock: {
    type: "feature-cards" as const,
    title: "Generic",
    cards: [{ icon: "zap" as const, title: "A", body: "B" }],
  },
  whatToExpect: [
    { icon: "zap" as const, title: "One", body: "1" },
    { icon: "zap" as const, title: "Two", body: "2" },
    { icon: "zap" as const, title: "Three", body: "3" },
  ],
};

function setup() {
  let rows = [row("a"), row("b", { hiddenFromGrid: 1 })];
  let version = "v1";
  let clock = 0;
  let listCalls = 0;
  const repo = {
    listAll: async () => {
      listCalls++;
      return rows;
    },
    findById: async (id: string) => rows.find((r) => r.id === id),
    findBySlug: async (s: string) => rows.find((r) => r.slug === s),
    findByAlias: async (a: string) => (a === "alias-a" ? rows[0] : undefined),
    listVideos: async () => [],
    listAliases: async () => [],
  } satisfies BusinessesRepository;
  const service = createBusinessesService({
    repo,
    contentVersion: async () => version,
    defaults: () => defaults,
    now: () => clock,
  });
  return {
    service,
    calls: () => listCalls,
    setRows: (r: BusinessRow[]) => (rows = r),
    setVersion: (v: string) => (version = v),
    tick: (ms: number) => (clock += ms),
  };
}

describe("businesses service", () => {
  it("serves the list from its cache until five minutes pass", async () => {
    const s = setup();
    await s.service.list();
    s.tick(LIST_CACHE_TTL_MS - 1);
    await s.service.list();
    expect(s.calls()).toBe(1);
    s.tick(2);
    await s.service.list();
    expect(s.calls()).toBe(2);
  });

  it("drops the cache when the seed bumps the content version", async () => {
    const s = setup();
    expect((await s.service.list()).map((b) => b.slug)).toEqual(["a", "b"]);
    s.setRows([row("a"), row("b"), row("c")]);
    s.setVersion("v2");
    s.tick(10_000);
    expect((await s.service.list()).map((b) => b.slug)).toEqual(["a", "b", "c"]);
  });

  it("drops the cache on invalidate()", async () => {
    const s = setup();
    await s.service.list();
    s.service.invalidate();
    await s.service.list();
    expect(s.calls()).toBe(2);
  });

  it("leaves hidden businesses out of the grid only", async () => {
    const s = setup();
    expect((await s.service.listForGrid()).map((b) => b.slug)).toEqual(["a"]);
    expect(await s.service.list()).toHaveLength(2);
  });

  it("builds a page from slug or alias, falling back to the description and the generic blocks", async () => {
    const s = setup();
    const page = (await s.service.getPage("alias-a"))!;
    expect(page.business.slug).toBe("a");
    expect(page.fullDescription).toBe("About a");
    expect(page.blocks).toEqual([defaults.featureBlock]);
    expect(page.whatToExpect).toEqual(defaults.whatToExpect);
    expect(await s.service.getPage("nobody")).toBeNull();
  });

  it("keeps a business's own feature block instead of the generic one", async () => {
    const s = setup();
    const own = { type: "feature-cards", title: "Own", cards: [{ icon: "radio", title: "X", body: "Y" }] };
    s.setRows([row("a", { blocks: JSON.stringify([own]) })]);
    expect((await s.service.getPage("a"))!.blocks).toEqual([own]);
  });

  it("survives a corrupt blocks column by showing the generic block", async () => {
    const s = setup();
    s.setRows([row("a", { blocks: "{not json" })]);
    expect((await s.service.getPage("a"))!.blocks).toEqual([defaults.featureBlock]);
  });
});

describe("investor material", () => {
  const shown = row("shown", {
    investorVideoUrl: "/v.mp4",
    investorGammaEmbed: "<p>deck</p>",
    investorFinancialsUrl: "/f.pdf",
  });
  const hidden = row("hidden", {
    investorVideoUrl: "/v.mp4",
    investorGammaEmbed: "<p>deck</p>",
    investorShowVideo: 0,
    investorShowPresentation: 0,
  });
  const rows = [shown, hidden];
  const service = createBusinessesService({
    repo: {
      findById: async (id: string) => rows.find((r) => r.id === id),
      findBySlug: async (s: string) => rows.find((r) => r.slug === s),
      findByAlias: async () => undefined,
    } as unknown as BusinessesRepository,
    contentVersion: async () => null,
    defaults: () => defaults,
  });

  it("is withheld from the public business shape", async () => {
    const b = await service.getBySlugOrAlias("shown");
    expect([b?.investorVideoUrl, b?.investorGammaEmbed, b?.investorFinancialsUrl]).toEqual([null, null, null]);
  });

  it("reads a hidden video or interactive presentation as absent, and a shown one as given", async () => {
    expect(await service.getInvestorMaterial("id-shown")).toEqual({
      videoUrl: "/v.mp4",
      presentationHtml: "<p>deck</p>",
      financialsUrl: "/f.pdf",
    });
    expect(await service.getInvestorMaterial("id-hidden")).toEqual({
      videoUrl: null,
      presentationHtml: null,
      financialsUrl: null,
    });
    expect(await service.getInvestorMaterial("id-none")).toBeNull();
  });
});

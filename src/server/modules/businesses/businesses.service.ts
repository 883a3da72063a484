import type {
  Business,
  BusinessDetails,
  BusinessPage,
  BusinessVideo,
  BusinessDefaults,
} from "../../../shared/business.ts";
import type { BusinessesRepository } from "./businesses.repository.ts";
import {
  parseBlocks,
  parseExpectations,
  toBusiness,
  toInvestorMaterial,
  toVideo,
  type InvestorMaterialFields,
} from "./businesses.mapper.ts";

export const LIST_CACHE_TTL_MS = 5 * 60_000;

interface Deps {
  repo: BusinessesRepository;
  /**
   * The content version the seed bumps on every change, asked on every list; the server passes
   * its version clock (one database read per second at most), so the list, the API's cached
   * answers and the cached pages all move to a new version together.
   */
  contentVersion: () => Promise<string | null>;
  defaults: () => BusinessDefaults;
  now?: () => number;
}

export function createBusinessesService({ repo, contentVersion, defaults, now = Date.now }: Deps) {
  let cache: { list: Business[]; version: string | null; loadedAt: number } | null = null;

  async function list(): Promise<Business[]> {
    const t = now();
    const version = await contentVersion();
    if (cache && t - cache.loadedAt < LIST_CACHE_TTL_MS && version === cache.version) return cache.list;
    const rows = await repo.listAll();
    cache = { list: rows.map(toBusiness), version, loadedAt: t };
    return cache.list;
  }

  async function findBySlugOrAlias(slug: string) {
    return (await repo.findBySlug(slug)) ?? (await repo.findByAlias(slug));
  }

  return {
    list,

    /** The ventures grid: every business not flagged hidden, in display order. */
    async listForGrid(): Promise<Business[]> {
      return (await list()).filter((b) => !b.hiddenFromGrid);
    },

    async getById(id: string): Promise<Business | null> {
      const row = await repo.findById(id);
      return row ? toBusiness(row) : null;
    },

    async getBySlugOrAlias(slug: string): Promise<Business | null> {
      const row = await findBySlugOrAlias(slug);
      return row ? toBusiness(row) : null;
    },

    /** The gated part of a business's investor portal; the portal asks only for an unlocked visitor. */
    async getInvestorMaterial(id: string): Promise<InvestorMaterialFields | null> {
      const row = await repo.findById(id);
      return row ? toInvestorMaterial(row) : null;
    },

    async getVideos(id: string): Promise<BusinessVideo[] | null> {
      if (!(await repo.findById(id))) return null;
      return (await repo.listVideos(id)).map(toVideo);
    },

    async getDetails(id: string): Promise<BusinessDetails | null> {
      const row = await repo.findById(id);
      if (!row) return null;
      return { fullDescription: row.fullDescription ?? row.description };
    },

    /** Everything the business page needs in one call; null when neither slug nor alias matches. */
    async getPage(slugOrAlias: string): Promise<BusinessPage | null> {
      const row = await findBySlugOrAlias(slugOrAlias);
      if (!row) return null;
      const [videoRows, aliases] = await Promise.all([repo.listVideos(row.id), repo.listAliases(row.id)]);
      const blocks = parseBlocks(row.blocks);
      const expectations = parseExpectations(row.whatToExpect);
      const d = defaults();
      return {
        business: toBusiness(row),
        videos: videoRows.map(toVideo),
        fullDescription: row.fullDescription ?? row.description,
        blocks: blocks.some((b) => b.type === "feature-cards") ? blocks : [...blocks, d.featureBlock],
        whatToExpect: expectations.length > 0 ? expectations : d.whatToExpect,
        aliases,
      };
    },

    /** Drops the cached list; the seed calls this after it changes businesses in this process. */
    invalidate(): void {
      cache = null;
    },
  };
}

export type BusinessesService = ReturnType<typeof createBusinessesService>;

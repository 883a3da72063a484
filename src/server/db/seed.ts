import { createHash } from "node:crypto";
import type { BusinessContent } from "../../shared/business.ts";
import type { SiteContent } from "../modules/content/content.loader.ts";
import { setMeta } from "../modules/site/site-meta.repository.ts";
import type { DbHandle } from "./create-db.ts";
import { stableId } from "./ids.ts";

export const CONTENT_HASH_KEY = "content_hash";
export const CONTENT_VERSION_KEY = "content_version";

export interface SeedResult {
  changed: boolean;
  inserted: number;
  updated: number;
  removed: number;
}

function hashContent(content: SiteContent): string {
  return createHash("sha256").update(JSON.stringify(content.businesses)).digest("hex");
}

function rowFrom(b: BusinessContent) {
  return {
    slug: b.slug,
    name: b.name,
    description: b.description,
    fullDescription: b.fullDescription ?? null,
    posterSrc: b.posterSrc,
    status: b.status,
    websiteUrl: b.websiteUrl ?? null,
    category: b.category,
    sortOrder: b.sortOrder,
    hiddenFromGrid: b.hiddenFromGrid ? 1 : 0,
    blocks: JSON.stringify(b.blocks),
    whatToExpect: JSON.stringify(b.whatToExpect),
    investorEnabled: b.investor.enabled ? 1 : 0,
    investorThumbImage: b.investor.thumbImage ?? null,
    investorVideoUrl: b.investor.videoUrl ?? null,
    investorShowVideo: b.investor.showVideo ? 1 : 0,
    investorShowPresentation: b.investor.showInteractivePresentation ? 1 : 0,
    investorGammaEmbed: b.investor.gammaEmbed ?? null,
    investorFinancialsUrl: b.investor.financialsUrl ?? null,
  };
}

/**
 * Makes the database's businesses match content/ exactly, in one write transaction.
 * Idempotent: unchanged content is detected by hash and nothing is written; a business keeps its
 * id and createdAt across re-seeds, and updatedAt moves only when its own row changed.
 */
export async function seedContent(handle: DbHandle, content: SiteContent, now = new Date()): Promise<SeedResult> {
  const hash = hashContent(content);
  const stamp = now.toISOString();
  return handle.write(async (trx) => {
    const current = await trx
      .selectFrom("siteMeta")
      .select("value")
      .where("key", "=", CONTENT_HASH_KEY)
      .executeTakeFirst();
    if (current?.value === hash) return { changed: false, inserted: 0, updated: 0, removed: 0 };

    const existing = await trx.selectFrom("businesses").selectAll().execute();
    const bySlug = new Map(existing.map((r) => [r.slug, r]));
    let inserted = 0;
    let updated = 0;

    for (const b of content.businesses) {
      const row = rowFrom(b);
      const prev = bySlug.get(b.slug);
      let id: string;
      if (prev) {
        id = prev.id;
        const differs = (Object.keys(row) as (keyof typeof row)[]).some(
          (k) => String(prev[k] ?? "") !== String(row[k] ?? ""),
        );
        if (differs) {
          await trx
            .updateTable("businesses")
            .set({ ...row, updatedAt: stamp })
            .where("id", "=", id)
            .execute();
          updated++;
        }
        bySlug.delete(b.slug);
      } else {
        id = stableId("business", b.slug);
        await trx
          .insertInto("businesses")
          .values({ ...row, id, createdAt: stamp, updatedAt: stamp })
          .execute();
        inserted++;
      }

      await trx.deleteFrom("businessAliases").where("businessId", "=", id).execute();
      const aliases = [...new Set(b.aliases)].filter((a) => a !== b.slug);
      if (aliases.length > 0) {
        await trx
          .insertInto("businessAliases")
          .values(aliases.map((alias) => ({ alias, businessId: id })))
          .execute();
      }

      await trx.deleteFrom("businessVideos").where("businessId", "=", id).execute();
      if (b.videos.length > 0) {
        await trx
          .insertInto("businessVideos")
          .values(
            b.videos.map((v, i) => ({
              id: stableId("video", `${b.slug}:${v.src}`),
              businessId: id,
              title: v.title,
              src: v.src,
              srcWebm: v.srcWebm ?? null,
              poster: v.poster ?? null,
              description: v.description ?? null,
              isMain: v.isMain ? 1 : 0,
              sortOrder: i,
            })),
          )
          .execute();
      }
    }

    const removedIds = [...bySlug.values()].map((r) => r.id);
    if (removedIds.length > 0) await trx.deleteFrom("businesses").where("id", "in", removedIds).execute();

    await setMeta(trx, CONTENT_HASH_KEY, hash, stamp);
    await setMeta(trx, CONTENT_VERSION_KEY, `${stamp}:${hash.slice(0, 12)}`, stamp);
    return { changed: true, inserted, updated, removed: removedIds.length };
  });
}

export async function isEmpty(handle: DbHandle): Promise<boolean> {
  const row = await handle.db.selectFrom("businesses").select("id").limit(1).executeTakeFirst();
  return row === undefined;
}

import {
  BUSINESS_STATUSES,
  contentBlockSchema,
  expectItemSchema,
  type Business,
  type BusinessCategory,
  type BusinessStatus,
  type BusinessVideo,
  type ContentBlock,
  type ExpectItem,
} from "../../../shared/business.ts";
import type { BusinessRow, BusinessVideoRow } from "./businesses.repository.ts";

/** A missing or unknown status reads as 'comingsoon' (spec §4's default), never as live. */
export function statusOf(value: string | null | undefined): BusinessStatus {
  return (BUSINESS_STATUSES as readonly string[]).includes(value ?? "") ? (value as BusinessStatus) : "comingsoon";
}

export function toBusiness(row: BusinessRow): Business {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    fullDescription: row.fullDescription,
    slug: row.slug,
    posterSrc: row.posterSrc,
    status: statusOf(row.status),
    websiteUrl: row.websiteUrl,
    category: row.category as BusinessCategory,
    sortOrder: Number(row.sortOrder),
    hiddenFromGrid: Number(row.hiddenFromGrid) === 1,
    investorEnabled: Number(row.investorEnabled) === 1,
    investorThumbImage: row.investorThumbImage,
    // The spec's per-slug exception lists are data (showVideo, showInteractivePresentation): a
    // hidden section's field reads as absent, so every reader shows the same thing.
    investorVideoUrl: Number(row.investorShowVideo) === 1 ? row.investorVideoUrl : null,
    investorGammaEmbed: Number(row.investorShowPresentation) === 1 ? row.investorGammaEmbed : null,
    investorFinancialsUrl: row.investorFinancialsUrl,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function toVideo(row: BusinessVideoRow): BusinessVideo {
  return {
    id: row.id,
    title: row.title,
    src: row.src,
    srcWebm: row.srcWebm,
    poster: row.poster,
    description: row.description,
    isMain: Number(row.isMain) === 1,
  };
}

/** Stored JSON was validated when seeded; parse again so a hand-edited row cannot break a page. */
export function parseBlocks(json: string): ContentBlock[] {
  const parsed = contentBlockSchema.array().safeParse(safeJson(json));
  return parsed.success ? parsed.data : [];
}

export function parseExpectations(json: string): ExpectItem[] {
  const parsed = expectItemSchema.array().safeParse(safeJson(json));
  return parsed.success ? parsed.data : [];
}

function safeJson(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return null;
  }
}

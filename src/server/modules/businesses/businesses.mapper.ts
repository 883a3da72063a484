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
    // What the portal keeps behind its gate is withheld from the public shape (the API, the
    // business page's data, the grid): only an unlocked portal reads it (toInvestorMaterial).
    investorVideoUrl: null,
    investorGammaEmbed: null,
    investorFinancialsUrl: null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** What an unlocked investor portal shows besides its documents. */
export interface InvestorMaterialFields {
  videoUrl: string | null;
  presentationHtml: string | null;
  financialsUrl: string | null;
}

/**
 * The spec's per-slug exception lists are data (showVideo, showInteractivePresentation): a hidden
 * section's field reads as absent.
 */
export function toInvestorMaterial(row: BusinessRow): InvestorMaterialFields {
  return {
    videoUrl: Number(row.investorShowVideo) === 1 ? row.investorVideoUrl : null,
    presentationHtml: Number(row.investorShowPresentation) === 1 ? row.investorGammaEmbed : null,
    financialsUrl: row.investorFinancialsUrl,
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

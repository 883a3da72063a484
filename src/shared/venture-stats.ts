import type { BusinessStatus } from "./business.ts";

export interface VentureStat {
  label: string;
  value: number;
}

/**
 * The ventures page's headline figures, counted from the businesses the grid shows, so the two
 * can never disagree (they were once typed into site.json and drifted).
 */
export function ventureStats(businesses: readonly { status: BusinessStatus }[]): VentureStat[] {
  const count = (...statuses: BusinessStatus[]) => businesses.filter((b) => statuses.includes(b.status)).length;
  return [
    { label: "Ventures in the portfolio", value: businesses.length },
    { label: "Live businesses", value: count("live") },
    { label: "In beta and testing", value: count("beta", "testing") },
    { label: "Coming soon", value: count("comingsoon") },
  ];
}

import type { BusinessCategory } from "../../../shared/business.ts";

export const CATEGORY_LABELS: Record<BusinessCategory, string> = {
  business: "Business",
  education: "Education",
  entertainment: "Entertainment",
  "personal-use": "Personal Use",
};

import type { NavLink } from "./site-header.tsx";
import type { FooterColumn } from "./site-footer.tsx";

/** Section links of the ventures landing (/businesses). */
export const VENTURES_NAV: NavLink[] = [
  { label: "Home", href: "#home" },
  { label: "Businesses", href: "#businesses" },
  { label: "About", href: "#about" },
  { label: "Contact", href: "#contact" },
];

/** Links every other page's header carries. */
export const SITE_NAV: NavLink[] = [
  { label: "AI Agents", href: "/" },
  { label: "Ventures", href: "/businesses" },
  { label: "Blog", href: "/blog" },
];

export const SITE_FOOTER_COLUMNS: FooterColumn[] = [
  {
    title: "Company",
    links: [
      { label: "AI Reception Agents", href: "/services/ai-reception-agents" },
      { label: "Free Trial", href: "/start-trial" },
      { label: "Our Ventures", href: "/businesses" },
    ],
  },
  {
    title: "Resources",
    links: [
      { label: "Blog", href: "/blog" },
      { label: "Case Studies", href: "/blog/case-studies" },
      { label: "AI Integration Guide", href: "/blog/ai-integration-guide" },
      { label: "Success Stories", href: "/blog/success-stories" },
    ],
  },
];

/** The home page's section links (spec anchors). */
export const HOME_NAV: NavLink[] = [
  { label: "Solutions", href: "#solutions" },
  { label: "Pricing", href: "#pricing" },
  { label: "Features", href: "#features" },
  { label: "Blog", href: "/blog" },
  { label: "Contact", href: "#contact" },
];

/** Every footer link the spec lists for the home page, grouped. */
export const HOME_FOOTER_COLUMNS: FooterColumn[] = [
  {
    title: "Services",
    links: [
      { label: "AI Reception Agents", href: "/services/ai-reception-agents" },
      { label: "Free Trial", href: "/start-trial" },
      { label: "AI Twin Demo", href: "/ai-twin-demo" },
      { label: "Pricing", href: "#pricing" },
    ],
  },
  ...SITE_FOOTER_COLUMNS.filter((c) => c.title === "Resources"),
];

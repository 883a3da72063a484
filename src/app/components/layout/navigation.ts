/** A link in the header or footer: app paths go through the router, `#anchors` stay on the page. */
export interface NavLink {
  label: string;
  href: string;
}

export interface FooterColumn {
  title: string;
  links: NavLink[];
}

/** What one header variant shows: its section links and an optional call to action. */
export interface HeaderVariant {
  links: NavLink[];
  cta?: NavLink;
}

const START_TRIAL: NavLink = { label: "Start Free Trial", href: "/start-trial" };

/**
 * The header's variants. The spec gives the ventures landing, the home page and the trial page
 * their own links; every other public page uses "site".
 */
export const HEADERS = {
  /** Ventures landing (/businesses): its sections home, businesses, about and contact. */
  ventures: {
    links: [
      { label: "Home", href: "#home" },
      { label: "Businesses", href: "#businesses" },
      { label: "About", href: "#about" },
      { label: "Contact", href: "#contact" },
    ],
  },
  /** The home page's section anchors. */
  home: {
    links: [
      { label: "Solutions", href: "#solutions" },
      { label: "Pricing", href: "#pricing" },
      { label: "Features", href: "#features" },
      { label: "Blog", href: "/blog" },
      { label: "Contact", href: "#contact" },
    ],
    cta: START_TRIAL,
  },
  /** Trial page: the home page's features and contact, and Back to Home. */
  trial: {
    links: [
      { label: "Features", href: "/#features" },
      { label: "Contact", href: "/#contact" },
    ],
    cta: { label: "Back to Home", href: "/" },
  },
  /** An investor portal: back home, and the portal itself. */
  investor: {
    links: [
      { label: "Home", href: "/" },
      { label: "Investor Portal", href: "#portal" },
    ],
  },
  site: {
    links: [
      { label: "AI Agents", href: "/" },
      { label: "Ventures", href: "/businesses" },
      { label: "Blog", href: "/blog" },
    ],
    cta: START_TRIAL,
  },
} satisfies Record<string, HeaderVariant>;

export type HeaderName = keyof typeof HEADERS;

/** The footer every public page carries: every link the spec lists for it, grouped. */
export const FOOTER_COLUMNS: FooterColumn[] = [
  {
    title: "Services",
    links: [
      { label: "AI Reception Agents", href: "/services/ai-reception-agents" },
      { label: "Free Trial", href: "/start-trial" },
      { label: "AI Twin Demo", href: "/ai-twin-demo" },
      { label: "Pricing", href: "/#pricing" },
    ],
  },
  {
    title: "Company",
    links: [
      { label: "Our Ventures", href: "/businesses" },
      { label: "Blog", href: "/blog" },
      { label: "Contact", href: "/#contact" },
    ],
  },
  {
    title: "Resources",
    links: [
      { label: "Case Studies", href: "/blog/case-studies" },
      { label: "AI Integration Guide", href: "/blog/ai-integration-guide" },
      { label: "Success Stories", href: "/blog/success-stories" },
    ],
  },
];

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

/*
 * Labels are in sentence case (issue 21), except those the spec quotes: the trial page's
 * "Back to Home", the investor portal's "Investor Portal", the footer's Terms of Service and
 * Privacy Policy (site-footer.tsx) and the blog category titles the Resources links lead to.
 */
const START_TRIAL: NavLink = { label: "Start free trial", href: "/start-trial" };

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
      { label: "AI agents", href: "/" },
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
      { label: "AI reception agents", href: "/services/ai-reception-agents" },
      { label: "Free trial", href: "/start-trial" },
      { label: "AI twin demo", href: "/ai-twin-demo" },
      { label: "Pricing", href: "/#pricing" },
    ],
  },
  {
    title: "Company",
    links: [
      { label: "Our ventures", href: "/businesses" },
      { label: "Blog", href: "/blog" },
      { label: "Contact", href: "/#contact" },
    ],
  },
  {
    title: "Resources",
    // The titles of the category pages they open (public-site.md §2, Blog).
    links: [
      { label: "Case Studies", href: "/blog/case-studies" },
      { label: "AI Integration Guide", href: "/blog/ai-integration-guide" },
      { label: "Success Stories", href: "/blog/success-stories" },
    ],
  },
];

import { Menu, X } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { useSite } from "../../lib/site.ts";
import { buttonClass } from "../ui/button.tsx";
import { Logo } from "./logo.tsx";

export interface NavLink {
  label: string;
  href: string;
}

/** The header turns dark once the page has scrolled past this many pixels (spec §9). */
export const HEADER_SCROLL_THRESHOLD = 10;

interface Props {
  links: NavLink[];
  cta?: NavLink;
  /** Where the logo points. */
  home?: string;
}

function NavAnchor({ link, className, onClick }: { link: NavLink; className: string; onClick?: () => void }) {
  // In-page anchors and absolute addresses are plain links; app paths go through the router.
  if (link.href.startsWith("#") || /^[a-z]+:/.test(link.href)) {
    return (
      <a href={link.href} className={className} onClick={onClick}>
        {link.label}
      </a>
    );
  }
  return (
    <Link to={link.href} className={className} onClick={onClick}>
      {link.label}
    </Link>
  );
}

export function SiteHeader({ links, cta, home = "/" }: Props) {
  const site = useSite();
  const [scrolled, setScrolled] = useState(false);
  const [open, setOpen] = useState(false);
  const location = useLocation();

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > HEADER_SCROLL_THRESHOLD);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  // Close the menu when the route changes (adjusting state during render, not in an effect).
  const [menuKey, setMenuKey] = useState(location.key);
  if (menuKey !== location.key) {
    setMenuKey(location.key);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setOpen(false);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);

  const dark = scrolled || open;
  return (
    <header
      data-scrolled={scrolled ? "true" : "false"}
      className={`fixed inset-x-0 top-0 z-50 transition-colors duration-300 ${
        dark ? "border-b border-white/10 bg-ink-950/95 shadow-lg shadow-black/20 backdrop-blur" : "bg-transparent"
      }`}
    >
      <div className="container-page flex h-16 items-center justify-between gap-6">
        <Logo name={site.companyName} to={home} />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {links.map((l) => (
            <NavAnchor
              key={l.href}
              link={l}
              className="rounded-md px-3 py-2 text-sm font-medium text-gray-200 transition-colors hover:text-white"
            />
          ))}
          {cta && <NavAnchor link={cta} className={buttonClass("primary", "md", "ml-3")} />}
        </nav>
        <button
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-md text-white md:hidden"
          aria-expanded={open}
          aria-controls="mobile-menu"
          aria-label={open ? "Close menu" : "Open menu"}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
        </button>
      </div>
      <nav
        id="mobile-menu"
        aria-label="Mobile"
        hidden={!open}
        className="border-t border-white/10 bg-ink-950 md:hidden"
      >
        <ul className="container-page flex flex-col py-3">
          {links.map((l) => (
            <li key={l.href}>
              <NavAnchor
                link={l}
                onClick={() => setOpen(false)}
                className="flex min-h-12 items-center rounded-md px-2 text-base font-medium text-gray-100 hover:bg-white/5"
              />
            </li>
          ))}
          {cta && (
            <li className="pt-2 pb-1">
              <NavAnchor link={cta} onClick={() => setOpen(false)} className={buttonClass("primary", "lg", "w-full")} />
            </li>
          )}
        </ul>
      </nav>
    </header>
  );
}

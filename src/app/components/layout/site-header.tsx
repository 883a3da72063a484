import { Menu, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { useSite } from "../../lib/site.ts";
import { buttonClass } from "../ui/button.tsx";
import { Logo } from "./logo.tsx";
import type { HeaderVariant, NavLink } from "./navigation.ts";

/** The header turns dark once the page has scrolled past this many pixels (spec §9). */
export const HEADER_SCROLL_THRESHOLD = 10;

interface Props {
  variant: HeaderVariant;
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

export function SiteHeader({ variant, home = "/" }: Props) {
  const { links, cta } = variant;
  const site = useSite();
  const [scrolled, setScrolled] = useState(false);
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

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

  /** Closes the menu and puts keyboard focus back on the button that opened it (WCAG 2.4.3). */
  const closeToToggle = () => {
    setOpen(false);
    toggleRef.current?.focus();
    // Following an in-page anchor moves focus to the page afterwards: take it back once more.
    window.setTimeout(() => toggleRef.current?.focus(), 0);
  };

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);

  // Tab past the last menu link would land on the page hidden under the fixed panel (2.4.11):
  // the menu closes as soon as focus leaves the header.
  const onBlur = (e: React.FocusEvent<HTMLElement>) => {
    const next = e.relatedTarget;
    if (open && next instanceof Node && !headerRef.current?.contains(next)) setOpen(false);
  };

  const dark = scrolled || open;
  return (
    <>
      {open && (
        <div
          aria-hidden="true"
          data-testid="menu-backdrop"
          className="fixed inset-0 z-40 bg-ink-950/70 backdrop-blur-sm lg:hidden"
          onClick={() => setOpen(false)}
        />
      )}
      <header
        ref={headerRef}
        onBlur={onBlur}
        data-scrolled={scrolled ? "true" : "false"}
        className={`site-header fixed inset-x-0 top-0 z-50 transition-colors duration-300 ${
          dark ? "border-b border-white/10 bg-ink-950/95 shadow-card backdrop-blur" : "bg-transparent"
        }`}
      >
        <div className="container-page flex h-16 items-center justify-between gap-4">
          <Logo name={site.companyName} to={home} />
          <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
            {links.map((l) => (
              <NavAnchor
                key={l.href}
                link={l}
                className="inline-flex min-h-11 items-center rounded-control px-3 text-sm font-medium whitespace-nowrap text-gray-200 transition-colors hover:text-white"
              />
            ))}
          </nav>
          <div className="flex items-center gap-2">
            {cta && (
              <NavAnchor link={cta} className={buttonClass("primary", "md", "whitespace-nowrap max-md:hidden")} />
            )}
            <button
              ref={toggleRef}
              type="button"
              className="inline-flex size-11 items-center justify-center rounded-control text-white lg:hidden"
              aria-expanded={open}
              aria-controls="mobile-menu"
              aria-label={open ? "Close menu" : "Open menu"}
              onClick={() => setOpen((v) => !v)}
            >
              {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
            </button>
          </div>
        </div>
        <nav
          id="mobile-menu"
          aria-label="Mobile"
          hidden={!open}
          className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-white/15 bg-ink-900 shadow-card lg:hidden"
        >
          <ul className="container-page flex flex-col py-4">
            {links.map((l) => (
              <li key={l.href}>
                <NavAnchor
                  link={l}
                  onClick={closeToToggle}
                  className="flex min-h-12 items-center rounded-control px-3 text-base font-medium text-gray-100 hover:bg-white/5"
                />
              </li>
            ))}
            {cta && (
              <li className="pt-3 pb-1 md:hidden">
                <NavAnchor link={cta} onClick={closeToToggle} className={buttonClass("primary", "lg", "w-full")} />
              </li>
            )}
          </ul>
        </nav>
      </header>
    </>
  );
}

import { useRouteLoaderData } from "react-router";
import type { SiteConfig } from "../../../shared/site-config.ts";
import { SiteFooter, type FooterColumn } from "./site-footer.tsx";
import { SiteHeader, type NavLink } from "./site-header.tsx";
import { SITE_FOOTER_COLUMNS, SITE_NAV } from "./navigation.ts";

interface Props {
  children: React.ReactNode;
  nav?: NavLink[];
  cta?: NavLink;
  footerColumns?: FooterColumn[];
}

/** Header, main landmark and footer around a page. */
export function PageShell({ children, nav = SITE_NAV, cta, footerColumns = SITE_FOOTER_COLUMNS }: Props) {
  const data = useRouteLoaderData("root") as { site: SiteConfig } | undefined;
  // Without the site configuration (the root loader itself failed) only the content can render.
  if (!data) return <main id="main">{children}</main>;
  return (
    <>
      <SiteHeader links={nav} {...(cta ? { cta } : {})} />
      <main id="main">{children}</main>
      <SiteFooter site={data.site} columns={footerColumns} />
    </>
  );
}

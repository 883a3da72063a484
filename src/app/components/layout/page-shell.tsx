import { useRouteLoaderData } from "react-router";
import type { SiteConfig } from "../../../shared/site-config.ts";
import { WidgetLauncher } from "../../features/site-widget/widget-launcher.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";
import { HEADERS, type HeaderName } from "./navigation.ts";
import { useRenderDeferredSections } from "./render-lazily.ts";

interface Props {
  children: React.ReactNode;
  /** Which of the header's variants (navigation.ts) this page shows. */
  header?: HeaderName;
  /** The floating Aurora chat button; off on pages that show an assistant of their own. */
  widget?: boolean;
}

/** The one header, the main landmark and the one footer around every public page. */
export function PageShell({ children, header = "site", widget = true }: Props) {
  const data = useRouteLoaderData("root") as { site: SiteConfig } | undefined;
  useRenderDeferredSections();
  // Without the site configuration (the root loader itself failed) only the content can render.
  if (!data) return <main id="main">{children}</main>;
  return (
    <>
      <SiteHeader variant={HEADERS[header]} />
      <main id="main">{children}</main>
      <SiteFooter site={data.site} />
      {widget ? <WidgetLauncher /> : null}
    </>
  );
}

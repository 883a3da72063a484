import type { Route } from "./+types/sales-twin-chat";
import { WidgetChat } from "../../features/chat/widget-chat.tsx";
import { pageTitle, siteFromMatches, useSite } from "../../lib/site.ts";

export function loader({ context }: Route.LoaderArgs) {
  return { greeting: context.services.personas.aurora.greeting };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return [
    { title: pageTitle("Chat with Aurora", site) },
    {
      name: "description",
      content: "Ask Aurora about AI reception agents, AI twins and website builds, by text or voice.",
    },
    { name: "robots", content: "noindex" },
  ];
};

/** The bare chat page the site widget frames (RESOLUTIONS.md §1): no header or footer. */
export default function SalesTwinChat({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  return (
    <main id="main" className="h-dvh bg-white">
      <h1 className="sr-only">Chat with Aurora</h1>
      <WidgetChat greeting={loaderData.greeting} phone={site.phone} />
    </main>
  );
}

import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useNavigation,
  useRouteError,
} from "react-router";
import type { Route } from "./+types/root";
import appCss from "./app.css?url";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import { NotFoundPage } from "./components/layout/not-found-page.tsx";
import { ErrorPage } from "./components/layout/error-page.tsx";
import { markDocumentHydrated } from "./components/islands/server-markup.tsx";
import { whenIslandsHydrated } from "./components/islands/island.tsx";
import { whenDeferredSectionsRendered } from "./components/layout/render-lazily.ts";
import { RequestAccessProvider } from "./features/request-access/request-access-context.tsx";
import { useCspNonce } from "./lib/csp-nonce.ts";

export function loader({ context }: Route.LoaderArgs) {
  return { site: context.services.site, previewVoice: context.services.previewVoice };
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // The one font file app.css names: fetched with the HTML, not after the stylesheet is parsed, at
  // low priority so the render-blocking stylesheet gets the connection first (text shows in the
  // metric-matched fallback meanwhile).
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous", fetchPriority: "low" },
  // A precedence makes React hoist the stylesheet above the route modules' preloads, so the one
  // render-blocking file is requested before twenty scripts queue up for the same connections.
  { rel: "stylesheet", href: appCss, precedence: "default" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useCspNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#060a13" />
        <Meta />
        <Links />
      </head>
      <body>
        <a
          href="#main"
          className="sr-only z-[100] rounded-md bg-white px-4 py-2 font-semibold text-ink-900 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** A slim bar while the next page's data loads (client-side navigations). */
function NavigationProgress() {
  const navigation = useNavigation();
  const busy = navigation.state === "loading";
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      aria-hidden={!busy}
      className={`fixed inset-x-0 top-0 z-[60] h-0.5 origin-left bg-brand-400 transition-transform duration-500 ${
        busy ? "scale-x-75" : "scale-x-0"
      }`}
    />
  );
}

/**
 * Marks the document once React has hydrated it and every island in it, and every section it
 * deferred is rendered, so browser tests act only on a live, fully rendered page.
 */
function useHydratedFlag() {
  useEffect(() => {
    markDocumentHydrated();
    whenIslandsHydrated(() =>
      whenDeferredSectionsRendered(() => {
        document.documentElement.dataset.hydrated = "true";
      }),
    );
  }, []);
}

export default function App() {
  useHydratedFlag();
  return (
    <RequestAccessProvider>
      <NavigationProgress />
      <Outlet />
    </RequestAccessProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <ErrorPage />;
}

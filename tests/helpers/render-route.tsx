import { render } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { testSite } from "../fixtures/site.ts";

/**
 * Renders a component inside a router whose root route provides the site configuration (and,
 * with `previewVoice`, says replies are spoken by the built-in preview voice).
 */
export function renderWithSite(ui: React.ReactElement, path = "/", options: { previewVoice?: boolean } = {}) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ site: testSite, previewVoice: options.previewVoice ?? false }),
      HydrateFallback: () => null,
      children: [
        { index: true, Component: () => ui },
        { path: "*", Component: () => ui },
      ],
    },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

import { render } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { testSite } from "../fixtures/site.ts";

/** Renders a component inside a router whose root route provides the site configuration. */
export function renderWithSite(ui: React.ReactElement, path = "/") {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ site: testSite }),
      HydrateFallback: () => null,
      children: [
        { index: true, Component: () => ui },
        { path: "*", Component: () => ui },
      ],
    },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

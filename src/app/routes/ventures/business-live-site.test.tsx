import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { exampleBusiness } from "../../../../tests/fixtures/business.ts";
import type { Business, BusinessPage as PageData } from "../../../shared/business.ts";
import { renderWithSite } from "../../../../tests/helpers/render-route.tsx";
import BusinessPage from "./business.tsx";

const business = (status: Business["status"]): Business =>
  exampleBusiness({ status, websiteUrl: "https://venture.example.com" });

function renderPage(status: Business["status"]) {
  const page: PageData = {
    business: business(status),
    videos: [],
    fullDescription: "An example venture.",
    blocks: [],
    whatToExpect: [],
    aliases: [],
  };
  const props = { loaderData: page, params: { slug: "example-venture" }, matches: [] } as unknown as Parameters<
    typeof BusinessPage
  >[0];
  return renderWithSite(<BusinessPage {...props} />, "/business/example-venture");
}

describe("business page: Visit Live Site (spec §4: only live businesses)", () => {
  it("links a live business with a website to it", async () => {
    renderPage("live");
    expect(await screen.findByRole("link", { name: /Visit Live Site/ })).toHaveAttribute(
      "href",
      "https://venture.example.com",
    );
  });

  it.each(["beta", "testing", "comingsoon"] as const)("does not offer it for a %s business", async (status) => {
    renderPage(status);
    await screen.findByRole("heading", { level: 1, name: "Example Venture" });
    expect(screen.queryByRole("link", { name: /Visit Live Site/ })).toBeNull();
  });
});

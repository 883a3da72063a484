import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { exampleBusiness } from "../../../../tests/fixtures/business.ts";
import type { Business } from "../../../shared/business.ts";
import { renderWithSite } from "../../../../tests/helpers/render-route.tsx";
import { BusinessGrid, BusinessGridError, BusinessGridLoading } from "./business-grid.tsx";

const business = (slug: string, status: Business["status"], websiteUrl: string | null = null): Business =>
  exampleBusiness({
    id: `id-${slug}`,
    name: `Name ${slug}`,
    description: `About ${slug}`,
    slug,
    posterSrc: `/media/posters/${slug}.svg`,
    status,
    websiteUrl,
  });

describe("business grid", () => {
  it("shows the loading and error texts of the spec", async () => {
    renderWithSite(
      <>
        <BusinessGridLoading />
        <BusinessGridError />
      </>,
    );
    expect(await screen.findByText("Loading businesses...")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Error loading businesses. Please try again later.");
  });

  it("lays out 1, 2 then 3 columns and links each card to its page", async () => {
    renderWithSite(
      <BusinessGrid businesses={[business("a", "live", "https://a.example.com"), business("b", "comingsoon")]} />,
    );
    const list = await screen.findByRole("list", { name: "Businesses" });
    expect(list).toHaveClass("grid-cols-1", "sm:grid-cols-2", "lg:grid-cols-3");
    expect(screen.getByRole("link", { name: "Name a" })).toHaveAttribute("href", "/business/a");
    expect(screen.getByText("Coming Soon")).toBeInTheDocument();
  });

  it("prints each card's name and category once, over a poster that is decoration", async () => {
    renderWithSite(
      <BusinessGrid businesses={[business("a", "live", "https://a.example.com"), business("b", "beta")]} />,
    );
    const cards = await screen.findAllByRole("article");
    expect(cards).toHaveLength(2);
    for (const [i, card] of cards.entries()) {
      const name = ["Name a", "Name b"][i]!;
      // What is printed (screen-reader-only words, like the live-site link's " of Name a", aside).
      const printed = card.cloneNode(true) as HTMLElement;
      for (const hidden of printed.querySelectorAll(".sr-only")) hidden.remove();
      expect(printed.textContent!.split(name)).toHaveLength(2);
      expect(printed.textContent!.split("Business")).toHaveLength(2);
      expect(card.querySelector("img")).toHaveAttribute("alt", "");
      expect(card.textContent).not.toMatch(/\d+ \/ \d+/);
    }
  });

  it("offers the live site link only for live businesses with a website", async () => {
    renderWithSite(
      <BusinessGrid
        businesses={[business("a", "live", "https://a.example.com"), business("b", "beta", "https://b.example.com")]}
      />,
    );
    const live = await screen.findAllByRole("link", { name: /Live Site/ });
    expect(live).toHaveLength(1);
    expect(live[0]).toHaveAttribute("href", "https://a.example.com");
  });
});

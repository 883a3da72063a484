import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { exampleBusiness } from "../../../../tests/fixtures/business.ts";
import type { Business } from "../../../shared/business.ts";
import { DirectoryBox } from "./directory-box.tsx";

const business = (websiteUrl: string | null): Business => exampleBusiness({ websiteUrl });

describe("DirectoryBox", () => {
  it("links the website in a new tab and says so", () => {
    render(<DirectoryBox business={business("https://venture.example.com/")} companyName="Testco" />);
    expect(screen.getByRole("heading", { name: "Testco Directory" })).toBeInTheDocument();
    const link = screen.getByRole("link", { name: /^venture\.example\.com\s*\(opens in a new tab\)$/ });
    expect(link).toHaveAttribute("href", "https://venture.example.com/");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("says 'Launching soon' without a website", () => {
    render(<DirectoryBox business={business(null)} companyName="Testco" />);
    expect(screen.getByText("Launching soon")).toBeInTheDocument();
    expect(screen.queryByRole("link")).toBeNull();
  });
});

import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithSite } from "../../../../tests/helpers/render-route.tsx";
import { SiteHeader } from "./site-header.tsx";

const links = [
  { label: "Businesses", href: "#businesses" },
  { label: "About", href: "#about" },
];

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, "scrollY", { value: y, configurable: true });
    fireEvent.scroll(window);
  });
}

describe("SiteHeader", () => {
  it("turns dark only after more than 10 px of scroll", async () => {
    renderWithSite(<SiteHeader variant={{ links }} />);
    const header = await screen.findByRole("banner");
    expect(header).toHaveAttribute("data-scrolled", "false");
    // The scroll listener is attached in an effect: wait for each change rather than assume timing.
    scrollTo(11);
    await waitFor(() => expect(header).toHaveAttribute("data-scrolled", "true"));
    scrollTo(10);
    await waitFor(() => expect(header).toHaveAttribute("data-scrolled", "false"));
    scrollTo(400);
    await waitFor(() => expect(header).toHaveAttribute("data-scrolled", "true"));
  });

  it("opens and closes the mobile menu, and closes it on Escape", async () => {
    renderWithSite(<SiteHeader variant={{ links }} />);
    const toggle = await screen.findByRole("button", { name: "Open menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(document.getElementById("mobile-menu")).not.toBeVisible();

    await userEvent.click(toggle);
    expect(screen.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("navigation", { name: "Mobile" })).toBeVisible();

    await userEvent.keyboard("{Escape}");
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });

  it("gives focus back to the menu button on Escape and when a link is used", async () => {
    renderWithSite(<SiteHeader variant={{ links }} />);
    const toggle = await screen.findByRole("button", { name: "Open menu" });
    await userEvent.click(toggle);
    screen.getByRole("navigation", { name: "Mobile" }).querySelector("a")!.focus();
    await userEvent.keyboard("{Escape}");
    expect(toggle).toHaveFocus();
    expect(document.getElementById("mobile-menu")).not.toBeVisible();

    await userEvent.click(toggle);
    const about = screen.getByRole("navigation", { name: "Mobile" }).querySelectorAll("a")[1]!;
    await userEvent.click(about);
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("closes the menu when Tab moves focus out of the header", async () => {
    renderWithSite(
      <>
        <SiteHeader variant={{ links }} />
        <button type="button">Under the panel</button>
      </>,
    );
    await userEvent.click(await screen.findByRole("button", { name: "Open menu" }));
    const menuLinks = screen.getByRole("navigation", { name: "Mobile" }).querySelectorAll("a");
    menuLinks[menuLinks.length - 1]!.focus();
    await userEvent.tab();
    expect(screen.getByRole("button", { name: "Under the panel" })).toHaveFocus();
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });

  it("shows the company name from the site configuration", async () => {
    renderWithSite(<SiteHeader variant={{ links }} />);
    expect(await screen.findByRole("link", { name: "Testco home" })).toBeInTheDocument();
  });
});

import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { BusinessVideo } from "../../../shared/business.ts";
import { VideoShowcase } from "./video-showcase.tsx";

const video = (id: string, title: string, isMain = false): BusinessVideo => ({
  id,
  title,
  src: `/media/videos/${id}.mp4`,
  srcWebm: `/media/videos/${id}.webm`,
  poster: `/media/videos/${id}.webp`,
  description: `About ${title}`,
  isMain,
});

describe("VideoShowcase", () => {
  it("starts on the main video, not the first", () => {
    render(<VideoShowcase businessName="Biz" videos={[video("a", "First"), video("b", "Main", true)]} />);
    expect(screen.getByTestId("business-video")).toHaveAttribute("poster", "/media/videos/b.webp");
    expect(screen.getByRole("button", { name: "Main" })).toHaveAttribute("aria-pressed", "true");
  });

  it("switches the player when another title is chosen", async () => {
    render(<VideoShowcase businessName="Biz" videos={[video("a", "Intro", true), video("b", "Deep Dive")]} />);
    await userEvent.click(screen.getByRole("button", { name: "Deep Dive" }));
    const player = screen.getByTestId("business-video");
    expect(player).toHaveAttribute("poster", "/media/videos/b.webp");
    expect(player.querySelector('source[type="video/mp4"]')).toHaveAttribute("src", "/media/videos/b.mp4");
    expect(screen.getByRole("button", { name: "Deep Dive" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "Intro" })).toHaveAttribute("aria-pressed", "false");
  });

  it("shows no switcher for a single video", () => {
    render(<VideoShowcase businessName="Biz" videos={[video("a", "Only")]} />);
    expect(screen.queryByRole("group", { name: "Choose a video" })).toBeNull();
    expect(screen.getByTestId("business-video")).toHaveTextContent("Your browser does not support the video tag.");
  });
});

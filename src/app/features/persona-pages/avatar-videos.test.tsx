import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { AvatarClip } from "../../../shared/pages.ts";
import { AvatarVideos } from "./avatar-videos.tsx";

const clip = (n: number, title: string): AvatarClip => ({
  label: `Avatar Video ${n}`,
  title,
  description: `About ${title}`,
  src: `/media/personas/twin-${n}.mp4`,
  srcWebm: `/media/personas/twin-${n}.webm`,
  poster: `/media/personas/twin-${n}.webp`,
});

const CLIPS = [clip(1, "Welcome"), clip(2, "First session")];

describe("AvatarVideos", () => {
  it("starts on Avatar Video 1 and shows the other clip in the second player", () => {
    render(<AvatarVideos clips={CLIPS} personaName="Maya" />);
    const main = screen.getByTestId("avatar-video");
    expect(main).toHaveAttribute("poster", "/media/personas/twin-1.webp");
    expect(main).toHaveAttribute("preload", "none");
    expect(main).toHaveTextContent("Your browser does not support the video tag.");
    expect(screen.getByTestId("avatar-video-other")).toHaveAttribute("poster", "/media/personas/twin-2.webp");
    expect(screen.getByRole("button", { name: "Avatar Video 1" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "Avatar Video 2" })).toHaveAttribute("aria-pressed", "false");
  });

  it("plays the other clip in the main player when Avatar Video 2 is chosen", async () => {
    render(<AvatarVideos clips={CLIPS} personaName="Maya" />);
    await userEvent.click(screen.getByRole("button", { name: "Avatar Video 2" }));
    const main = screen.getByTestId("avatar-video");
    expect(main).toHaveAttribute("poster", "/media/personas/twin-2.webp");
    expect(main.querySelector('source[type="video/mp4"]')).toHaveAttribute("src", "/media/personas/twin-2.mp4");
    expect(main.querySelector('source[type="video/webm"]')).toHaveAttribute("src", "/media/personas/twin-2.webm");
    expect(main).toHaveAccessibleName("Maya: First session");
    expect(screen.getByRole("button", { name: "Avatar Video 2" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "Avatar Video 1" })).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByTestId("avatar-video-other")).toHaveAttribute("poster", "/media/personas/twin-1.webp");

    await userEvent.click(screen.getByRole("button", { name: "Avatar Video 1" }));
    expect(screen.getByTestId("avatar-video")).toHaveAttribute("poster", "/media/personas/twin-1.webp");
  });
});

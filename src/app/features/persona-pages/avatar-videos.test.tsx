import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { AvatarClip } from "../../../shared/pages.ts";
import { AvatarVideos } from "./avatar-videos.tsx";

const clip = (n: number, title: string): AvatarClip => ({
  label: `Avatar Video ${n}`,
  title,
  description: `About ${title}`,
  narration: [`Hello from ${title}.`, "Want me to book a free consult call?"],
  src: `/media/personas/twin-${n}.mp4`,
  srcWebm: `/media/personas/twin-${n}.webm`,
  poster: `/media/personas/twin-${n}.webp`,
});

const CLIPS = [clip(1, "Welcome"), clip(2, "First session")];
const NOTE =
  "The clips are narrated by our embedded preview voice. The twins we build speak with natural ElevenLabs or OpenAI voices.";

const posterOf = (el: HTMLElement) => el.querySelector("img")?.getAttribute("src");

describe("AvatarVideos", () => {
  it("starts on Avatar Video 1 with each player showing its poster and a play button", () => {
    render(<AvatarVideos clips={CLIPS} personaName="Maya" />);
    const main = screen.getByTestId("avatar-video");
    expect(main).toHaveAccessibleName("Play Maya: Welcome");
    expect(posterOf(main)).toBe("/media/personas/twin-1.webp");
    expect(posterOf(screen.getByTestId("avatar-video-other"))).toBe("/media/personas/twin-2.webp");
    // No player exists until a visitor asks for one.
    expect(document.querySelector("video")).toBeNull();
    expect(screen.getByRole("button", { name: "Avatar Video 1" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "Avatar Video 2" })).toHaveAttribute("aria-pressed", "false");
  });

  it("turns a poster into the playing clip, with both formats, its poster and the fallback text", async () => {
    render(<AvatarVideos clips={CLIPS} personaName="Maya" />);
    await userEvent.click(screen.getByRole("button", { name: "Play Maya: Welcome" }));
    const video = screen.getByTestId("avatar-video");
    expect(video.tagName).toBe("VIDEO");
    expect(video).toHaveAttribute("poster", "/media/personas/twin-1.webp");
    // Started by the visitor's own press, with its sound: the controls stay, to pause or mute it.
    expect(video).toHaveAttribute("autoplay");
    expect(video).toHaveAttribute("controls");
    expect((video as HTMLVideoElement).muted).toBe(false);
    expect(video).toHaveAccessibleName("Maya: Welcome");
    expect(video.querySelector('source[type="video/mp4"]')).toHaveAttribute("src", "/media/personas/twin-1.mp4");
    expect(video.querySelector('source[type="video/webm"]')).toHaveAttribute("src", "/media/personas/twin-1.webm");
    expect(video).toHaveTextContent("Your browser does not support the video tag.");
  });

  it("shows the other clip in the main player when Avatar Video 2 is chosen", async () => {
    render(<AvatarVideos clips={CLIPS} personaName="Maya" />);
    await userEvent.click(screen.getByRole("button", { name: "Avatar Video 2" }));
    expect(posterOf(screen.getByTestId("avatar-video"))).toBe("/media/personas/twin-2.webp");
    expect(screen.getByTestId("avatar-video")).toHaveAccessibleName("Play Maya: First session");
    expect(screen.getByRole("button", { name: "Avatar Video 2" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "Avatar Video 1" })).toHaveAttribute("aria-pressed", "false");
    expect(posterOf(screen.getByTestId("avatar-video-other"))).toBe("/media/personas/twin-1.webp");

    // Once playing, switching plays the other clip in the same player.
    await userEvent.click(screen.getByRole("button", { name: "Play Maya: First session" }));
    await userEvent.click(screen.getByRole("button", { name: "Avatar Video 1" }));
    const video = screen.getByTestId("avatar-video");
    expect(video.tagName).toBe("VIDEO");
    expect(video.querySelector('source[type="video/mp4"]')).toHaveAttribute("src", "/media/personas/twin-1.mp4");
    expect(video).toHaveAttribute("poster", "/media/personas/twin-1.webp");
  });

  it("says with the clips that their narration is the embedded preview voice", () => {
    render(<AvatarVideos clips={CLIPS} personaName="Maya" voiceNote={NOTE} />);
    expect(screen.getByText(NOTE)).toHaveAttribute("data-clip-voice-note");
  });

  it("plays one clip at a time: starting one pauses the other", async () => {
    render(<AvatarVideos clips={CLIPS} personaName="Maya" voiceNote={NOTE} />);
    await userEvent.click(screen.getByRole("button", { name: "Play Maya: Welcome" }));
    await userEvent.click(screen.getByRole("button", { name: "Play Maya: First session" }));
    const main = screen.getByTestId("avatar-video") as HTMLVideoElement;
    const other = screen.getByTestId("avatar-video-other") as HTMLVideoElement;
    const paused: HTMLMediaElement[] = [];
    const pause = vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(function (this: HTMLMediaElement) {
      paused.push(this);
    });
    try {
      fireEvent.play(other);
      expect(paused).toEqual([main]);
      fireEvent.play(main);
      expect(paused).toEqual([main, other]);
    } finally {
      pause.mockRestore();
    }
  });
});

import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { VideoPreview } from "./video-preview";

describe("VideoPreview", () => {
  it("shows only the local poster until the visitor presses play", async () => {
    const { container } = render(
      <VideoPreview
        title="Tour"
        poster="/images/blog/workspace-video-poster.svg"
        posterAlt="Poster"
        embedUrl="https://www.youtube-nocookie.com/embed/abc?autoplay=1"
        playLabel="Play video: Tour"
        watchLabel="Watch on YouTube"
      />,
    );
    expect(container.querySelector("iframe")).toBeNull();
    expect(screen.getByRole("img", { name: "Poster" })).toHaveAttribute("src", "/images/blog/workspace-video-poster.svg");
    await userEvent.click(screen.getByRole("button", { name: "Play video: Tour" }));
    const frame = container.querySelector("iframe");
    expect(frame).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/abc?autoplay=1");
    expect(frame).toHaveAttribute("title", "Tour");
    expect(screen.queryByRole("button", { name: /Play video/ })).toBeNull();
  });
});

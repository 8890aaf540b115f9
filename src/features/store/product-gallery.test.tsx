import { fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { en } from "~/content/product-view/en";
import { ProductGallery } from "./product-gallery";

const IMAGES = ["https://cdn/cover.svg", "https://cdn/spread.svg", "https://cdn/printed.svg"];

function Gallery({ images = IMAGES }: { images?: string[] }) {
  const [index, setIndex] = useState(0);
  return <ProductGallery images={images} title="Welcome Book" index={index} onIndexChange={setIndex} words={en} />;
}

const shown = () => within(screen.getByTestId("gallery")).getAllByRole("img")[0]!.getAttribute("src");
const current = () => screen.getAllByRole("button", { name: /^Go to image/ }).findIndex((b) => b.getAttribute("aria-current") === "true");
/** The large image's frame: the element that listens to the finger. */
const frame = () => screen.getByRole("button", { name: "Next image" }).parentElement!;

/** A finger (or pen, or mouse) going down at x,y, moving through `path` and lifting at its last point. */
function gesture(el: Element, from: [number, number], path: [number, number][], pointerType = "touch", end: "up" | "cancel" = "up") {
  const at = (x: number, y: number) => ({ pointerId: 7, pointerType, isPrimary: true, clientX: x, clientY: y });
  fireEvent.pointerDown(el, at(...from));
  for (const p of path) fireEvent.pointerMove(el, at(...p));
  const last = path.at(-1) ?? from;
  if (end === "up") fireEvent.pointerUp(el, at(...last));
  else fireEvent.pointerCancel(el, at(...last));
}

describe("ProductGallery swipe", () => {
  it("lets the browser pan vertically and pinch-zoom over the large image", () => {
    render(<Gallery />);
    expect(frame()).toHaveClass("touch-pan-y", "touch-pinch-zoom");
  });

  it("a swipe to the left shows the next image, to the right the previous one, wrapping as the arrows do", () => {
    render(<Gallery />);
    expect(shown()).toBe(IMAGES[0]);
    gesture(frame(), [300, 200], [[260, 202], [200, 205], [150, 206]]);
    expect(shown()).toBe(IMAGES[1]);
    expect(current()).toBe(1);
    gesture(frame(), [100, 200], [[160, 200], [220, 198]]);
    expect(shown()).toBe(IMAGES[0]);
    // From the first image back to the last.
    gesture(frame(), [100, 200], [[180, 200], [240, 200]]);
    expect(shown()).toBe(IMAGES[2]);
    expect(current()).toBe(2);
    // And from the last on to the first.
    gesture(frame(), [300, 200], [[150, 200]]);
    expect(shown()).toBe(IMAGES[0]);
  });

  it("a pen swipes as a finger does", () => {
    render(<Gallery />);
    gesture(frame(), [300, 200], [[150, 200]], "pen");
    expect(shown()).toBe(IMAGES[1]);
  });

  it("the image follows a sideways finger, and springs back when the gesture is not a swipe", () => {
    render(<Gallery />);
    const slide = screen.getAllByRole("img")[0]!.parentElement!;
    fireEvent.pointerDown(frame(), { pointerId: 3, pointerType: "touch", isPrimary: true, clientX: 200, clientY: 200 });
    fireEvent.pointerMove(frame(), { pointerId: 3, pointerType: "touch", isPrimary: true, clientX: 170, clientY: 201 });
    expect(slide.style.transform).toBe("translateX(-30px)");
    expect(slide).toHaveAttribute("data-dragging");
    // Turning vertical: the image stays put (the page is being scrolled).
    fireEvent.pointerMove(frame(), { pointerId: 3, pointerType: "touch", isPrimary: true, clientX: 180, clientY: 260 });
    expect(slide.style.transform).toBe("");
    fireEvent.pointerUp(frame(), { pointerId: 3, pointerType: "touch", isPrimary: true, clientX: 180, clientY: 260 });
    expect(slide).not.toHaveAttribute("data-dragging");
    expect(shown()).toBe(IMAGES[0]);
  });

  it("a vertical gesture, a tap, a short slide or a cancelled pointer change nothing", () => {
    render(<Gallery />);
    gesture(frame(), [200, 400], [[195, 300], [190, 150]]);
    gesture(frame(), [200, 200], []);
    gesture(frame(), [200, 200], [[190, 200], [185, 200]]);
    // The browser took the gesture over (it scrolls the page): the pointer is cancelled.
    gesture(frame(), [300, 200], [[150, 200]], "touch", "cancel");
    expect(shown()).toBe(IMAGES[0]);
    expect(current()).toBe(0);
    expect(frame().querySelector("[data-dragging]")).toBeNull();
  });

  it("a mouse drag does nothing (a mouse has the arrows), and a second finger is not a swipe", () => {
    render(<Gallery />);
    gesture(frame(), [300, 200], [[150, 200]], "mouse");
    expect(shown()).toBe(IMAGES[0]);
    fireEvent.pointerDown(frame(), { pointerId: 9, pointerType: "touch", isPrimary: false, clientX: 300, clientY: 200 });
    fireEvent.pointerUp(frame(), { pointerId: 9, pointerType: "touch", isPrimary: false, clientX: 100, clientY: 200 });
    expect(shown()).toBe(IMAGES[0]);
  });

  it("the arrows and dots still work after a swipe", () => {
    render(<Gallery />);
    gesture(frame(), [300, 200], [[150, 200]]);
    fireEvent.click(screen.getByRole("button", { name: "Next image" }));
    expect(shown()).toBe(IMAGES[2]);
    fireEvent.click(screen.getByRole("button", { name: "Go to image 1" }));
    expect(shown()).toBe(IMAGES[0]);
  });

  it("one image: nothing to swipe, and the browser keeps every gesture", () => {
    render(<Gallery images={[IMAGES[0]!]} />);
    const img = screen.getByRole("img");
    gesture(img.parentElement!.parentElement!, [300, 200], [[150, 200]]);
    expect(img).toHaveAttribute("src", IMAGES[0]);
    expect(img.closest(".touch-pan-y")).toBeNull();
  });
});

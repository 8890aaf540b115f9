import { describe, expect, it } from "vitest";
import { followsFinger, SWIPE, swipeStep } from "./swipe";

describe("swipeStep: was it a swipe, and which way", () => {
  it("right to left shows the next image, left to right the previous one", () => {
    expect(swipeStep({ dx: -120, dy: 8, ms: 300 })).toBe(1);
    expect(swipeStep({ dx: 120, dy: -8, ms: 300 })).toBe(-1);
  });

  it("a slow gesture counts from the swipe distance on, not before", () => {
    const slow = 2_000;
    expect(swipeStep({ dx: -SWIPE.distance, dy: 0, ms: slow })).toBe(1);
    expect(swipeStep({ dx: -(SWIPE.distance - 1), dy: 0, ms: slow })).toBe(0);
    expect(swipeStep({ dx: SWIPE.distance - 1, dy: 0, ms: slow })).toBe(0);
  });

  it("a quick flick counts though it is short, but never below the flick distance", () => {
    // 30 px in 50 ms: 0.6 px/ms.
    expect(swipeStep({ dx: -30, dy: 2, ms: 50 })).toBe(1);
    expect(swipeStep({ dx: 30, dy: 2, ms: 50 })).toBe(-1);
    // The same 30 px at 0.1 px/ms is a hesitation, not a flick.
    expect(swipeStep({ dx: -30, dy: 2, ms: 300 })).toBe(0);
    // Very fast but tiny: a tap that slid.
    expect(swipeStep({ dx: -(SWIPE.flickDistance - 1), dy: 0, ms: 5 })).toBe(0);
  });

  it("a tap is not a swipe", () => {
    expect(swipeStep({ dx: 0, dy: 0, ms: 80 })).toBe(0);
    expect(swipeStep({ dx: 3, dy: -2, ms: 0 })).toBe(0);
  });

  it("a mostly vertical gesture is a scroll, however long or fast", () => {
    expect(swipeStep({ dx: -20, dy: -300, ms: 200 })).toBe(0);
    expect(swipeStep({ dx: 90, dy: 200, ms: 100 })).toBe(0);
    // A diagonal: sideways must dominate by the set ratio.
    expect(swipeStep({ dx: -100, dy: 100 / SWIPE.dominance + 1, ms: 300 })).toBe(0);
    expect(swipeStep({ dx: -100, dy: 100 / SWIPE.dominance - 1, ms: 300 })).toBe(1);
  });

  it("a gesture with no duration is judged on distance alone", () => {
    expect(swipeStep({ dx: -30, dy: 0, ms: 0 })).toBe(0);
    expect(swipeStep({ dx: -60, dy: 0, ms: 0 })).toBe(1);
  });
});

describe("followsFinger", () => {
  it("follows a sideways move and leaves a vertical one to the page", () => {
    expect(followsFinger(-40, 5)).toBe(true);
    expect(followsFinger(10, 40)).toBe(false);
    expect(followsFinger(0, 0)).toBe(true);
  });
});

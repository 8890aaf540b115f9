import { afterEach, describe, expect, it, vi } from "vitest";
import { hydrateWhenNear, NEAR_MARGIN } from "./near-screen";

/** An IntersectionObserver the test drives: `near()` says the watched children came near. */
class FakeObserver {
  static last: FakeObserver | null = null;
  watched: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe(el: Element) {
    this.watched.push(el);
  }
  disconnect() {
    this.disconnected = true;
  }
  near(isIntersecting = true) {
    this.callback(this.watched.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry), this as unknown as IntersectionObserver);
  }
}

/** An island as the prerender writes it: a box-less wrapper around its controls. */
function island() {
  document.body.innerHTML = `<p><button id="outside">Outside</button></p><div data-island="mexicoBuyNow" class="contents"><button id="buy">Buy Now</button><p id="status">Checking…</p></div>`;
  return document.querySelector<HTMLElement>("[data-island]")!;
}

/** A hydrate() that the test settles: the island has committed when `commit()` is called. */
function deferredHydrate() {
  let commit = () => {};
  const hydrate = vi.fn(() => new Promise<void>((resolve) => (commit = resolve)));
  return { hydrate, commit: () => commit() };
}

describe("hydrateWhenNear", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeObserver.last = null;
    document.body.innerHTML = "";
  });

  it("waits until the island's children come within a screen of the viewport, then hydrates once", () => {
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    const el = island();
    const { hydrate } = deferredHydrate();
    hydrateWhenNear(el, hydrate);
    const observer = FakeObserver.last!;
    expect(observer.options.rootMargin).toBe(NEAR_MARGIN);
    // The wrapper has no box: its children are watched.
    expect(observer.watched.map((e) => e.id)).toEqual(["buy", "status"]);
    observer.near(false);
    expect(hydrate).not.toHaveBeenCalled();
    observer.near();
    observer.near();
    expect(hydrate).toHaveBeenCalledTimes(1);
    expect(observer.disconnected).toBe(true);
  });

  it("a tap before then is held, hydrates the island at once, and is replayed on the live control", async () => {
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    const el = island();
    const { hydrate, commit } = deferredHydrate();
    hydrateWhenNear(el, hydrate);
    const button = document.getElementById("buy")!;
    const clicks: string[] = [];
    // What the live island does with a click (React's listener is on the island's root).
    el.addEventListener("click", () => clicks.push(hydrate.mock.calls.length > 0 && !button.hasAttribute("data-tap-pending") ? "live" : "early"));
    const held = button.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    expect(held).toBe(false); // its default prevented
    expect(clicks).toEqual([]);
    expect(button.hasAttribute("data-tap-pending")).toBe(true);
    expect(hydrate).toHaveBeenCalledTimes(1);
    commit();
    await vi.waitFor(() => expect(clicks).toEqual(["live"]));
    expect(button.hasAttribute("data-tap-pending")).toBe(false);
    // Live now: a second tap goes straight through.
    button.click();
    expect(clicks).toEqual(["live", "live"]);
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it("a tap while the island's chunk is on its way (near, not yet committed) is held and replayed too", async () => {
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    const el = island();
    const { hydrate, commit } = deferredHydrate();
    hydrateWhenNear(el, hydrate);
    FakeObserver.last!.near();
    const button = document.getElementById("buy")!;
    let committed = false;
    const clicks: boolean[] = [];
    el.addEventListener("click", () => clicks.push(committed));
    expect(button.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }))).toBe(false);
    expect(clicks).toEqual([]);
    committed = true;
    commit();
    await vi.waitFor(() => expect(clicks).toEqual([true]));
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it("focus moving into the island (the keyboard) hydrates it; a tap elsewhere does not", () => {
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    const el = island();
    const { hydrate } = deferredHydrate();
    hydrateWhenNear(el, hydrate);
    document.getElementById("outside")!.click();
    expect(hydrate).not.toHaveBeenCalled();
    document.getElementById("buy")!.focus();
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it("a tap the island cannot hydrate for stays where it was: the control is no longer marked busy", async () => {
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    const el = island();
    hydrateWhenNear(el, () => Promise.reject(new Error("chunk failed")));
    const button = document.getElementById("buy")!;
    button.click();
    await vi.waitFor(() => expect(button.hasAttribute("data-tap-pending")).toBe(false));
  });

  it("hydrates at once where the browser cannot watch", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    const { hydrate } = deferredHydrate();
    hydrateWhenNear(island(), hydrate);
    expect(hydrate).toHaveBeenCalledTimes(1);
  });
});

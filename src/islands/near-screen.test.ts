import { afterEach, describe, expect, it, vi } from "vitest";
import { hydrateLater, LINK_INTENT_MS, NEAR_MARGIN } from "./near-screen";

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

describe("hydrateLater, near the screen", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeObserver.last = null;
    document.body.innerHTML = "";
  });

  it("waits until the island's children come within a screen of the viewport, then hydrates once", () => {
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    const el = island();
    const { hydrate } = deferredHydrate();
    hydrateLater(el, hydrate, "near");
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
    hydrateLater(el, hydrate, "near");
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
    hydrateLater(el, hydrate, "near");
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
    hydrateLater(el, hydrate, "near");
    document.getElementById("outside")!.click();
    expect(hydrate).not.toHaveBeenCalled();
    document.getElementById("buy")!.focus();
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it("a tap the island cannot hydrate for stays where it was: the control is no longer marked busy", async () => {
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    const el = island();
    hydrateLater(el, () => Promise.reject(new Error("chunk failed")), "near");
    const button = document.getElementById("buy")!;
    button.click();
    await vi.waitFor(() => expect(button.hasAttribute("data-tap-pending")).toBe(false));
  });

  it("hydrates at once where the browser cannot watch", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    const { hydrate } = deferredHydrate();
    hydrateLater(island(), hydrate, "near");
    expect(hydrate).toHaveBeenCalledTimes(1);
  });
});

describe("hydrateLater, on intent", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("waits for a pointer over the island, and hydrates once", () => {
    const el = island();
    const { hydrate } = deferredHydrate();
    hydrateLater(el, hydrate, "intent");
    document.getElementById("outside")!.dispatchEvent(new PointerEvent("pointerover", { bubbles: true }));
    expect(hydrate).not.toHaveBeenCalled();
    document.getElementById("status")!.dispatchEvent(new PointerEvent("pointerover", { bubbles: true }));
    document.getElementById("buy")!.dispatchEvent(new PointerEvent("pointerover", { bubbles: true }));
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it("its watcher's wake-up hydrates it, once", () => {
    const el = island();
    const { hydrate } = deferredHydrate();
    const wake = hydrateLater(el, hydrate, "intent");
    expect(hydrate).not.toHaveBeenCalled();
    void wake();
    void wake();
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it("a tap is held until the island has committed and replayed on the live control", async () => {
    const el = island();
    const { hydrate, commit } = deferredHydrate();
    hydrateLater(el, hydrate, "intent");
    const button = document.getElementById("buy")!;
    let committed = false;
    const clicks: boolean[] = [];
    el.addEventListener("click", () => clicks.push(committed));
    expect(button.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }))).toBe(false);
    expect(hydrate).toHaveBeenCalledTimes(1);
    committed = true;
    commit();
    await vi.waitFor(() => expect(clicks).toEqual([true]));
  });

  it("a finger still down when the island commits is given to it again (a swipe that started first); one lifted is not", async () => {
    const el = island();
    const first = deferredHydrate();
    hydrateLater(el, first.hydrate, "intent");
    const status = document.getElementById("status")!;
    const downs: { x: number; id: number; committed: boolean }[] = [];
    let committed = false;
    el.addEventListener("pointerdown", (e) => downs.push({ x: e.clientX, id: e.pointerId, committed }));
    status.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true, pointerId: 7, clientX: 120, pointerType: "touch", isPrimary: true }));
    expect(first.hydrate).toHaveBeenCalledTimes(1);
    committed = true;
    first.commit();
    await vi.waitFor(() => expect(downs).toEqual([{ x: 120, id: 7, committed: false }, { x: 120, id: 7, committed: true }]));

    const other = island();
    const second = deferredHydrate();
    hydrateLater(other, second.hydrate, "intent");
    const again: number[] = [];
    other.addEventListener("pointerdown", (e) => again.push(e.pointerId));
    document.getElementById("status")!.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true, pointerId: 8, pointerType: "touch", isPrimary: true }));
    window.dispatchEvent(new PointerEvent("pointerup", { pointerId: 8 }));
    second.commit();
    await new Promise((r) => setTimeout(r, 0));
    expect(again).toEqual([8]);
  });

  describe("its plain links", () => {
    /** The header as the prerender writes it: links to other pages, an anchor of this page, a button. */
    function header() {
      document.body.innerHTML = `<div data-island="header" class="contents"><a id="away" href="/why-choose-us"><span id="label">Why us</span></a><a id="anchor" href="#faq">FAQ</a><a id="blank" href="/store" target="_blank">Store</a><button id="cart">Cart</button></div>`;
      return document.querySelector<HTMLElement>("[data-island]")!;
    }
    /** What a mouse or a finger sends on a tap of `el`, the click last; whether the click was taken. */
    const tap = (el: Element) => {
      el.dispatchEvent(new PointerEvent("pointerover", { bubbles: true }));
      el.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true, pointerId: 3 }));
      el.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
      window.dispatchEvent(new PointerEvent("pointerup", { pointerId: 3 }));
      const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
      el.dispatchEvent(click);
      return click;
    };
    afterEach(() => {
      vi.useRealTimers();
    });

    it("a pointer or focus resting on one wakes the island after LINK_INTENT_MS; on a button, at once", () => {
      vi.useFakeTimers();
      const el = header();
      const { hydrate } = deferredHydrate();
      hydrateLater(el, hydrate, "intent");
      document.getElementById("label")!.dispatchEvent(new PointerEvent("pointerover", { bubbles: true }));
      document.getElementById("away")!.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
      vi.advanceTimersByTime(LINK_INTENT_MS - 1);
      expect(hydrate).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(hydrate).toHaveBeenCalledTimes(1);

      const other = header();
      const second = deferredHydrate();
      hydrateLater(other, second.hydrate, "intent");
      document.getElementById("cart")!.dispatchEvent(new PointerEvent("pointerover", { bubbles: true }));
      expect(second.hydrate).toHaveBeenCalledTimes(1);
    });

    it("a tap that follows one away from the page leaves the island asleep, and the link to the browser", () => {
      vi.useFakeTimers();
      const el = header();
      const { hydrate } = deferredHydrate();
      hydrateLater(el, hydrate, "intent");
      const click = tap(document.getElementById("label")!);
      expect(click.defaultPrevented).toBe(false);
      vi.advanceTimersByTime(LINK_INTENT_MS * 5);
      expect(hydrate).not.toHaveBeenCalled();
    });

    it("a tap that stays on the page wakes it: a link a script took, one opening elsewhere, an anchor of the page", () => {
      vi.useFakeTimers();
      for (const id of ["away", "blank", "anchor"]) {
        const el = header();
        const { hydrate } = deferredHydrate();
        hydrateLater(el, hydrate, "intent");
        const link = document.getElementById(id)!;
        if (id === "away") link.addEventListener("click", (e) => e.preventDefault());
        tap(link);
        vi.advanceTimersByTime(0);
        expect(hydrate, id).toHaveBeenCalledTimes(1);
      }
    });
  });
});

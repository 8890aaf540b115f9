import { act } from "@testing-library/react";
import { startTransition, useId, useLayoutEffect, useState } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DeferHydration, GATE_ATTRIBUTE, resetGatesForTests } from "./defer-hydration";

/** jsdom has no IntersectionObserver: this one lets a test say when a band comes near the screen. */
const watched = new Set<Element>();
let notify: ((entries: { target: Element; isIntersecting: boolean }[]) => void) | null = null;
class FakeObserver {
  constructor(callback: (entries: { target: Element; isIntersecting: boolean }[]) => void) {
    notify = callback;
  }
  observe(el: Element) {
    watched.add(el);
  }
  unobserve(el: Element) {
    watched.delete(el);
  }
  disconnect() {
    watched.clear();
  }
}

const comesNear = (el: Element) => act(() => notify?.([{ target: el, isIntersecting: true }]));
const hydrated = (el: Element | null) => !!el && Object.keys(el).some((k) => k.startsWith("__reactFiber"));

function Band({ name, label, onPress }: { name: string; label: string; onPress?: () => void }) {
  const gate = useId();
  return (
    <DeferHydration id={gate}>
      <section data-testid={name} {...{ [GATE_ATTRIBUTE]: gate }}>
        <p>{label}</p>
        <button type="button" onClick={onPress}>
          Press {name}
        </button>
      </section>
    </DeferHydration>
  );
}

function Page({ label, onPress }: { label: string; onPress?: () => void }) {
  const [count] = useState(0);
  return (
    <main>
      <h1 data-testid="top">Top {count}</h1>
      <Band name="one" label={label} />
      <Band name="two" label={label} onPress={onPress} />
    </main>
  );
}

let container: HTMLElement;
let root: Root | null = null;
const recoverable = vi.fn();

/** Prerenders `page`, puts it in the document, and hydrates it as the browser would. */
async function prerenderAndHydrate(page: React.ReactElement, hydrateWith: React.ReactElement = page) {
  container.innerHTML = renderToString(page);
  // The server render ran in this same jsdom: its gates are not the page's.
  resetGatesForTests();
  await act(async () => {
    root = hydrateRoot(container, hydrateWith, { onRecoverableError: recoverable });
  });
}

beforeEach(() => {
  vi.stubGlobal("IntersectionObserver", FakeObserver);
  container = document.createElement("div");
  document.body.appendChild(container);
  recoverable.mockClear();
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
  resetGatesForTests();
  vi.unstubAllGlobals();
});

const band = (name: string) => container.querySelector(`[data-testid="${name}"]`);

describe("DeferHydration", () => {
  it("keeps a band's prerendered HTML unhydrated until it comes near the screen, then hydrates it without a mismatch", async () => {
    await prerenderAndHydrate(<Page label="Prices" />);
    expect(hydrated(container.querySelector('[data-testid="top"]'))).toBe(true);
    expect(band("one")?.textContent).toContain("Prices");
    expect(hydrated(band("one"))).toBe(false);
    expect(hydrated(band("two"))).toBe(false);
    expect(watched.size).toBe(2);

    await comesNear(band("one") as Element);
    expect(hydrated(band("one"))).toBe(true);
    expect(hydrated(band("two"))).toBe(false);
    expect(recoverable).not.toHaveBeenCalled();
  });

  it("hydrates a band the moment a tap reaches inside it, and the tap does what it says", async () => {
    const onPress = vi.fn();
    await prerenderAndHydrate(<Page label="Prices" onPress={onPress} />);
    const before = band("two");
    const button = before?.querySelector("button") as HTMLButtonElement;
    await act(async () => {
      button.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    });
    expect(band("two")).toBe(before);
    expect(hydrated(band("two"))).toBe(true);
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(recoverable).not.toHaveBeenCalled();
  });

  it("a tap that comes before React first tries a band (a replayed tap, just after the page hydrated) finds its gate open", async () => {
    // React hydrates the page first and tries each band in a pass of its own a moment later; a
    // tap kept before hydration is replayed in between (tap-replay.ts). Its band's gate did not
    // exist yet, the tap opened nothing, React could not hydrate the band for it, and the link
    // was followed as a plain link: its message (a toast) was lost.
    container.innerHTML = renderToString(<Page label="Prices" />);
    resetGatesForTests();
    band("two")?.querySelector("button")?.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    await act(async () => {
      root = hydrateRoot(container, <Page label="Prices" />, { onRecoverableError: recoverable });
    });
    expect(hydrated(band("two"))).toBe(true);
    expect(hydrated(band("one"))).toBe(false);
    expect(recoverable).not.toHaveBeenCalled();
  });

  it("a page that re-renders before a band has hydrated keeps the band's HTML, hydrates it as prerendered, then shows the newest props", async () => {
    await prerenderAndHydrate(<Page label="Prices" />);
    const before = band("two");
    await act(async () => root?.render(<Page label="Live prices" />));
    // Not thrown away and drawn again on the client: the same element, the prerendered words.
    expect(band("two")).toBe(before);
    expect(band("two")?.textContent).toContain("Prices");
    expect(band("two")?.textContent).not.toContain("Live");

    await comesNear(band("two") as Element);
    expect(band("two")).toBe(before);
    expect(hydrated(band("two"))).toBe(true);
    expect(band("two")?.textContent).toContain("Live prices");
    expect(recoverable).not.toHaveBeenCalled();
  });

  it("renders its content at once on the client (a soft navigation): nothing waits", async () => {
    await act(async () => {
      root = createRoot(container);
      root.render(<Page label="Prices" />);
    });
    expect(band("one")?.textContent).toContain("Prices");
    expect(hydrated(band("one"))).toBe(true);
    expect(watched.size).toBe(0);
  });

  it("a client render in a transition (a redirect from a layout effect) commits its bands with it", () => {
    // The Mexico page's remembered-language redirect: a page that, once drawn on the client,
    // sends the visitor on in a transition. A band of ours that suspended, or so much as read a
    // gate with `use`, kept that render from committing (React's `act` takes any `use` for a
    // possible suspension and a synchronous `act` drops the work left), and the page stayed put.
    function Redirecting() {
      const [lang, setLang] = useState("es");
      useLayoutEffect(() => {
        if (lang === "es") startTransition(() => setLang("en"));
      }, [lang]);
      return lang === "es" ? <Page key="es" label="Precios" /> : <Page key="en" label="Prices" />;
    }
    act(() => {
      root = createRoot(container);
      root.render(<Redirecting />);
    });
    expect(band("one")?.textContent).toContain("Prices");
    expect(band("two")?.textContent).toContain("Prices");
    expect(watched.size).toBe(0);
  });

  it("after hydration, a transition that re-renders a hydrated band commits at once", async () => {
    let go: () => void = () => {};
    function Switching() {
      const [label, setLabel] = useState("Prices");
      go = () => startTransition(() => setLabel("Live prices"));
      return <Page label={label} />;
    }
    await prerenderAndHydrate(<Switching />);
    await comesNear(band("one") as Element);
    await comesNear(band("two") as Element);
    act(() => go());
    expect(band("one")?.textContent).toContain("Live prices");
    expect(band("two")?.textContent).toContain("Live prices");
    expect(recoverable).not.toHaveBeenCalled();
  });
});

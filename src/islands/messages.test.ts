import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cameFromTheSite, takePendingToast, toastStore } from "~/lib/toast";
import { takeMessage, toastOnNextPage } from "./messages";

const input = { title: "Opening the calendar", description: "In a new tab", duration: 3000 as const };

function linkWith(attrs: Record<string, string>): HTMLAnchorElement {
  const a = document.createElement("a");
  for (const [k, v] of Object.entries(attrs)) a.setAttribute(k, v);
  a.innerHTML = "<span>Go</span>";
  document.body.append(a);
  return a;
}

const click = (a: HTMLElement, init: MouseEventInit = {}) => {
  const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init });
  document.addEventListener("click", takeMessage, { once: true });
  // The browser would follow the link, after the page's listeners: the page under test stays.
  window.addEventListener("click", (e) => e.preventDefault(), { once: true });
  a.dispatchEvent(event);
};

describe("a link's message on an islands page", () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    document.body.innerHTML = "";
    for (const t of toastStore.getSnapshot()) toastStore.remove(t.id);
  });

  it("is kept for the next page when the link leaves this one, and shown there once", () => {
    const a = linkWith({ href: "/diy-host-pack", "data-toast": JSON.stringify(input) });
    click(a.firstChild as HTMLElement);
    expect(toastStore.getSnapshot()).toEqual([]);
    expect(takePendingToast()).toEqual(input);
    expect(takePendingToast()).toBeNull();
  });

  it("shows here when the link opens a new tab", () => {
    const a = linkWith({ href: "https://cal.example/x", target: "_blank", "data-toast": JSON.stringify(input) });
    click(a);
    expect(toastStore.getSnapshot().map((t) => t.title)).toEqual([input.title]);
    expect(takePendingToast()).toBeNull();
  });

  it("is not kept for a click the browser takes to another tab, nor for a link without one", () => {
    click(linkWith({ href: "/diy-host-pack", "data-toast": JSON.stringify(input) }), { ctrlKey: true });
    click(linkWith({ href: "/pricing" }));
    click(linkWith({ href: "/pricing", "data-toast": "{not json" }));
    expect(takePendingToast()).toBeNull();
    expect(toastStore.getSnapshot()).toEqual([]);
  });

  it("blocked storage loses the message, not the navigation", () => {
    const blocked = { getItem: vi.fn(), setItem: vi.fn(() => { throw new Error("blocked"); }), removeItem: vi.fn() };
    expect(() => toastOnNextPage(input, blocked)).not.toThrow();
  });
});

describe("takePendingToast", () => {
  it("keeps only what a toast can show", () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v), removeItem: (k: string) => void store.delete(k) };
    toastOnNextPage({ title: "Hi", variant: "info" }, storage);
    expect(takePendingToast(storage)).toEqual({ title: "Hi", variant: "info" });
    storage.setItem("cx-pending-toast", JSON.stringify({ title: "Hi", variant: "evil", duration: 99, description: 4 }));
    expect(takePendingToast(storage)).toEqual({ title: "Hi" });
    storage.setItem("cx-pending-toast", JSON.stringify({ description: "no title" }));
    expect(takePendingToast(storage)).toBeNull();
    expect(store.size).toBe(0);
  });
});

describe("cameFromTheSite", () => {
  it("is a referrer of the site's own origin, and nothing else", () => {
    expect(cameFromTheSite("https://cx.example/", "https://cx.example")).toBe(true);
    expect(cameFromTheSite("https://cx.example/pricing", "https://cx.example")).toBe(true);
    expect(cameFromTheSite("", "https://cx.example")).toBe(false);
    expect(cameFromTheSite("https://cx.example.evil/", "https://cx.example")).toBe(false);
    expect(cameFromTheSite("https://www.google.com/", "https://cx.example")).toBe(false);
  });
});

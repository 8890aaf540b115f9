import { describe, expect, it, vi } from "vitest";
import { whenShown, type ShownDocument } from "./prerender";

/** A document the browser prerenders, and the activation that shows it. */
function prerenderedDocument() {
  const listeners: (() => void)[] = [];
  const doc: ShownDocument & { prerendering: boolean } = {
    prerendering: true,
    addEventListener: (type, listener, options) => {
      expect([type, options]).toEqual(["prerenderingchange", { once: true }]);
      listeners.push(listener);
    },
  };
  const activate = () => {
    doc.prerendering = false;
    for (const listener of listeners.splice(0)) listener();
  };
  return { doc, activate };
}

describe("whenShown", () => {
  it("runs at once on a page the visitor opened", () => {
    const run = vi.fn();
    whenShown(run, { prerendering: false, addEventListener: () => expect.unreachable() });
    whenShown(run, document);
    expect(run).toHaveBeenCalledTimes(2);
  });
  it("waits for a prerendered page to be shown, and runs once then", () => {
    const { doc, activate } = prerenderedDocument();
    const run = vi.fn();
    whenShown(run, doc);
    expect(run).not.toHaveBeenCalled();
    activate();
    expect(run).toHaveBeenCalledOnce();
  });
  it("runs nothing for a prerendered page never shown", () => {
    const { doc } = prerenderedDocument();
    const run = vi.fn();
    whenShown(run, doc);
    expect(run).not.toHaveBeenCalled();
  });
});

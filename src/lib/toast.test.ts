import { describe, expect, it } from "vitest";
import { DEFAULT_TOAST_DURATION, TOAST_LIMIT, createToastStore } from "./toast";

describe("toast store", () => {
  it("keeps at most one toast: the newest replaces the previous one", () => {
    const store = createToastStore();
    store.toast({ title: "First" });
    store.toast({ title: "Second", description: "two" });
    expect(TOAST_LIMIT).toBe(1);
    expect(store.getSnapshot()).toHaveLength(1);
    expect(store.getSnapshot()[0]).toMatchObject({ title: "Second", description: "two", open: true });
  });

  it("defaults to 5000 ms and keeps a toast's own duration", () => {
    const store = createToastStore();
    store.toast({ title: "Default" });
    expect(store.getSnapshot()[0]?.duration).toBe(DEFAULT_TOAST_DURATION);
    expect(DEFAULT_TOAST_DURATION).toBe(5000);
    store.toast({ title: "Short", duration: 2000, variant: "destructive" });
    expect(store.getSnapshot()[0]).toMatchObject({ duration: 2000, variant: "destructive" });
  });

  it("dismisses, then removes, and notifies subscribers", () => {
    const store = createToastStore();
    let calls = 0;
    store.subscribe(() => calls++);
    const id = store.toast({ title: "Bye" });
    store.dismiss(id);
    expect(store.getSnapshot()[0]?.open).toBe(false);
    store.remove(id);
    expect(store.getSnapshot()).toEqual([]);
    expect(calls).toBe(3);
  });
});

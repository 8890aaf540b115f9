import { act, render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { toast, toastStore } from "~/lib/toast";
import { Toaster } from "./toaster";

// The Radix toaster, as a marker of when its code is loaded and mounted.
const mounted = vi.fn();
vi.mock("./toaster-radix", () => ({
  default: function RadixToaster(props: { focusOnMount?: boolean }) {
    mounted(props);
    return <section aria-label="Notifications (F8)" />;
  },
}));

beforeEach(() => {
  for (const t of toastStore.getSnapshot()) toastStore.remove(t.id);
  mounted.mockClear();
});

describe("Toaster", () => {
  it("loads no toast code until the first toast, then mounts it and keeps it", async () => {
    const { rerender } = render(<Toaster />);
    // Nothing to show: the toast code is neither loaded nor run, however long the page stays idle.
    await act(() => new Promise((r) => setTimeout(r, 400)));
    expect(mounted).not.toHaveBeenCalled();
    expect(screen.queryByRole("region")).toBeNull();

    act(() => {
      toast({ title: "Added to cart" });
    });
    expect(await screen.findByRole("region", { name: /Notifications/ })).toBeInTheDocument();
    expect(mounted).toHaveBeenLastCalledWith({ focusOnMount: false });
    rerender(<Toaster />);
    expect(screen.getByRole("region", { name: /Notifications/ })).toBeInTheDocument();
  });

  it("F8 before any toast loads the toasts and asks them to take focus", async () => {
    render(<Toaster />);
    act(() => {
      document.dispatchEvent(new KeyboardEvent("keydown", { key: "F8", code: "F8" }));
    });
    expect(await screen.findByRole("region", { name: /Notifications/ })).toBeInTheDocument();
    expect(mounted).toHaveBeenLastCalledWith({ focusOnMount: true });
  });
});

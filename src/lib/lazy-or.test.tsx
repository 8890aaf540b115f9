import { act, render, screen } from "@testing-library/react";
import { Suspense, type ComponentType } from "react";
import { describe, expect, it, vi } from "vitest";
import { KEEP_WAITING, lazyOr, loadOr } from "./lazy-or";

const failed = () => Promise.reject(new TypeError("Importing a module script failed."));

describe("loadOr", () => {
  const Part: ComponentType<object> = () => <p>part</p>;
  const Fallback: ComponentType<object> = () => <p>fallback</p>;

  it("gives the component when its code comes", async () => {
    await expect(loadOr(() => Promise.resolve({ default: Part }), Fallback)).resolves.toEqual({ default: Part });
  });

  it("gives the fallback as the module when the load fails", async () => {
    await expect(loadOr(failed, Fallback)).resolves.toEqual({ default: Fallback });
  });

  it("keeps waiting, never settling, when told to", async () => {
    const settled = vi.fn();
    void loadOr(failed, KEEP_WAITING).then(settled, settled);
    await new Promise((r) => setTimeout(r, 20));
    expect(settled).not.toHaveBeenCalled();
  });
});

describe("lazyOr", () => {
  it("draws the fallback in place of a part whose code cannot be fetched, and what is around it stays", async () => {
    const Menu = lazyOr<{ label: string }>(failed, ({ label }) => <a href="/all-services">{label}</a>);
    render(
      <header>
        <a href="/">Home</a>
        <Suspense fallback={<button type="button">Services</button>}>
          <Menu label="Services" />
        </Suspense>
      </header>,
    );
    expect(screen.getByRole("button", { name: "Services" })).toBeInTheDocument();
    await act(() => Promise.resolve());
    expect(await screen.findByRole("link", { name: "Services" })).toHaveAttribute("href", "/all-services");
    expect(screen.getByRole("link", { name: "Home" })).toBeInTheDocument();
  });

  it("keeps a Suspense boundary's fallback when told to keep waiting", async () => {
    const Band = lazyOr(failed, KEEP_WAITING);
    render(
      <Suspense fallback={<p>footer links</p>}>
        <Band />
      </Suspense>,
    );
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(screen.getByText("footer links")).toBeInTheDocument();
  });
});

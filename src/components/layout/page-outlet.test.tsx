import { act, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, UNSAFE_withComponentProps as withComponentProps, useNavigation } from "react-router";
import { describe, expect, it } from "vitest";
import { PageOutlet } from "./page-outlet";

/**
 * A route table shaped like the site's: a root drawing the outlet, a language layout with no
 * component, pages; each component wrapped as the framework's build wraps a route module's
 * (`withComponentProps`: it reads the router's state, so it re-renders on each change).
 */
function site() {
  const renders = { home: 0, pending: 0 };
  let release = () => {};
  const nextLoaded = new Promise<null>((resolve) => (release = () => resolve(null)));
  function Home() {
    renders.home++;
    return (
      <h1>
        Home <Pending />
      </h1>
    );
  }
  function Pending() {
    renders.pending++;
    return <span data-testid="state">{useNavigation().state}</span>;
  }
  const router = createMemoryRouter(
    [
      {
        id: "root",
        Component: withComponentProps(PageOutlet),
        children: [
          {
            id: "en",
            children: [
              { path: "/", Component: withComponentProps(Home) },
              { path: "/next", loader: () => nextLoaded, Component: withComponentProps(() => <h1>Next</h1>) },
            ],
          },
        ],
      },
    ],
    { initialEntries: ["/"] },
  );
  render(<RouterProvider router={router} />);
  return { router, renders, release: () => act(async () => release()) };
}

describe("PageOutlet", () => {
  it("does not redraw the page being left when a navigation only starts loading; what reads the router still updates", async () => {
    const { router, renders, release } = site();
    expect(screen.getByTestId("state")).toHaveTextContent("idle");
    const before = renders.home;
    let navigated!: Promise<void>;
    act(() => {
      navigated = router.navigate("/next");
    });
    expect(router.state.navigation.state).toBe("loading");
    expect(screen.getByTestId("state")).toHaveTextContent("loading");
    expect(renders.home).toBe(before);
    await release();
    await act(() => navigated);
    expect(screen.getByRole("heading")).toHaveTextContent("Next");
  });

  it("draws the new page when the location changes, and the same page again on a new location (a query)", async () => {
    const { router, renders } = site();
    const before = renders.home;
    await act(() => router.navigate("/?ref=newsletter"));
    expect(renders.home).toBeGreaterThan(before);
    expect(screen.getByRole("heading")).toHaveTextContent("Home");
  });
});

import { fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, MemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { isActivePath, isSoftNavigationClick, Link, NavLink, PlainLinks, rootHref, TwinLink } from "./link";

function site(start = "/") {
  const router = createMemoryRouter(
    [
      {
        path: "/",
        element: (
          <>
            <h1>Home</h1>
            <Link to="/pricing#faq" className="plain">
              Pricing
            </Link>
            <Link to="/" className="plain">
              Home again
            </Link>
          </>
        ),
      },
      { path: "/pricing", element: <h1>Pricing</h1> },
      {
        path: "/es/",
        element: (
          <Link to="/pricing" className="plain">
            Precios
          </Link>
        ),
      },
      { path: "/es/precios", element: <h1>Precios</h1> },
    ],
    { initialEntries: [start] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe("Link", () => {
  it("is a plain anchor, without React Router's data-discover, whose click is the router's navigation", () => {
    const router = site();
    const link = screen.getByRole("link", { name: "Pricing" });
    expect(link.getAttribute("href")).toBe("/pricing#faq");
    expect(link.hasAttribute("data-discover")).toBe(false);
    expect(link.className).toBe("plain");
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    fireEvent(link, click);
    expect(click.defaultPrevented).toBe(true);
    expect(router.state.location.pathname).toBe("/pricing");
    expect(router.state.location.hash).toBe("#faq");
    expect(screen.getByRole("heading").textContent).toBe("Pricing");
  });

  it("replaces the history entry when it leads to where the visitor already is, as React Router's link does", () => {
    const router = site();
    fireEvent.click(screen.getByRole("link", { name: "Home again" }));
    expect(router.state.historyAction).toBe("REPLACE");
    fireEvent.click(screen.getByRole("link", { name: "Pricing" }));
    expect(router.state.historyAction).toBe("PUSH");
  });

  it("leaves a modified click (a new tab) to the browser", () => {
    const router = site();
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    fireEvent(screen.getByRole("link", { name: "Pricing" }), click);
    expect(click.defaultPrevented).toBe(false);
    expect(router.state.location.pathname).toBe("/");
  });

  it("leaves the click alone when the link's own handler prevented it", () => {
    const router = createMemoryRouter([
      {
        path: "/",
        element: (
          <Link to="/pricing" onClick={(e) => e.preventDefault()}>
            Pricing
          </Link>
        ),
      },
      { path: "/pricing", element: <h1>Pricing</h1> },
    ]);
    render(<RouterProvider router={router} />);
    fireEvent.click(screen.getByRole("link", { name: "Pricing" }));
    expect(router.state.location.pathname).toBe("/");
  });

  it("on a Spanish page leads to the Spanish twin", () => {
    site("/es/");
    expect(screen.getByRole("link", { name: "Precios" }).getAttribute("href")).toBe("/es/precios");
  });

  it("is React Router's own link for a relative path, which the router resolves, and outside a data router", () => {
    const router = createMemoryRouter([{ path: "/store/", element: <Link to="cart">Cart</Link> }, { path: "/store/cart", element: <h1>Cart</h1> }], { initialEntries: ["/store/"] });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole("link", { name: "Cart" }).getAttribute("href")).toBe("/store/cart");
    expect(screen.getByRole("link", { name: "Cart" }).getAttribute("data-discover")).toBe("true");
    render(
      <MemoryRouter>
        <Link to="/store">Store</Link>
      </MemoryRouter>,
    );
    expect(screen.getByRole("link", { name: "Store" }).getAttribute("data-discover")).toBe("true");
  });

  it("in an island (PlainLinks) is the page's plain link: the browser follows it, whatever router is around", () => {
    render(
      <MemoryRouter initialEntries={["/es/"]}>
        <PlainLinks value={true}>
          <Link to="/pricing" className="x">
            Precios
          </Link>
          <TwinLink to="/">English</TwinLink>
        </PlainLinks>
      </MemoryRouter>,
    );
    const link = screen.getByRole("link", { name: "Precios" });
    expect(link.getAttribute("href")).toBe("/es/precios");
    expect(link.hasAttribute("data-discover")).toBe(false);
    expect(fireEvent.click(link)).toBe(true); // not prevented: the browser's
    expect(fireEvent.click(screen.getByRole("link", { name: "English" }))).toBe(true);
  });
});

describe("rootHref", () => {
  it("writes a path from the root as React Router does, and declines anything it would resolve", () => {
    expect(rootHref("/es/")).toBe("/es/");
    expect(rootHref({ pathname: "/pricing", hash: "#faq" })).toBe("/pricing#faq");
    expect(rootHref("#faq")).toBeNull();
    expect(rootHref("pricing")).toBeNull();
    expect(rootHref("//evil.example/")).toBeNull();
    expect(rootHref({ hash: "#faq" })).toBeNull();
  });
});

describe("isSoftNavigationClick", () => {
  const plain = { button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false, defaultPrevented: false };
  it("is a plain left click in the same tab", () => {
    expect(isSoftNavigationClick(plain, undefined)).toBe(true);
    expect(isSoftNavigationClick(plain, "_self")).toBe(true);
    expect(isSoftNavigationClick(plain, "_blank")).toBe(false);
    expect(isSoftNavigationClick({ ...plain, button: 1 }, undefined)).toBe(false);
    expect(isSoftNavigationClick({ ...plain, shiftKey: true }, undefined)).toBe(false);
    expect(isSoftNavigationClick({ ...plain, defaultPrevented: true }, undefined)).toBe(false);
  });
});

describe("NavLink", () => {
  function header(start: string) {
    const router = createMemoryRouter(
      [
        {
          path: "*",
          element: (
            <nav>
              <NavLink to="/" end className={({ isActive }) => (isActive ? "on" : "off")}>
                Home
              </NavLink>
              <NavLink to="/blog" className="pill">
                Blog
              </NavLink>
            </nav>
          ),
        },
      ],
      { initialEntries: [start] },
    );
    render(<RouterProvider router={router} />);
    return router;
  }

  it("marks the page the visitor is on, and a page below it unless `end`", () => {
    header("/blog/some-post");
    const home = screen.getByRole("link", { name: "Home" });
    const blog = screen.getByRole("link", { name: "Blog" });
    expect(home.getAttribute("aria-current")).toBeNull();
    expect(home.className).toBe("off");
    expect(blog.getAttribute("aria-current")).toBe("page");
    expect(blog.className).toBe("pill active");
  });

  it("follows a soft navigation: the current page moves with the location", () => {
    const router = header("/");
    expect(screen.getByRole("link", { name: "Home" }).getAttribute("aria-current")).toBe("page");
    fireEvent.click(screen.getByRole("link", { name: "Blog" }));
    expect(router.state.location.pathname).toBe("/blog");
    expect(screen.getByRole("link", { name: "Home" }).getAttribute("aria-current")).toBeNull();
    expect(screen.getByRole("link", { name: "Blog" }).getAttribute("aria-current")).toBe("page");
  });

  it("on a Spanish page names the Spanish twin and is current there", () => {
    header("/es/");
    const home = screen.getByRole("link", { name: "Home" });
    expect(home.getAttribute("href")).toBe("/es/");
    expect(home.getAttribute("aria-current")).toBe("page");
  });
});

describe("TwinLink", () => {
  it("takes its URL as written, across languages, and hands the click to the router", () => {
    const router = createMemoryRouter(
      [
        { path: "/pricing", element: <TwinLink to="/es/precios?ref=mx#faq">Español</TwinLink> },
        { path: "/es/precios", element: <h1>Precios</h1> },
      ],
      { initialEntries: ["/pricing"] },
    );
    render(<RouterProvider router={router} />);
    const link = screen.getByRole("link", { name: "Español" });
    expect(link.getAttribute("href")).toBe("/es/precios?ref=mx#faq");
    fireEvent.click(link);
    expect(router.state.location).toMatchObject({ pathname: "/es/precios", search: "?ref=mx", hash: "#faq" });
  });
});

describe("isActivePath", () => {
  it("is React Router's NavLink rule", () => {
    expect(isActivePath("/", "/", true)).toBe(true);
    expect(isActivePath("/pricing", "/", true)).toBe(false);
    expect(isActivePath("/blog/post", "/blog")).toBe(true);
    expect(isActivePath("/blog/post", "/blog", true)).toBe(false);
    expect(isActivePath("/blogging", "/blog")).toBe(false);
    expect(isActivePath("/Blog", "/blog")).toBe(true);
    expect(isActivePath("/es/blog", "/es/")).toBe(true);
    expect(isActivePath("/es/blog", "/es/", true)).toBe(false);
  });
});

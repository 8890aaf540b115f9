import { afterEach, describe, expect, it } from "vitest";
import { replayTaps, TAP_CAPTURE_SCRIPT } from "./tap-replay";

type TapWindow = Window & { __cxTaps?: number[] | null };

function capture() {
  // The same script the head runs, in this document.
  new Function(TAP_CAPTURE_SCRIPT)();
}

afterEach(() => {
  (window as TapWindow).__cxTaps = null;
  document.body.innerHTML = "";
});

describe("taps before hydration", () => {
  it("are held, marked pending, and replayed in order once hydrated", () => {
    document.body.innerHTML = '<button id="a">A</button><button id="b">B</button><a id="link" href="#x">link</a>';
    capture();
    const seen: string[] = [];
    document.getElementById("b")!.click();
    document.getElementById("a")!.click();
    // Nothing reached the page's own handlers yet.
    document.addEventListener("click", (e) => seen.push((e.target as HTMLElement).id));
    expect(seen).toEqual([]);
    expect(document.getElementById("b")!.hasAttribute("data-tap-pending")).toBe(true);

    // "Hydration": the page's handlers are in place, then the taps are replayed.
    expect(replayTaps()).toBe(2);
    expect(seen).toEqual(["b", "a"]);
    expect(document.querySelector("[data-tap-pending]")).toBeNull();

    // After that, taps go straight through.
    document.getElementById("a")!.click();
    expect(seen).toEqual(["b", "a", "a"]);
  });

  it("leave links and disabled buttons alone", () => {
    document.body.innerHTML = '<a id="link" href="#x"><span id="inside">go</span></a><button id="off" disabled>off</button>';
    capture();
    const clicks: string[] = [];
    document.addEventListener("click", (e) => clicks.push((e.target as HTMLElement).id));
    document.getElementById("inside")!.click();
    expect(clicks).toEqual(["inside"]);
    expect(replayTaps()).toBe(0);
  });

  it("a tap on an icon inside a button counts as the button's", () => {
    document.body.innerHTML = '<button id="menu"><svg><path id="icon"></path></svg></button>';
    capture();
    document.getElementById("icon")!.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    const clicked: string[] = [];
    document.getElementById("menu")!.addEventListener("click", () => clicked.push("menu"));
    replayTaps();
    expect(clicked).toEqual(["menu"]);
  });
});

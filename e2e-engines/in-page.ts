/**
 * Code the harness runs inside the page, in every engine: each function is sent as its source
 * text (Puppeteer's evaluate, WebDriver's Execute Script), so it must stand alone: no imports,
 * no outer variables, syntax every supported browser parses.
 *
 * A target is found the way a visitor finds it: by role and accessible name (an approximation
 * of the accessible-name algorithm good enough for this site: aria-labelledby, aria-label, a
 * field's label, else its text without aria-hidden parts), or by test id, and only if it is
 * visible. Before a click it must also be enabled, still (the same box two frames running) and
 * the element under its centre: a click a visitor could not make is not made.
 */

export type Role = "button" | "link" | "heading" | "textbox" | "dialog" | "region" | "switch" | "group" | "alert" | "table" | "banner" | "contentinfo";
/** A name or text to match: a string matches the whole (whitespace-collapsed) text; a pattern travels as source and flags. */
export type Match = string | { re: string; flags: string };
export type Target = {
  role?: Role;
  name?: Match;
  /** Heading level (role "heading"). */
  level?: number;
  testId?: string;
  css?: string;
  /** The element's text (whitespace-collapsed) matches. */
  text?: Match;
  /** Search inside the first element that matches this target (shown or not). */
  within?: Target;
};

/** Every visible element that matches the target, in document order. */
export function findAll(target: Target): Element[] {
  const ROLES: Record<string, string> = {
    button: "button, [role=button], input[type=submit], input[type=button]",
    link: "a[href], [role=link]",
    heading: "h1, h2, h3, h4, h5, h6, [role=heading]",
    textbox:
      "input:not([type]), input[type=text], input[type=email], input[type=password], input[type=search], input[type=tel], input[type=url], textarea, [role=textbox], [role=searchbox]",
    dialog: "dialog, [role=dialog], [role=alertdialog]",
    region: "section[aria-label], section[aria-labelledby], [role=region]",
    switch: "[role=switch]",
    group: "fieldset, [role=group], [role=radiogroup]",
    alert: "[role=alert]",
    table: "table, [role=table], [role=grid]",
    banner: "header, [role=banner]",
    contentinfo: "footer, [role=contentinfo]",
  };
  const squash = (s: string) => s.replace(/\s+/g, " ").trim();
  const matches = (value: string, m: Match) => (typeof m === "string" ? value === m : new RegExp(m.re, m.flags).test(value));
  const visible = (el: Element) => {
    if (el.closest("[hidden], [aria-hidden='true']")) return false;
    const style = getComputedStyle(el);
    if (style.visibility === "hidden" || style.display === "none") return false;
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0;
  };
  const textOf = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? "";
    if (!(node instanceof Element)) return "";
    if (node.getAttribute("aria-hidden") === "true" || node.hasAttribute("hidden")) return "";
    if (node instanceof HTMLElement && getComputedStyle(node).display === "none") return "";
    if (node instanceof HTMLImageElement) return node.alt;
    let s = "";
    for (const child of Array.from(node.childNodes)) s += textOf(child);
    return s;
  };
  const nameOf = (el: Element): string => {
    const labelledBy = el.getAttribute("aria-labelledby");
    if (labelledBy)
      return squash(
        labelledBy
          .split(/\s+/)
          .map((id) => document.getElementById(id))
          .map((ref) => (ref ? textOf(ref) : ""))
          .join(" "),
      );
    const label = el.getAttribute("aria-label");
    if (label) return squash(label);
    if (el instanceof HTMLFieldSetElement) {
      const legend = el.querySelector(":scope > legend");
      return legend ? squash(textOf(legend)) : "";
    }
    if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) {
      const labels = el.labels ? Array.from(el.labels) : [];
      if (labels.length > 0) return squash(labels.map(textOf).join(" "));
      if (el instanceof HTMLInputElement && (el.type === "submit" || el.type === "button")) return squash(el.value);
      return squash(el.getAttribute("placeholder") ?? el.getAttribute("title") ?? "");
    }
    return squash(textOf(el));
  };
  const one = (t: Target, root: ParentNode, mustShow: boolean): Element[] => {
    const selector = t.css ?? (t.testId ? `[data-testid="${t.testId}"]` : t.role ? ROLES[t.role]! : "*");
    return Array.from(root.querySelectorAll(selector)).filter((el) => {
      if (mustShow && !visible(el)) return false;
      if (t.testId && el.getAttribute("data-testid") !== t.testId) return false;
      if (t.role === "heading" && t.level !== undefined) {
        const level = /^H(\d)$/.exec(el.tagName)?.[1] ?? el.getAttribute("aria-level");
        if (Number(level) !== t.level) return false;
      }
      if (t.name !== undefined && !matches(nameOf(el), t.name)) return false;
      if (t.text !== undefined && !matches(squash(textOf(el)), t.text)) return false;
      return true;
    });
  };
  // The container only has to be there (a toast region has no box of its own); what is found in it must show.
  let root: ParentNode = document;
  for (const outerTarget of target.within ? [target.within] : []) {
    const outer = (outerTarget.within ? findAll(outerTarget) : one(outerTarget, document, false))[0];
    if (!outer) return [];
    root = outer;
  }
  return one(target, root, true);
}

/**
 * The target, ready for a visitor's click (scrolled into view, enabled, still, on top), or why
 * not. Async: it waits two animation frames to see that the element has stopped moving.
 */
export async function actionable(target: Target, find: (t: Target) => Element[]): Promise<Element | string> {
  const el = find(target)[0];
  if (!el) return "not found (or not visible)";
  if ((el as HTMLButtonElement).disabled || el.getAttribute("aria-disabled") === "true") return "disabled";
  el.scrollIntoView({ block: "center", inline: "center" });
  // Both drivers click the centre of the element's first box (WebDriver's "in-view centre
  // point"; Puppeteer's first content quad): a link that wraps onto two lines is clicked on its
  // first line, not between the lines.
  const first = () => el.getClientRects()[0] ?? el.getBoundingClientRect();
  const box = () => {
    const r = first();
    return `${Math.round(r.x)},${Math.round(r.y)},${Math.round(r.width)},${Math.round(r.height)}`;
  };
  const before = box();
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  if (box() !== before) return "still moving";
  const r = first();
  const x = Math.max(0, r.left) + (Math.min(innerWidth, r.right) - Math.max(0, r.left)) / 2;
  const y = Math.max(0, r.top) + (Math.min(innerHeight, r.bottom) - Math.max(0, r.top)) / 2;
  const hit = document.elementFromPoint(x, y);
  if (!hit) return "outside the viewport";
  if (hit !== el && !el.contains(hit)) {
    const labelFor = hit.closest("label");
    if (!(labelFor && (labelFor.control === el || labelFor.contains(el)))) {
      const who = `${hit.tagName.toLowerCase()}${hit.id ? `#${hit.id}` : ""}${hit.getAttribute("data-testid") ? `[data-testid=${hit.getAttribute("data-testid")}]` : ""}`;
      return `covered by ${who}: "${(hit.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 60)}"`;
    }
  }
  return el;
}

/** Keeps every Blob the page turns into an object URL and every download an anchor starts, so a journey can read the file the site built. */
export function recordDownloads(): void {
  const w = window as unknown as { __engineDownloads?: { name: string; blob: Blob | null }[] };
  if (w.__engineDownloads) return;
  const downloads: { name: string; blob: Blob | null }[] = [];
  w.__engineDownloads = downloads;
  const blobs = new Map<string, Blob>();
  const create = URL.createObjectURL.bind(URL);
  URL.createObjectURL = (obj: Blob | MediaSource) => {
    const url = create(obj);
    if (obj instanceof Blob) blobs.set(url, obj);
    return url;
  };
  const click = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    if (this.hasAttribute("download")) downloads.push({ name: this.download, blob: blobs.get(this.href) ?? null });
    return click.call(this);
  };
}

/** The name and text of the n-th download recorded (null while there is none). */
export async function readDownload(n: number): Promise<{ name: string; text: string } | null> {
  const w = window as unknown as { __engineDownloads?: { name: string; blob: Blob | null }[] };
  const d = w.__engineDownloads?.[n];
  if (!d) return null;
  return { name: d.name, text: d.blob ? await d.blob.text() : "" };
}

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { browserStorage, readJson, readText, writeJson, writeText, type StorageLike } from "./storage";

function memoryStorage() {
  const data = new Map<string, string>();
  const store: StorageLike & { data: Map<string, string> } = {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, String(v)),
    removeItem: (k) => void data.delete(k),
    data,
  };
  return store;
}

/** Storage as private modes and full disks leave it: reading works, writing throws. */
function fullStorage(): StorageLike {
  return {
    getItem: () => null,
    setItem: () => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    },
    removeItem: () => {},
  };
}

/** Storage an extension or a policy has locked: every call throws. */
function lockedStorage(): StorageLike {
  const denied = () => {
    throw new DOMException("Access is denied for this document.", "SecurityError");
  };
  return { getItem: denied, setItem: denied, removeItem: denied };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("the browser's storage areas", () => {
  it("are the window's localStorage and sessionStorage, kept apart", () => {
    expect(browserStorage("local")).toBe(window.localStorage);
    expect(browserStorage("session")).toBe(window.sessionStorage);
    writeText(browserStorage("local"), "k", "in local");
    writeText(browserStorage("session"), "k", "in session");
    expect(readText(browserStorage("local"), "k")).toBe("in local");
    expect(readText(browserStorage("session"), "k")).toBe("in session");
  });

  it("are missing during the prerender (no window): reads give nothing, writes do nothing", () => {
    vi.stubGlobal("window", undefined);
    expect(browserStorage("local")).toBeUndefined();
    expect(readText(browserStorage("local"), "k")).toBeNull();
    expect(readJson(browserStorage("session"), "k")).toBeUndefined();
    expect(() => writeText(browserStorage("local"), "k", "v")).not.toThrow();
    expect(() => writeJson(browserStorage("session"), "k", { a: 1 })).not.toThrow();
    vi.unstubAllGlobals();
    expect(localStorage.getItem("k")).toBeNull();
    expect(sessionStorage.getItem("k")).toBeNull();
  });

  it("are missing when the browser blocks them (reading window.localStorage throws)", () => {
    vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    expect(browserStorage("local")).toBeUndefined();
    expect(readText(browserStorage("local"), "k")).toBeNull();
    expect(() => writeJson(browserStorage("local"), "k", [1])).not.toThrow();
    // The other area still works.
    writeText(browserStorage("session"), "k", "v");
    expect(readText(browserStorage("session"), "k")).toBe("v");
  });
});

describe("text", () => {
  it("reads what was written, and null for a key never written", () => {
    const s = memoryStorage();
    expect(readText(s, "k")).toBeNull();
    writeText(s, "k", "v");
    expect(readText(s, "k")).toBe("v");
  });

  it("null removes the key", () => {
    const s = memoryStorage();
    writeText(s, "k", "v");
    writeText(s, "k", null);
    expect(s.data.has("k")).toBe(false);
  });

  it("never throws: no storage, a full one, a locked one", () => {
    for (const s of [null, undefined, fullStorage(), lockedStorage()]) {
      expect(readText(s, "k")).toBeNull();
      expect(() => writeText(s, "k", "v")).not.toThrow();
      expect(() => writeText(s, "k", null)).not.toThrow();
    }
  });
});

describe("JSON", () => {
  it("round-trips a value", () => {
    const s = memoryStorage();
    const value = { lines: [{ id: "a", quantity: 2 }], at: 5, note: null };
    writeJson(s, "k", value);
    expect(s.data.get("k")).toBe(JSON.stringify(value));
    expect(readJson(s, "k")).toEqual(value);
  });

  it.each([
    ["nothing stored", null],
    ["text that is not JSON", "{nope"],
    ["an empty string", ""],
    ["half a list (a write cut short)", '[{"id":"a"'],
  ])("reads %s as undefined", (_, raw) => {
    const s = memoryStorage();
    if (raw !== null) s.data.set("k", raw);
    expect(readJson(s, "k")).toBeUndefined();
  });

  it("does not parse when nothing is stored (no SyntaxError built on every page's load)", () => {
    const parse = vi.spyOn(JSON, "parse");
    expect(readJson(memoryStorage(), "k")).toBeUndefined();
    expect(parse).not.toHaveBeenCalled();
    parse.mockRestore();
  });

  it("gives any JSON value back as it is: checking its shape is the caller's job", () => {
    const s = memoryStorage();
    s.data.set("k", "null");
    expect(readJson(s, "k")).toBeNull();
    s.data.set("k", '"text"');
    expect(readJson(s, "k")).toBe("text");
  });

  it("undefined removes the key", () => {
    const s = memoryStorage();
    writeJson(s, "k", [1]);
    writeJson(s, "k", undefined);
    expect(s.data.has("k")).toBe(false);
  });

  it("never throws: a value with no JSON form, a full storage, a locked one", () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    const s = memoryStorage();
    s.data.set("k", "[1]");
    expect(() => writeJson(s, "k", circular)).not.toThrow();
    expect(() => writeJson(s, "k", 10n)).not.toThrow();
    // What was there stays: a failed write loses nothing.
    expect(s.data.get("k")).toBe("[1]");
    expect(() => writeJson(fullStorage(), "k", [1])).not.toThrow();
    expect(() => writeJson(lockedStorage(), "k", [1])).not.toThrow();
    expect(readJson(lockedStorage(), "k")).toBeUndefined();
  });
});

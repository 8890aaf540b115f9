import { renderHook, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { en } from "./failures/en";
import { useFailureSentence } from "./failure-words";

// Spanish sentences that cannot arrive: the connection to our own files is down too.
vi.mock("./failures/es", () => {
  throw new Error("Failed to fetch dynamically imported module");
});

const at = (path: string) =>
  function Wrapper({ children }: { children: React.ReactNode }) {
    return <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;
  };

describe("useFailureSentence", () => {
  it("is null while the words are on their way, then the sentence for the kind, at once on the next render", async () => {
    const first = renderHook(() => useFailureSentence("timeout", "default"), { wrapper: at("/store") });
    expect(first.result.current).toBeNull();
    await waitFor(() => expect(first.result.current).toBe(en.timeout), { timeout: 5000 });
    // Once here, a new failure shows its sentence in its first render.
    const again = renderHook(() => useFailureSentence("offline", "default"), { wrapper: at("/product/x") });
    expect(again.result.current).toBe(en.offline);
  });

  it("falls back to the spec's default when the words cannot arrive", async () => {
    const { result } = renderHook(() => useFailureSentence("offline", "No se pudo cargar la oferta del producto."), { wrapper: at("/es/oferta-airbnb-mexico") });
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current).toBe("No se pudo cargar la oferta del producto."), { timeout: 5000 });
  });
});

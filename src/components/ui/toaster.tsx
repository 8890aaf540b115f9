import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from "react";
import { cameFromTheSite, takePendingToast, toast, toastStore } from "~/lib/toast";

// The Radix toast code is not part of the first load, nor of the work after it (issue 11: nothing
// runs that the visitor did not ask for): it arrives with the first toast, or with F8 (the hotkey
// that focuses the toasts), and stays mounted from then on.
const RadixToaster = lazy(() => import("./toaster-radix"));
const EMPTY: never[] = [];

export function Toaster() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, () => EMPTY);
  const [used, setUsed] = useState<"toast" | "hotkey" | null>(null);
  const showing = toasts.length > 0;
  // A message a link of the page before left for this one (an islands page's link is a new
  // document: islands/messages.ts `toastOnNextPage`).
  useEffect(() => {
    const pending = cameFromTheSite(document.referrer, location.origin) ? takePendingToast() : null;
    if (pending) toast(pending);
  }, []);
  useEffect(() => {
    if (showing) setUsed((u) => u ?? "toast");
  }, [showing]);
  useEffect(() => {
    if (used) return;
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === "F8") setUsed("hotkey");
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [used]);
  if (!used && !showing) return null;
  return (
    <Suspense fallback={null}>
      <RadixToaster focusOnMount={used === "hotkey"} />
    </Suspense>
  );
}

import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from "react";
import { toastStore } from "~/lib/toast";
import { whenIdle } from "~/lib/when-idle";

// The Radix toast code is not part of the first load: it arrives when the browser is idle,
// or at once when a toast is raised before that.
const RadixToaster = lazy(() => import("./toaster-radix"));
const EMPTY: never[] = [];

export function Toaster() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, () => EMPTY);
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenIdle(() => setWanted(true)), []);
  if (!wanted && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <RadixToaster />
    </Suspense>
  );
}

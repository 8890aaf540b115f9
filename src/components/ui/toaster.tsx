import { Suspense, useEffect, useState, useSyncExternalStore } from "react";
import { useShellWords } from "~/content/shared-words";
import { lazyOr } from "~/lib/lazy-or";
import { cameFromTheSite, takePendingToast, toast, toastStore } from "~/lib/toast";

// The Radix toast code is not part of the first load, nor of the work after it (issue 11: nothing
// runs that the visitor did not ask for): it arrives with the first toast, or with F8 (the hotkey
// that focuses the toasts), and stays mounted from then on. If it cannot be fetched, the messages
// still show, plainly (lib/lazy-or.ts).
const RadixToaster = lazyOr(() => import("./toaster-radix"), PlainToasts);
const EMPTY: never[] = [];

/** The toasts when Radix's code could not be fetched: the same messages, each for its time. */
function PlainToasts() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, () => EMPTY);
  const words = useShellWords().toasts;
  useEffect(() => {
    const timers = toasts.map((t) => setTimeout(() => toastStore.remove(t.id), t.open ? t.duration : 0));
    return () => timers.forEach(clearTimeout);
  }, [toasts]);
  return (
    <section aria-label={words.region} className="toast-viewport fixed bottom-0 right-0 z-[100] w-full p-4 sm:bottom-4 sm:right-4 sm:max-w-sm">
      {toasts.map((t) => (
        <div key={t.id} role={t.variant === "destructive" ? "alert" : "status"} className="rounded-2xl border border-sand-200 bg-white p-4 text-sm text-ink shadow-lg">
          <p className="font-semibold">{t.title}</p>
          {t.description && <p className="opacity-90">{t.description}</p>}
        </div>
      ))}
    </section>
  );
}

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

import * as ToastPrimitive from "@radix-ui/react-toast";
import { X } from "lucide-react";
import { useEffect, useRef, useSyncExternalStore } from "react";
import { toastStore, type ToastVariant } from "~/lib/toast";
import { useShellWords } from "~/content/shared-words";
import { cn } from "~/lib/cn";

const variantClass: Record<ToastVariant, string> = {
  default: "border-sand-200 bg-white text-ink",
  success: "border-brand-200 bg-brand-50 text-brand-900",
  info: "border-brand-200 bg-white text-brand-900",
  destructive: "border-red-300 bg-red-50 text-red-900",
};

const EMPTY: never[] = [];

/**
 * Radix toasts: F8 focuses the viewport, swipe right 50 px to dismiss, one visible at a time.
 * `focusOnMount`: mounted by an F8 press (./toaster), which Radix's own hotkey listener missed.
 */
export default function RadixToaster({ focusOnMount = false }: { focusOnMount?: boolean }) {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, () => EMPTY);
  const viewport = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (focusOnMount) viewport.current?.focus();
  }, [focusOnMount]);
  const words = useShellWords().toasts;
  return (
    <ToastPrimitive.Provider label={words.item} swipeDirection="right" swipeThreshold={50} duration={5000}>
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          open={t.open}
          duration={t.duration}
          type={t.variant === "destructive" ? "foreground" : "background"}
          onOpenChange={(open) => {
            if (!open) {
              toastStore.dismiss(t.id);
              window.setTimeout(() => toastStore.remove(t.id), 200);
            }
          }}
          data-variant={t.variant}
          className={cn(
            "pointer-events-auto relative flex w-full items-start gap-3 rounded-2xl border p-4 pr-10 shadow-lg",
            "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full data-[state=closed]:opacity-0 transition-opacity",
            variantClass[t.variant],
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{t.title}</ToastPrimitive.Title>
            {t.description && (
              <ToastPrimitive.Description className="text-sm opacity-90">{t.description}</ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label={words.close}
            className="absolute right-2 top-2 rounded-full p-1.5 opacity-70 hover:bg-black/5 hover:opacity-100"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport ref={viewport} label={`${words.region} ({hotkey})`} className="toast-viewport fixed bottom-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:bottom-4 sm:right-4 sm:max-w-sm" />
    </ToastPrimitive.Provider>
  );
}

import { browserStorage, readJson, writeText, type MaybeStorage } from "./storage";

/** At most one toast is visible at a time (spec part 2 §2 "Global shell"). */
export const TOAST_LIMIT = 1;
/** Auto-dismiss after 5000 ms unless a toast says otherwise. */
export const DEFAULT_TOAST_DURATION = 5000;
/** Toast durations the spec allows. */
export type ToastDuration = 1000 | 2000 | 3000 | 5000;
export type ToastVariant = "default" | "destructive" | "info" | "success";

export type ToastInput = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  duration?: ToastDuration;
};

export type ToastItem = Required<Omit<ToastInput, "description">> & {
  id: number;
  description?: string;
  open: boolean;
};

export type ToastAction = { type: "add"; toast: ToastItem } | { type: "dismiss"; id: number } | { type: "remove"; id: number };

export function toastReducer(state: ToastItem[], action: ToastAction): ToastItem[] {
  switch (action.type) {
    case "add":
      return [action.toast, ...state].slice(0, TOAST_LIMIT);
    case "dismiss":
      return state.map((t) => (t.id === action.id ? { ...t, open: false } : t));
    case "remove":
      return state.filter((t) => t.id !== action.id);
  }
}

/** A tiny external store, so any module (not only components) can raise a toast. */
export function createToastStore() {
  let state: ToastItem[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const dispatch = (action: ToastAction) => {
    state = toastReducer(state, action);
    listeners.forEach((l) => l());
  };
  return {
    getSnapshot: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    toast(input: ToastInput): number {
      const id = nextId++;
      dispatch({
        type: "add",
        toast: {
          id,
          open: true,
          title: input.title,
          description: input.description,
          variant: input.variant ?? "default",
          duration: input.duration ?? DEFAULT_TOAST_DURATION,
        },
      });
      return id;
    },
    dismiss: (id: number) => dispatch({ type: "dismiss", id }),
    remove: (id: number) => dispatch({ type: "remove", id }),
  };
}

export const toastStore = createToastStore();
/** Show a toast: `toast({ title: "Loading Services...", description: "…", duration: 2000 })`. */
export const toast = (input: ToastInput) => toastStore.toast(input);

/**
 * A link's message, when the page it leads to is a new document (a link of an islands page,
 * decision 2026-11-28-islands): kept for the browser session's next page, whose toasts
 * (components/ui/toaster.tsx) show it once they are there. Storage may be blocked: the message is
 * then lost, not the navigation.
 */
export const PENDING_TOAST_KEY = "cx-pending-toast";

const VARIANTS: readonly ToastVariant[] = ["default", "destructive", "info", "success"];
const DURATIONS: readonly ToastDuration[] = [1000, 2000, 3000, 5000];

/**
 * Whether the page before this one was one of the site's own (the only pages that leave a
 * message): the hosts send `Referrer-Policy: strict-origin-when-cross-origin`, so a same-origin
 * referrer is there. A visitor arriving from elsewhere, or typing the address, makes no storage
 * read at hydration for a message that cannot be there.
 */
export const cameFromTheSite = (referrer: string, origin: string): boolean => referrer.startsWith(`${origin}/`);

/** Keeps a link's message for the next page of the browser session (`takePendingToast` shows it there). */
export function toastOnNextPage(input: ToastInput, storage: MaybeStorage = browserStorage("session")): void {
  writeText(storage, PENDING_TOAST_KEY, JSON.stringify(input));
}

/** The message a link left for this page, once; null when none, or when what is kept is not a toast. */
export function takePendingToast(storage: MaybeStorage = browserStorage("session")): ToastInput | null {
  const kept = readJson(storage, PENDING_TOAST_KEY);
  if (kept === undefined) return null;
  writeText(storage, PENDING_TOAST_KEY, null);
  if (!kept || typeof kept !== "object") return null;
  const { title, description, variant, duration } = kept as Record<string, unknown>;
  if (typeof title !== "string") return null;
  return {
    title,
    ...(typeof description === "string" ? { description } : {}),
    ...(VARIANTS.includes(variant as ToastVariant) ? { variant: variant as ToastVariant } : {}),
    ...(DURATIONS.includes(duration as ToastDuration) ? { duration: duration as ToastDuration } : {}),
  };
}

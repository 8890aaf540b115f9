import type { SupabaseClient } from "@supabase/supabase-js";
import { useCallback, useEffect, useState } from "react";
import { toast } from "~/lib/toast";
import { loadAllSubscribers, type LoadProgress } from "./subscribers-api";
import type { Subscriber } from "./types";

export type SubscribersState = {
  status: "loading" | "loaded" | "error";
  rows: Subscriber[];
  /** When the rows were loaded: the 'now' of the stats and date filters. */
  loadedAt: number;
  progress: LoadProgress | null;
  error: string | null;
  /** Milliseconds the last load took. */
  loadMs: number | null;
};

/** Loads every subscriber on mount and on refresh(); a failure raises the spec's toast. */
export function useSubscribers(getClient: () => SupabaseClient) {
  const [state, setState] = useState<SubscribersState>({
    status: "loading",
    rows: [],
    loadedAt: 0,
    progress: null,
    error: null,
    loadMs: null,
  });
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    const started = performance.now();
    setState((s) => ({ ...s, status: "loading", progress: null, error: null }));
    loadAllSubscribers(getClient(), {
      signal: controller.signal,
      onProgress: (progress) => {
        if (!controller.signal.aborted) setState((s) => ({ ...s, progress }));
      },
    })
      .then((rows) => {
        if (controller.signal.aborted) return;
        setState({ status: "loaded", rows, loadedAt: Date.now(), progress: null, error: null, loadMs: Math.round(performance.now() - started) });
      })
      .catch((e: unknown) => {
        if (controller.signal.aborted) return;
        const message = e instanceof Error ? e.message : String(e);
        toast({ title: "Error Loading Emails", description: `Failed to load subscriber list: ${message}`, variant: "destructive", duration: 5000 });
        setState((s) => ({ ...s, status: "error", progress: null, error: message }));
      });
    return () => controller.abort();
  }, [getClient, generation]);

  const refresh = useCallback(() => setGeneration((g) => g + 1), []);
  return { ...state, refresh };
}

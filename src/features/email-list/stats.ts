import { DAY_MS, indexSubscribers, type IndexedSubscriber } from "./filters";
import type { ListStats, Subscriber } from "./types";

/** 'YYYY-MM' of a timestamp, in UTC (the same calendar as the CSV export's ISO dates). */
export function monthKey(time: number): string {
  const d = new Date(time);
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, "0")}`;
}

/**
 * The list's stats (spec part 2, section 3): total, the last 30 and 7 days (rolling windows
 * ending now), sign-ups per source ('unknown' for an empty source) and per month, and the
 * top source (ties go to the name that sorts first; 'None' for an empty list).
 */
export function computeListStats(rows: readonly Subscriber[], now: number): ListStats {
  return computeIndexedStats(indexSubscribers(rows), now);
}

/** The same from rows already indexed (the page indexes once per load). */
export function computeIndexedStats(rows: readonly IndexedSubscriber[], now: number): ListStats {
  const since30 = now - 30 * DAY_MS;
  const since7 = now - 7 * DAY_MS;
  let recent30Days = 0;
  let recent7Days = 0;
  const sources = new Map<string, number>();
  const months = new Map<string, number>();
  for (const { time, source } of rows) {
    if (time >= since30) recent30Days++;
    if (time >= since7) recent7Days++;
    sources.set(source, (sources.get(source) ?? 0) + 1);
    if (!Number.isNaN(time)) {
      const m = monthKey(time);
      months.set(m, (months.get(m) ?? 0) + 1);
    }
  }
  const sourceEntries = [...sources].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return {
    total: rows.length,
    recent30Days,
    recent7Days,
    sourceBreakdown: Object.fromEntries(sourceEntries),
    monthlyBreakdown: Object.fromEntries([...months].sort((a, b) => (a[0] < b[0] ? -1 : 1))),
    topSource: sourceEntries[0]?.[0] ?? "None",
  };
}

/** Share of the total as a percentage with one decimal (0 when the total is 0). */
export function percentOf(count: number, total: number): number {
  return total > 0 ? Math.round((count / total) * 1000) / 10 : 0;
}

/**
 * Every month from the first to the last month with sign-ups, zero-filled, so a chart shows
 * gaps as gaps instead of hiding them.
 */
export function monthlySeries(monthlyBreakdown: Record<string, number>): { month: string; count: number }[] {
  const keys = Object.keys(monthlyBreakdown).sort();
  if (keys.length === 0) return [];
  const [fy, fm] = keys[0]!.split("-").map(Number) as [number, number];
  const [ly, lm] = keys[keys.length - 1]!.split("-").map(Number) as [number, number];
  const out: { month: string; count: number }[] = [];
  for (let y = fy, m = fm; y < ly || (y === ly && m <= lm); m === 12 ? (y++, (m = 1)) : m++) {
    const key = `${y}-${String(m).padStart(2, "0")}`;
    out.push({ month: key, count: monthlyBreakdown[key] ?? 0 });
  }
  return out;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** 'YYYY-MM' as 'Jun 2024'. */
export function monthLabel(key: string): string {
  const [y, m] = key.split("-").map(Number) as [number, number];
  return `${MONTHS[m - 1] ?? "?"} ${y}`;
}

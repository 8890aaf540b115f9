/** Share of the total as a percentage with one decimal (0 when the total is 0). */
export function percentOf(count: number, total: number): number {
  return total > 0 ? Math.round((count / total) * 1000) / 10 : 0;
}

/**
 * Every month from the first to the last month with sign-ups, zero-filled, so a chart shows
 * gaps as gaps instead of hiding them.
 */
export function monthlySeries(months: readonly { month: string; count: number }[]): { month: string; count: number }[] {
  const counts = new Map(months.map((m) => [m.month, m.count]));
  const keys = [...counts.keys()].sort();
  if (keys.length === 0) return [];
  const [fy, fm] = keys[0]!.split("-").map(Number) as [number, number];
  const [ly, lm] = keys[keys.length - 1]!.split("-").map(Number) as [number, number];
  const out: { month: string; count: number }[] = [];
  for (let y = fy, m = fm; y < ly || (y === ly && m <= lm); m === 12 ? (y++, (m = 1)) : m++) {
    const key = `${y}-${String(m).padStart(2, "0")}`;
    out.push({ month: key, count: counts.get(key) ?? 0 });
  }
  return out;
}

/**
 * Round y-axis ticks from 0 to at least `max`: 1, 2, 2.5 or 5 times a power of ten apart,
 * about `count` of them (0, 10,000, 20,000, 30,000 for a maximum of 28,388).
 */
export function niceTicks(max: number, count = 4): number[] {
  if (!(max > 0)) return [0, 1];
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = ([1, 2, 2.5, 5, 10].find((f) => f * power >= raw) ?? 10) * power;
  const ticks: number[] = [];
  for (let v = 0; v < max + step; v += step) {
    ticks.push(Math.round(v * 1e6) / 1e6);
    if (v >= max) break;
  }
  return ticks;
}

const compact = new Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits: 1 });
/** 28,388 as '28.4K' (axis labels). */
export function compactNumber(n: number): string {
  return compact.format(n);
}

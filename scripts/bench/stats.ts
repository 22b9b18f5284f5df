/**
 * Small pure helpers of the bench: percentiles, the `ddb` Server-Timing entry the handlers answer, and
 * numbers printed the es-AR way (`1.234,5`).
 */

/** Nearest-rank percentile (p in 0..100) of values; NaN for none. */
export const percentile = (values: readonly number[], p: number): number => {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
};

export const median = (values: readonly number[]): number => percentile(values, 50);

export interface Latency {
  p50: number;
  p95: number;
}

export const latency = (values: readonly number[]): Latency => ({ p50: percentile(values, 50), p95: percentile(values, 95) });

/** One entry of a Server-Timing header: `name;dur=1.2;desc="..."`. */
export interface TimingEntry {
  name: string;
  dur: number | null;
  desc: string | null;
}

/** Splits a Server-Timing header into its entries (commas inside quoted descriptions are kept). */
export const parseServerTiming = (header: string | null | undefined): TimingEntry[] => {
  if (!header) return [];
  const entries: TimingEntry[] = [];
  for (const raw of header.match(/(?:[^,"]|"(?:[^"\\]|\\.)*")+/g) ?? []) {
    const [name, ...params] = raw.match(/(?:[^;"]|"(?:[^"\\]|\\.)*")+/g) ?? [];
    if (!name?.trim()) continue;
    const entry: TimingEntry = { name: name.trim(), dur: null, desc: null };
    for (const param of params) {
      const eq = param.indexOf('=');
      if (eq < 0) continue;
      const key = param.slice(0, eq).trim().toLowerCase();
      let value = param.slice(eq + 1).trim();
      if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1).replace(/\\(.)/g, '$1');
      if (key === 'dur') entry.dur = Number(value);
      else if (key === 'desc') entry.desc = value;
    }
    entries.push(entry);
  }
  return entries;
};

/** What one request asked of DynamoDB, as the `ddb` entry reports it. */
export interface DynamoWork {
  ms: number;
  calls: number;
  rcu: number;
  items: number;
}

/** The `ddb` entry of a Server-Timing header (`ddb;dur=..;desc="calls=N rcu=X items=Y"`), or null when absent. */
export const parseDynamoTiming = (header: string | null | undefined): DynamoWork | null => {
  const entry = parseServerTiming(header).find((e) => e.name === 'ddb');
  if (!entry) return null;
  const fields = Object.fromEntries([...(entry.desc ?? '').matchAll(/(\w+)=([\d.]+)/g)].map((m) => [m[1], Number(m[2])]));
  return { ms: entry.dur ?? 0, calls: fields.calls ?? 0, rcu: fields.rcu ?? 0, items: fields.items ?? 0 };
};

/** A number as es-AR writes it: `.` for thousands, `,` for decimals. */
export const num = (n: number, decimals = 1): string =>
  Number.isFinite(n) ? n.toLocaleString('es-AR', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }) : '-';

/** A ratio printed with two decimals and an x (`1,05x`). */
export const ratio = (n: number): string => `${num(n, 2)}x`;

export const ok = (pass: boolean): string => (pass ? 'OK' : 'FUERA DE OBJETIVO');

/** Rows as a fixed-width text table: first column left-aligned, the rest right-aligned. */
export const table = (header: string[], rows: string[][]): string => {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
};

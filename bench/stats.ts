// Summary statistics for benchmarks: median and p99 of measured samples, printed, never asserted.

export interface BenchResult {
  readonly name: string;
  readonly unit: string;
  readonly runs: number;
  readonly median: number;
  readonly p99: number;
  readonly min: number;
  readonly max: number;
  readonly notes?: Record<string, string | number>;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

export function summarize(name: string, unit: string, samples: readonly number[], notes?: Record<string, string | number>): BenchResult {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    name,
    unit,
    runs: sorted.length,
    median: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    min: sorted[0] ?? Number.NaN,
    max: sorted[sorted.length - 1] ?? Number.NaN,
    ...(notes ? { notes } : {}),
  };
}

export function formatResult(result: BenchResult): string {
  const round = (n: number) => (Math.abs(n) >= 100 ? n.toFixed(0) : n.toFixed(3));
  const notes = result.notes ? `  ${Object.entries(result.notes).map(([k, v]) => `${k}=${v}`).join(' ')}` : '';
  return `${result.name}: median ${round(result.median)} ${result.unit}, p99 ${round(result.p99)} ${result.unit} (n=${result.runs}, min ${round(result.min)}, max ${round(result.max)})${notes}`;
}

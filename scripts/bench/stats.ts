/** The benchmarks' figures: percentiles of timed samples and the one-line summary they print. */

export function percentile(samples: readonly number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const ms = (value: number) => `${value.toFixed(1).padStart(8)} ms`;

/** `label  p50 … ms   p95 … ms   min … ms   max … ms   (n=…)`, labels padded to `width`. */
export function summaryLine(label: string, samples: readonly number[], width = 44): string {
  return [
    label.padEnd(width),
    `p50 ${ms(percentile(samples, 50))}`,
    `p95 ${ms(percentile(samples, 95))}`,
    `min ${ms(Math.min(...samples))}`,
    `max ${ms(Math.max(...samples))}`,
    `(n=${samples.length})`,
  ].join('   ');
}

/** Pure helpers of the bench: medians, targets and number formatting (unit-tested). */

/** Median of a non-empty list (mean of the two middle values for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of an empty list');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  if (sorted.length % 2 === 1) return upper;
  const lower = sorted[middle - 1] ?? upper;
  return (lower + upper) / 2;
}

/** A target: the measured value passes when it is at least / at most the limit. */
export interface Target {
  op: '>=' | '<=';
  limit: number;
}

export const atLeast = (limit: number): Target => ({ op: '>=', limit });
export const atMost = (limit: number): Target => ({ op: '<=', limit });

export function meets(value: number, target: Target): boolean {
  return target.op === '>=' ? value >= target.limit : value <= target.limit;
}

export function describeTarget(target: Target, unit = ''): string {
  return `${target.op === '>=' ? '≥' : '≤'} ${formatNumber(target.limit)}${unit}`;
}

export function passFail(ok: boolean): string {
  return ok ? 'pass' : '**FAIL**';
}

/** Fixed precision so that two runs diff line by line: integers above 100, else 1–2 decimals. */
export function formatNumber(value: number, decimals?: number): string {
  if (!Number.isFinite(value)) return 'n/a';
  if (decimals === 0) return Math.round(value).toLocaleString('en-US');
  if (decimals !== undefined) return value.toFixed(decimals);
  const abs = Math.abs(value);
  if (abs >= 100 || Number.isInteger(value)) return Math.round(value).toLocaleString('en-US');
  if (abs >= 10) return value.toFixed(1);
  return value.toFixed(2);
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(2)} MiB`;
}

export function formatMs(ms: number): string {
  return `${Number.isFinite(ms) && ms >= 100 ? formatNumber(Math.round(ms)) : formatNumber(ms, 1)} ms`;
}

/** "×1.23": how much larger `value` is than `base`. */
export function formatRatio(value: number, base: number): string {
  if (base === 0 || !Number.isFinite(value / base)) return 'n/a';
  return `×${(value / base).toFixed(2)}`;
}

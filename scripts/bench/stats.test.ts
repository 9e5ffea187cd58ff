import { describe, expect, it } from 'vitest';
import {
  atLeast,
  atMost,
  describeTarget,
  formatBytes,
  formatNumber,
  formatRatio,
  median,
  meets,
  passFail,
} from './stats.ts';

describe('median', () => {
  it('takes the middle of an odd count, whatever the order', () => {
    expect(median([97, 88, 92])).toBe(92);
    expect(median([5])).toBe(5);
  });

  it('averages the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('refuses an empty list', () => {
    expect(() => median([])).toThrow(/empty/);
  });
});

describe('targets', () => {
  it('passes at the limit and fails beyond it', () => {
    expect(meets(95, atLeast(95))).toBe(true);
    expect(meets(94, atLeast(95))).toBe(false);
    expect(meets(25, atMost(25))).toBe(true);
    expect(meets(25.5, atMost(25))).toBe(false);
  });

  it('describes targets and verdicts for the report', () => {
    expect(describeTarget(atLeast(100))).toBe('≥ 100');
    expect(describeTarget(atMost(25), ' ms')).toBe('≤ 25 ms');
    expect(passFail(true)).toBe('pass');
    expect(passFail(false)).toBe('**FAIL**');
  });
});

describe('formatting', () => {
  it('uses a fixed precision per magnitude so reruns diff line by line', () => {
    expect(formatNumber(12345.6)).toBe('12,346');
    expect(formatNumber(42.345)).toBe('42.3');
    expect(formatNumber(3.14159)).toBe('3.14');
    expect(formatNumber(7)).toBe('7');
    expect(formatNumber(NaN)).toBe('n/a');
    expect(formatNumber(0.1234, 3)).toBe('0.123');
  });

  it('formats sizes and ratios', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(2048)).toBe('2.0 KiB');
    expect(formatBytes(10 * 1024 * 1024 - 1)).toBe('10.00 MiB');
    expect(formatRatio(150, 100)).toBe('×1.50');
    expect(formatRatio(1, 0)).toBe('n/a');
  });
});

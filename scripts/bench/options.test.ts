import { describe, expect, it } from 'vitest';
import { parseOptions, UsageError } from './options.ts';

describe('parseOptions', () => {
  it('runs every section, 3 Lighthouse runs and 10 s per endpoint by default', () => {
    const options = parseOptions([]);
    expect(options.sections).toEqual(['lighthouse', 'api', 'render', 'scale', 'upload']);
    expect(options.lighthouseRuns).toBe(3);
    expect(options.apiSeconds).toBe(10);
    expect(options.connections).toBe(50);
    expect(options.scaleSizes).toEqual([1000, 10000]);
    expect(options.out).toBe('docs/performance.md');
  });

  it('--quick: 1 run and short autocannon; explicit values still win', () => {
    expect(parseOptions(['--quick'])).toMatchObject({
      quick: true,
      lighthouseRuns: 1,
      apiSeconds: 3,
    });
    expect(parseOptions(['--quick', '--runs=2', '--duration=5'])).toMatchObject({
      lighthouseRuns: 2,
      apiSeconds: 5,
    });
  });

  it('--only keeps the canonical order', () => {
    expect(parseOptions(['--only=upload,api']).sections).toEqual(['api', 'upload']);
    expect(parseOptions(['--only=render,lighthouse']).sections).toEqual(['lighthouse', 'render']);
  });

  it('refuses unknown sections, options and bad numbers', () => {
    expect(() => parseOptions(['--only=lighthouse,speed'])).toThrow(UsageError);
    expect(() => parseOptions(['--only='])).toThrow(UsageError);
    expect(() => parseOptions(['--fast'])).toThrow(/unknown option/);
    expect(() => parseOptions(['--runs=0'])).toThrow(/positive integer/);
    expect(() => parseOptions(['--sizes=1000,x'])).toThrow(UsageError);
  });
});

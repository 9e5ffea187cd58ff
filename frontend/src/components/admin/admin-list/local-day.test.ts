import { describe, expect, it } from 'vitest';
import { endOfDay, isLocalDay, localInstant, startOfDay } from './local-day';

describe('local days as instants', () => {
  it('turns a local day into its first and last instant, with the local offset', () => {
    const start = startOfDay('2026-11-01');
    const end = endOfDay('2026-11-23');
    expect(start).toMatch(/^2026-11-01T00:00:00\.000[+-]\d{2}:\d{2}$/);
    expect(end).toMatch(/^2026-11-23T23:59:59\.999[+-]\d{2}:\d{2}$/);
    // The same moments as the local Date's.
    expect(Date.parse(start ?? '')).toBe(new Date(2026, 10, 1).getTime());
    expect(Date.parse(end ?? '')).toBe(new Date(2026, 10, 23, 23, 59, 59, 999).getTime());
    expect(Date.parse(localInstant(new Date(0)))).toBe(0);
  });

  it('accepts only real calendar days written YYYY-MM-DD', () => {
    expect(isLocalDay('2026-11-01')).toBe(true);
    expect(isLocalDay('2028-02-29')).toBe(true);
    for (const day of ['2026-02-30', '2026-13-01', '2026-11-1', 'yesterday', '']) {
      expect.soft(isLocalDay(day)).toBe(false);
    }
    expect(startOfDay('2026-13-01')).toBeUndefined();
    expect(endOfDay('2026-02-30')).toBeUndefined();
  });
});

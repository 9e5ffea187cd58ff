import { describe, expect, it } from 'vitest';
import { headerValue } from './render.ts';

describe('headerValue', () => {
  it('finds a header whatever its spelling, the first of repeated ones', () => {
    expect(headerValue({ 'X-Cache-Status': 'HIT' }, 'x-cache-status')).toBe('HIT');
    expect(headerValue({ 'x-accel-expires': ['0', '5'] }, 'X-Accel-Expires')).toBe('0');
    expect(headerValue({ 'content-type': 'text/html' }, 'X-Cache-Status')).toBeUndefined();
  });
});

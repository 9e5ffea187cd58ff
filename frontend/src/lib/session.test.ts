import { afterEach, describe, expect, it } from 'vitest';
import { hasSession, tokenExpiry } from './session';
import { getToken, setToken } from './storage';

const base64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const jwt = (claims: Record<string, unknown>) =>
  `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.signature`;

describe('session', () => {
  afterEach(() => {
    window.localStorage.clear();
  });

  it('reads the exp claim of a JWT and nothing from other tokens', () => {
    expect(tokenExpiry(jwt({ exp: 1_900_000_000 }))).toBe(1_900_000_000);
    expect(tokenExpiry(jwt({ sub: 'admin' }))).toBeNull();
    expect(tokenExpiry('opaque-session-id')).toBeNull();
    expect(tokenExpiry('a.%%%.c')).toBeNull();
  });

  it('has no session without a token', () => {
    expect(hasSession()).toBe(false);
  });

  it('keeps an unexpired JWT and an opaque token', () => {
    setToken(jwt({ exp: Math.floor(Date.now() / 1000) + 3600 }));
    expect(hasSession()).toBe(true);
    setToken('opaque-session-id');
    expect(hasSession()).toBe(true);
  });

  it('removes an expired JWT and reports no session', () => {
    setToken(jwt({ exp: Math.floor(Date.now() / 1000) - 1 }));
    expect(hasSession()).toBe(false);
    expect(getToken()).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { resolveAssetUrl, withCacheBuster } from './asset-url';

describe('resolveAssetUrl', () => {
  it('resolves root-relative upload paths against the API base URL', () => {
    expect(resolveAssetUrl('/uploads/a.png', '/backend')).toBe('/backend/uploads/a.png');
    expect(resolveAssetUrl('/uploads/a.png', 'https://api.example.com/')).toBe(
      'https://api.example.com/uploads/a.png',
    );
    expect(resolveAssetUrl('uploads/a.png', '/backend')).toBe('/backend/uploads/a.png');
    expect(resolveAssetUrl('/uploads/a.png', '')).toBe('/uploads/a.png');
  });

  it('uses the configured base by default', () => {
    expect(resolveAssetUrl('/uploads/b.jpg')).toBe('/backend/uploads/b.jpg');
  });

  it('keeps absolute http(s) URLs', () => {
    expect(resolveAssetUrl('https://cdn.example.com/x.jpg', '/backend')).toBe(
      'https://cdn.example.com/x.jpg',
    );
    expect(resolveAssetUrl('http://cdn.example.com/x.jpg', '/backend')).toBe(
      'http://cdn.example.com/x.jpg',
    );
  });

  it('rejects other schemes, protocol-relative URLs and empty values', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:image/png;base64,AAAA',
      'file:///etc/passwd',
      'blob:https://x/y',
      '//evil.example/x.png',
      '/\\evil.example/x.png',
      '',
      '   ',
      null,
      undefined,
    ]) {
      expect.soft(resolveAssetUrl(bad, '/backend')).toBeNull();
    }
  });
});

describe('withCacheBuster', () => {
  it('adds a timestamp query', () => {
    expect(withCacheBuster('/backend/uploads/a.png', 5)).toBe('/backend/uploads/a.png?t=5');
    expect(withCacheBuster('https://x/a.png?v=1', 5)).toBe('https://x/a.png?v=1&t=5');
  });
});

import { describe, expect, it } from 'vitest';
import { isValidApiBaseUrl, renderRuntimeConfig } from './runtime-config';

describe('runtime config for vite preview', () => {
  it('renders window.__APP_CONFIG__ and escapes "<"', () => {
    expect(renderRuntimeConfig('/backend')).toBe(
      'window.__APP_CONFIG__ = {"API_BASE_URL":"/backend"};\n',
    );
    expect(renderRuntimeConfig('https://x.example/</script>')).not.toContain('</script>');
  });

  it('accepts a path prefix or an http(s) URL only', () => {
    expect(isValidApiBaseUrl('/backend')).toBe(true);
    expect(isValidApiBaseUrl('https://api.example.com')).toBe(true);
    expect(isValidApiBaseUrl('//evil.example')).toBe(false);
    expect(isValidApiBaseUrl('javascript:alert(1)')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { serializeJsonLd } from './head';

describe('serializeJsonLd', () => {
  it('wraps the nodes in one schema.org graph', () => {
    expect(serializeJsonLd([])).toBe('{"@context":"https://schema.org","@graph":[]}');
    expect(JSON.parse(serializeJsonLd([{ '@type': 'Organization', name: 'Gears' }]))).toEqual({
      '@context': 'https://schema.org',
      '@graph': [{ '@type': 'Organization', name: 'Gears' }],
    });
  });

  it('escapes every "<", so no value can close its script or open a comment, and still parses', () => {
    const nodes = [{ '@type': 'Product', name: '</script><script>alert(1)</script><!--' }];
    const text = serializeJsonLd(nodes);
    expect(text).not.toContain('<');
    expect(text).toContain('\\u003c/script>');
    expect(JSON.parse(text)).toEqual({ '@context': 'https://schema.org', '@graph': nodes });
  });
});

import { describe, expect, it } from 'vitest';
import { allowedAttributesOf, isSafeLink, keptClasses } from './rich-text.ts';

describe('rich-text policy', () => {
  it('allows only http, https, mailto and tel links', () => {
    for (const ok of ['https://x.example', 'HTTP://x', 'mailto:a@b.c', 'tel:+910000000000']) {
      expect.soft(isSafeLink(ok)).toBe(true);
    }
    for (const bad of [
      'javascript:alert(1)',
      ' JaVaScRiPt:x',
      'data:text/html,x',
      'vbscript:x',
      '/rel',
      '//x',
    ]) {
      expect.soft(isSafeLink(bad)).toBe(false);
    }
  });
  it('keeps only Quill indent classes and the list marker', () => {
    expect(keptClasses('li', 'ql-indent-2 evil')).toBe('ql-indent-2');
    expect(keptClasses('span', 'ql-ui')).toBe('ql-ui');
    expect(keptClasses('a', 'ql-indent-1')).toBe('');
  });
  it('has no attributes for unknown tags, including prototype keys', () => {
    expect(allowedAttributesOf('script')).toEqual([]);
    expect(allowedAttributesOf('constructor')).toEqual([]);
    expect(allowedAttributesOf('a')).toEqual(['href', 'target', 'rel']);
  });
});

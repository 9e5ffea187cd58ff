import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize';

describe('sanitizeHtml', () => {
  it('keeps the formatting the editor toolbar produces', () => {
    const html =
      '<h1>T</h1><h2>S</h2><h3>s</h3><p><strong>b</strong> <em>i</em> <u>u</u><br></p>' +
      '<ol><li data-list="ordered">one</li><li data-list="bullet">two</li></ol><ul><li>x</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('removes scripts, event handlers and styles', () => {
    const out = sanitizeHtml(
      '<p onclick="steal()">Hi<script>alert(1)</script></p><img src="x" onerror="alert(1)">' +
        '<style>body{display:none}</style><iframe src="https://evil.example"></iframe>',
    );
    expect(out).toBe('<p>Hi</p>');
    expect(out).not.toMatch(/script|onerror|onclick|img|style|iframe/i);
  });

  it('drops javascript: and other link schemes, keeps http(s), mailto and tel', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href=" JAVASCRIPT:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="data:text/html,hi">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="https://example.com">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="mailto:info@example.com">m</a>')).toContain(
      'href="mailto:info@example.com"',
    );
    expect(sanitizeHtml('<a href="tel:+910000000000">t</a>')).toContain('href="tel:+910000000000"');
  });

  it('strips unknown attributes and data attributes other than a valid data-list', () => {
    expect(sanitizeHtml('<p class="x" style="color:red" data-x="1" id="a">t</p>')).toBe('<p>t</p>');
    expect(sanitizeHtml('<li data-list="evil">t</li>')).toBe('<li>t</li>');
  });

  it('returns an empty string for empty input', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });
});

describe('sanitizeHtml follows the contract policy', () => {
  it('keeps Quill list markup and indent classes, drops other classes and attributes', () => {
    const html = sanitizeHtml(
      '<ol><li data-list="bullet" class="ql-indent-1 x" id="y" style="color:red"><span class="ql-ui" contenteditable="false"></span>Hub</li></ol><p class="big">Bore</p>',
    );
    expect(html).toBe(
      '<ol><li data-list="bullet" class="ql-indent-1"><span class="ql-ui"></span>Hub</li></ol><p>Bore</p>',
    );
  });
});

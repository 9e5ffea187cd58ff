import { describe, expect, it } from 'vitest';
import { hasVisibleText, sanitizeDescription } from './sanitize-description.ts';

describe('sanitizeDescription', () => {
  it('keeps what the editor toolbar produces', () => {
    const html =
      '<h1>Spur gears</h1><h2>Sizes</h2><h3>Note</h3><p><strong>Bold</strong> <b>b</b> <em>it</em> <i>i</i> <u>u</u><br></p>' +
      '<ol><li data-list="ordered"><span class="ql-ui" contenteditable="false"></span>One</li>' +
      '<li data-list="bullet" class="ql-indent-1">Two</li></ol><ul><li>Three</li></ul>';
    expect(sanitizeDescription(html)).toBe(
      '<h1>Spur gears</h1><h2>Sizes</h2><h3>Note</h3><p><strong>Bold</strong> <b>b</b> <em>it</em> <i>i</i> <u>u</u><br /></p>' +
        '<ol><li data-list="ordered"><span class="ql-ui"></span>One</li>' +
        '<li data-list="bullet" class="ql-indent-1">Two</li></ol><ul><li>Three</li></ul>',
    );
  });

  it('removes scripts, styles, frames, svg, forms, images and event handlers', () => {
    const html =
      '<p onclick="alert(1)" style="color:red">Hi</p><script>alert(1)</script><style>p{}</style>' +
      '<iframe src="https://evil.example"></iframe><svg><script>alert(2)</script></svg>' +
      '<form action="/x"><input name="a"></form><img src="x" onerror="alert(3)"><div>kept text</div>';
    const clean = sanitizeDescription(html);
    expect(clean).toBe('<p>Hi</p>kept text');
    expect(clean).not.toMatch(/alert|script|style|iframe|svg|form|img|onerror|onclick/i);
  });

  it('allows only http, https, mailto and tel links and forces rel on new-tab links', () => {
    expect(sanitizeDescription('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeDescription('<a href="mailto:sales@example.com" rel="opener">m</a>')).toBe(
      '<a href="mailto:sales@example.com">m</a>',
    );
    expect(sanitizeDescription('<a href="tel:+911234567">t</a>')).toBe(
      '<a href="tel:+911234567">t</a>',
    );
    expect(sanitizeDescription('<a href="javascript:alert(1)">j</a>')).toBe('<a>j</a>');
    expect(sanitizeDescription('<a href="JaVaScRiPt&colon;alert(1)">j</a>')).toBe('<a>j</a>');
    expect(sanitizeDescription('<a href="data:text/html,x">d</a>')).toBe('<a>d</a>');
    expect(sanitizeDescription('<a href="//evil.example/x">p</a>')).toBe('<a>p</a>');
    expect(sanitizeDescription('<a href="https://e.com" target="_top">x</a>')).toBe(
      '<a href="https://e.com">x</a>',
    );
  });

  it('drops unknown classes and list kinds', () => {
    expect(sanitizeDescription('<p class="evil ql-indent-2">x</p>')).toBe(
      '<p class="ql-indent-2">x</p>',
    );
    expect(sanitizeDescription('<li data-list="checked">x</li>')).toBe('<li>x</li>');
    expect(sanitizeDescription('<span class="ql-cursor">x</span>')).toBe('<span>x</span>');
  });

  it('tells an empty editor from real text', () => {
    expect(hasVisibleText(sanitizeDescription('<p><br></p>'))).toBe(false);
    expect(hasVisibleText(sanitizeDescription('<p>&nbsp;</p>'))).toBe(false);
    expect(hasVisibleText(sanitizeDescription('<script>x</script>'))).toBe(false);
    expect(hasVisibleText(sanitizeDescription('<p>Gear</p>'))).toBe(true);
  });
});

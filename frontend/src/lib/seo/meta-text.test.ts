import { describe, expect, it } from 'vitest';
import { metaDescriptionFromHtml, textFromHtml, truncateOnWord } from './meta-text';

const SPUR =
  '<h2>Precision spur gears from module 1 to 12</h2><p>Our <strong>spur gears</strong> are hobbed on CNC gear hobbing machines from forged blanks, case carburised and, where the duty demands it, <em>profile ground</em> for quiet running.</p><h3>Technical specifications</h3><ul><li><strong>Material:</strong> 20MnCr5</li></ul>';

describe('textFromHtml', () => {
  it('reads blocks as separate words and collapses whitespace', () => {
    expect(
      textFromHtml(
        '<h2>Spur</h2><p>Gears&nbsp;and\n<b>shafts</b></p><ul><li>a</li><li>b</li></ul>',
      ),
    ).toBe('Spur Gears and shafts a b');
  });
  it('sanitizes first: script and style content never reach the text', () => {
    expect(
      textFromHtml(
        '<p>Safe</p><script>alert(1)</script><style>p{}</style><img src=x onerror=alert(2)>',
      ),
    ).toBe('Safe');
    expect(textFromHtml(null)).toBe('');
  });
});

describe('truncateOnWord', () => {
  it('keeps short text as is', () => {
    expect(truncateOnWord('Short text.', 155)).toBe('Short text.');
  });
  it('cuts on a word boundary with an ellipsis, within the limit, without dangling punctuation', () => {
    const text = 'alpha beta, gamma delta epsilon';
    expect(truncateOnWord(text, 17)).toBe('alpha beta…');
    expect(truncateOnWord(text, 17).length).toBeLessThanOrEqual(17);
    expect(truncateOnWord('x'.repeat(30), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});

describe('metaDescriptionFromHtml', () => {
  it("gives the first ~155 characters of a product's description on a word boundary", () => {
    const meta = metaDescriptionFromHtml(SPUR);
    expect(meta.length).toBeLessThanOrEqual(155);
    expect(meta.length).toBeGreaterThan(120);
    expect(
      meta.startsWith('Precision spur gears from module 1 to 12 Our spur gears are hobbed'),
    ).toBe(true);
    expect(meta.endsWith('…')).toBe(true);
    expect(textFromHtml(SPUR).startsWith(meta.slice(0, -1))).toBe(true);
    expect(textFromHtml(SPUR).charAt(meta.length - 1)).toBe(' ');
  });
});

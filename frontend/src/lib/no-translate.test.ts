import { describe, expect, it } from 'vitest';
import { findCodes, markCodesNoTranslate } from './no-translate';

const codesOf = (text: string) => findCodes(text).map(([start, end]) => text.slice(start, end));

describe('findCodes', () => {
  it('finds standards, grades, material and part codes, and values with units', () => {
    expect(
      codesOf(
        'Material 20MnCr5, EN-353, EN-19 or 16MnCr5; hardness 58-62 HRC, core 30-40 HRC; DIN 3962 class 6; up to 800 mm; 16B-3 sprocket at 540 rpm under ISO 9001:2015.',
      ),
    ).toEqual([
      '20MnCr5',
      'EN-353',
      'EN-19',
      '16MnCr5',
      '58-62 HRC',
      '30-40 HRC',
      'DIN 3962',
      '800 mm',
      '16B-3',
      '540 rpm',
      'ISO 9001:2015',
    ]);
  });
  it('leaves ordinary words, plain numbers and ordinals to the translator', () => {
    expect(codesOf('Spur gears from module 1 to 12, the 2nd stage, 160 teeth.')).toEqual([]);
  });
});

describe('markCodesNoTranslate', () => {
  it('wraps each code in a notranslate span and keeps the markup', () => {
    expect(markCodesNoTranslate('<li><strong>Material:</strong> 20MnCr5 or EN-19</li>')).toBe(
      '<li><strong>Material:</strong> <span class="notranslate" translate="no">20MnCr5</span> or <span class="notranslate" translate="no">EN-19</span></li>',
    );
  });
  it('adds no markup from text and skips what is already protected', () => {
    const html =
      '<p>&lt;img src=x onerror=alert(1)&gt; EN-8</p><p><span class="notranslate">EN-19</span></p>';
    const marked = markCodesNoTranslate(html);
    expect(marked).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(marked).not.toContain('<img');
    expect(marked.match(/translate="no"/g)).toHaveLength(1);
    expect(markCodesNoTranslate('')).toBe('');
  });
});

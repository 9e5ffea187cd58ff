import { describe, expect, it } from 'vitest';
import { asRichTextHtml, isPlainText } from './plain-text';

describe('plain-text descriptions', () => {
  it('tells plain text from HTML', () => {
    expect(isPlainText('Material: EN-19\nHardness: 55-60 HRC')).toBe(true);
    expect(isPlainText('Torque < 5 Nm & more')).toBe(true);
    expect(isPlainText('<p>Spur gear</p>')).toBe(false);
    expect(isPlainText('Line<br/>break')).toBe(false);
  });

  it('keeps line breaks and paragraphs of plain text, escaped', () => {
    expect(
      asRichTextHtml(
        'Material: EN-19 steel\nHardness: 55-60 HRC\n\nApplications: gearboxes & drives < 5 kW',
      ),
    ).toBe(
      '<p>Material: EN-19 steel<br>Hardness: 55-60 HRC</p><p>Applications: gearboxes &amp; drives &lt; 5 kW</p>',
    );
    expect(asRichTextHtml('a\r\n\r\n\r\nb')).toBe('<p>a</p><p>b</p>');
  });

  it('leaves HTML and empty values alone', () => {
    expect(asRichTextHtml('<p>x</p>\n<p>y</p>')).toBe('<p>x</p>\n<p>y</p>');
    expect(asRichTextHtml(null)).toBe('');
    expect(asRichTextHtml('')).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { alignDescriptionHeadings } from './description-headings';

describe('alignDescriptionHeadings', () => {
  it('turns the top heading level into h2 and keeps the steps between levels', () => {
    expect(alignDescriptionHeadings('<h1>A</h1><h2 class="x">B</h2><p>h1 text</p>')).toBe(
      '<h2>A</h2><h3 class="x">B</h3><p>h1 text</p>',
    );
    expect(alignDescriptionHeadings('<h3>A</h3><p>x</p><h3>B</h3>')).toBe(
      '<h2>A</h2><p>x</p><h2>B</h2>',
    );
  });

  it('leaves descriptions that already start at h2, or have no headings, alone', () => {
    expect(alignDescriptionHeadings('<h2>A</h2><h3>B</h3>')).toBe('<h2>A</h2><h3>B</h3>');
    expect(alignDescriptionHeadings('<p>Plain <header>x</header></p>')).toBe(
      '<p>Plain <header>x</header></p>',
    );
    expect(alignDescriptionHeadings(null)).toBeNull();
  });
});

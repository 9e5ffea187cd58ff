import { describe, expect, it } from 'vitest';
import { SEED_PRODUCTS } from '../../../mock-backend/src/seed/seed-products.ts';
import { htmlToBlocks } from './catalogue-pdf.ts';

describe('htmlToBlocks', () => {
  it('reads every seeded description into headings, paragraphs and list items', () => {
    for (const product of SEED_PRODUCTS) {
      const blocks = htmlToBlocks(product.description);
      expect
        .soft(
          blocks.some((b) => b.kind === 'item'),
          product.title,
        )
        .toBe(true);
      expect
        .soft(
          blocks.some((b) => b.kind === 'paragraph'),
          product.title,
        )
        .toBe(true);
    }
  });

  it('numbers ordered lists, bullets the others and decodes entities', () => {
    const blocks = htmlToBlocks('<ol><li>One &amp; two</li></ol><ul><li>Dot</li></ul>');
    expect(blocks).toEqual([
      { kind: 'item', text: 'One & two', marker: '1.' },
      { kind: 'item', text: 'Dot', marker: '•' },
    ]);
  });
});

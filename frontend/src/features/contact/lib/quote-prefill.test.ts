import { describe, expect, it } from 'vitest';
import { quotePrefill } from './quote-prefill';

describe('quotePrefill', () => {
  it.each([
    ['', ''],
    ['?other=1', ''],
    ['?product=', ''],
    ['?product=Spur%20Gear', 'I would like a quote for: Spur Gear.'],
    ['?product=Spur+Gear', 'I would like a quote for: Spur Gear.'],
    ['?product=%20%20Spur%0AGear%00%20', 'I would like a quote for: Spur Gear.'],
    [
      '?product=Spur%20Gear&product=Axle%20Shaft&product=Spur%20Gear',
      'I would like a quote for: Spur Gear, Axle Shaft.',
    ],
  ])('%j → %j', (search, message) => {
    expect(quotePrefill(search)).toBe(message);
  });

  it('caps each title at the product title limit and the whole at the message limit', () => {
    const long = 'x'.repeat(300);
    expect(quotePrefill(`?product=${long}`)).toBe(`I would like a quote for: ${'x'.repeat(200)}.`);
    const many = Array.from(
      { length: 60 },
      (_, index) => `product=${String(index).padStart(3, '0')}${'y'.repeat(150)}`,
    );
    const message = quotePrefill(`?${many.join('&')}`);
    expect(message.length).toBeLessThanOrEqual(5000);
    expect(message.endsWith('.')).toBe(true);
    expect(message.split(', ').length).toBe(32);
  });
});

import { describe, expect, it } from 'vitest';
import { heroTitleParts } from './hero-title';

describe('heroTitleParts', () => {
  it("renders any title starting with 'service' as 'Service for Industries' with an accent letter", () => {
    expect(heroTitleParts('SERVICES we offer')).toEqual({
      text: 'Service for Industries',
      accent: 'S',
      highlight: '',
      rest: 'ervice for Industries',
    });
  });

  it('highlights the first two words otherwise', () => {
    expect(heroTitleParts('Precision Gears for Tractors')).toEqual({
      text: 'Precision Gears for Tractors',
      accent: '',
      highlight: 'Precision Gears',
      rest: ' for Tractors',
    });
    expect(heroTitleParts('Gearboxes')).toEqual({
      text: 'Gearboxes',
      accent: '',
      highlight: 'Gearboxes',
      rest: '',
    });
  });
});

/*
 * What the owner types into the catalogue (issue 20), read the way the mock stores it: values,
 * suggestions, slugs and filter keys. Import-free of zod; used by the admin and the mock only, so
 * the public pages' chunks never carry it.
 */
import {
  CATALOGUE_LIMITS,
  CATALOGUE_PARAMS,
  SPEC_NUMBER,
  formatSpecNumber,
  isSpecRange,
  knownUnits,
  type SpecValue,
} from './catalogue-basics.ts';

const RESERVED_KEYS = new Set<string>(Object.values(CATALOGUE_PARAMS));
const NUMBER_ONLY = new RegExp(`^${SPEC_NUMBER}$`);
const RANGE = new RegExp(`^(${SPEC_NUMBER})\\s*(?:–|—|-|to|\\.\\.)\\s*(${SPEC_NUMBER})$`, 'i');

const finite = (value: number) =>
  Number.isFinite(value) && Math.abs(value) <= CATALOGUE_LIMITS.specNumberMax;

/**
 * What the owner typed as a value, stored as a number where it is one: '2.5' is 2.5, '1 to 12' and
 * '58-62' are ranges, anything else ('EN-19', 'DIN 6') stays text. Never throws.
 */
export function parseSpecValue(text: string): SpecValue {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  if (NUMBER_ONLY.test(trimmed)) {
    const value = Number(trimmed);
    return finite(value) ? value : trimmed;
  }
  const range = RANGE.exec(trimmed);
  if (range) {
    const min = Number(range[1]);
    const max = Number(range[2]);
    if (finite(min) && finite(max) && min <= max) return min === max ? min : { min, max };
  }
  return trimmed;
}

/** The value as the owner would type it back ('1-12' for a range, in the form). */
export function specValueText(value: SpecValue): string {
  if (typeof value === 'number') return formatSpecNumber(value);
  if (isSpecRange(value)) return `${formatSpecNumber(value.min)}-${formatSpecNumber(value.max)}`;
  return value;
}

/** The alternatives a text value offers to a choice filter: 'EN-19, EN-8' offers both. */
export function specChoices(value: SpecValue): string[] {
  if (typeof value !== 'string') return [specValueText(value)];
  return value
    .split(/[,;/]/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

/** Suggestions for the product form: the attributes engineers choose gears by, and their units. */
export const SPEC_SUGGESTIONS: readonly { name: string; unit: string }[] = [
  { name: 'Module', unit: 'mm' },
  { name: 'Number of teeth', unit: '' },
  { name: 'Pressure angle', unit: '°' },
  { name: 'Helix angle', unit: '°' },
  { name: 'Material', unit: '' },
  { name: 'Hardness', unit: 'HRC' },
  { name: 'Heat treatment', unit: '' },
  { name: 'Face width', unit: 'mm' },
  { name: 'Bore', unit: 'mm' },
  { name: 'Outside diameter', unit: 'mm' },
  { name: 'Pitch diameter', unit: 'mm' },
  { name: 'Length', unit: 'mm' },
  { name: 'Accuracy grade', unit: '' },
  { name: 'Ratio', unit: '' },
  { name: 'Rated torque', unit: 'N·m' },
  { name: 'Power', unit: 'kW' },
  { name: 'Input speed', unit: 'rpm' },
  { name: 'Weight', unit: 'kg' },
];

/** Units offered in the form (free units stay allowed). */
export const UNIT_SUGGESTIONS: readonly string[] = knownUnits();

// ---- names in addresses ----

/** 'Spur Gears' → 'spur-gears': lower-case ASCII letters and digits joined by single hyphens. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, CATALOGUE_LIMITS.categorySlugMax)
    .replace(/-+$/g, '');
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The address key of a specification: 'Number of teeth' → 'number-of-teeth' (never `category` or `q`). */
export function specKey(name: string): string {
  const key = slugify(name) || 'spec';
  return RESERVED_KEYS.has(key) ? `spec-${key}` : key;
}

import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/config/site';
import {
  clearTranslationCookie,
  filterLanguages,
  languageByCode,
  setTranslationCookie,
} from './translation';

describe('filterLanguages', () => {
  it('returns every language for an empty or blank query', () => {
    // SPEC §3 says "40 entries" but enumerates 41 (English … Norwegian); all listed are kept.
    expect(LANGUAGES).toHaveLength(41);
    expect(filterLanguages('')).toEqual(LANGUAGES);
    expect(filterLanguages('   ')).toEqual(LANGUAGES);
  });

  it('matches a case-insensitive substring of the name', () => {
    expect(filterLanguages('GER').map((l) => l.name)).toEqual(['German']);
    expect(filterLanguages('chinese').map((l) => l.code)).toEqual(['zh-CN', 'zh-TW']);
    expect(filterLanguages('ali').map((l) => l.name)).toEqual(['Italian', 'Bengali']);
  });

  it('returns nothing when no name matches', () => {
    expect(filterLanguages('klingon')).toEqual([]);
  });
});

describe('languageByCode', () => {
  it('finds a language and falls back to English', () => {
    expect(languageByCode('fr').name).toBe('French');
    expect(languageByCode('xx').name).toBe('English');
  });
});

describe('translation cookie', () => {
  it('sets /en/<code> and clears it again', () => {
    setTranslationCookie('de');
    expect(document.cookie).toContain('googtrans=/en/de');
    clearTranslationCookie();
    expect(document.cookie).not.toContain('googtrans');
  });
});

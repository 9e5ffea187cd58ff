import { HERO } from '@/config/site';

interface HeroTitleParts {
  /** The whole title as one string (for assistive technology). */
  text: string;
  /** A first letter shown in the accent colour. */
  accent: string;
  /** Highlighted words. */
  highlight: string;
  rest: string;
}

/**
 * SPEC §2 Home 1: a title starting with 'service' (any case) is shown as 'Service for Industries'
 * with a red first letter; otherwise the first two words are highlighted.
 */
export function heroTitleParts(title: string): HeroTitleParts {
  const trimmed = title.trim();
  if (/^service/i.test(trimmed)) {
    const full = HERO.defaultSlideTitle;
    return { text: full, accent: full.slice(0, 1), highlight: '', rest: full.slice(1) };
  }
  const words = trimmed.split(/\s+/).filter(Boolean);
  const highlight = words.slice(0, 2).join(' ');
  const rest = words.slice(2).join(' ');
  return { text: words.join(' '), accent: '', highlight, rest: rest ? ` ${rest}` : '' };
}

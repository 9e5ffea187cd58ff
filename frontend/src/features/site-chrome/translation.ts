import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageOption } from '@/config/site';

/**
 * The page-translation service (SPEC §2 language picker, §7). The init callback lives in the
 * same-origin file public/translate-init.js (the CSP forbids inline scripts); its global name,
 * the container id and the ready event below must match that file.
 */
export const TRANSLATE_PROVIDER = {
  callbackName: 'gearTranslateInit',
  initScriptSrc: '/translate-init.js',
  scriptSrc: (callback: string) =>
    `https://translate.google.com/translate_a/element.js?cb=${encodeURIComponent(callback)}`,
  containerId: 'google_translate_element',
  readyEvent: 'gear-translate-ready',
  /** The provider's hidden language select. */
  selectSelector: 'select.goog-te-combo',
  cookieName: 'googtrans',
} as const;

/** Where the visitor's last choice is kept (cleared on every load: the page starts in English). */
export const LANGUAGE_STORAGE_KEY = 'siteLanguage';

const fallbackLanguage: LanguageOption = { code: DEFAULT_LANGUAGE, name: 'English' };

/** The language with this code, else English. */
export const languageByCode = (code: string): LanguageOption =>
  LANGUAGES.find((language) => language.code === code) ?? fallbackLanguage;

/** SPEC §5: case-insensitive substring match on the language name. */
export const filterLanguages = (
  query: string,
  languages: readonly LanguageOption[] = LANGUAGES,
) => {
  const needle = query.trim().toLowerCase();
  return needle === ''
    ? languages
    : languages.filter((language) => language.name.toLowerCase().includes(needle));
};

/** The cookie's domain variants: none (host only), the host, `.host` and each parent `.domain`. */
function cookieDomains(hostname: string): (string | null)[] {
  const domains: (string | null)[] = [null];
  if (hostname === '' || /^[\d.]+$/.test(hostname) || hostname.includes(':')) {
    return hostname === '' ? domains : [...domains, hostname];
  }
  domains.push(hostname, `.${hostname}`);
  const parts = hostname.split('.');
  for (let index = 1; index < parts.length - 1; index += 1) {
    domains.push(`.${parts.slice(index).join('.')}`);
  }
  return domains;
}

/** Removes the translation cookie on `/` for every domain variant it may have been set on. */
export function clearTranslationCookie(doc: Document = document) {
  const expired = 'expires=Thu, 01 Jan 1970 00:00:00 GMT';
  for (const domain of cookieDomains(doc.location.hostname)) {
    const scope = domain === null ? '' : `; domain=${domain}`;
    doc.cookie = `${TRANSLATE_PROVIDER.cookieName}=; ${expired}; path=/${scope}`;
  }
}

/** Sets the translation cookie the provider reads ('/en/<code>': from English to <code>). */
export function setTranslationCookie(code: string, doc: Document = document) {
  doc.cookie = `${TRANSLATE_PROVIDER.cookieName}=/${DEFAULT_LANGUAGE}/${code}; path=/; SameSite=Lax`;
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { DEFAULT_LANGUAGE, TRANSLATION, type LanguageOption } from '@/config/site';
import {
  LANGUAGE_STORAGE_KEY,
  TRANSLATE_PROVIDER,
  clearTranslationCookie,
  languageByCode,
  setTranslationCookie,
} from '../translation';

/** idle → loading (script tags added) → ready (provider initialised) or unavailable (offline). */
export type TranslationStatus = 'idle' | 'loading' | 'ready' | 'unavailable';

const INIT_SCRIPT_ID = 'gear-translate-init';
const PROVIDER_SCRIPT_ID = 'gear-translate-script';

/** The provider's banner, tooltip and balloon: hidden, never removed (the provider owns them). */
const PROVIDER_CHROME = [
  'iframe.goog-te-banner-frame',
  '.goog-te-banner-frame',
  'iframe.VIpgJd-ZVi9od-ORHb-OEVmcd',
  '.goog-te-balloon-frame',
  '#goog-gt-tt',
  '.VIpgJd-ZVi9od-aZ2wEe-wOHMyf',
].join(',');

/** Translation is an extra: a failure in it must never break the page. */
function safely(action: () => void) {
  try {
    action();
  } catch (error) {
    console.warn('Page translation:', error);
  }
}

/** Hides the provider's banner/tooltip and undoes the offset it puts on <body>. */
function cleanUpProviderChrome(doc: Document = document) {
  safely(() => {
    for (const element of doc.querySelectorAll<HTMLElement>(PROVIDER_CHROME)) {
      if (element.style.display !== 'none') element.style.display = 'none';
    }
    if (doc.body.style.top !== '') doc.body.style.top = '';
  });
}

/** Points the provider (cookie + its hidden select, when loaded) at `code`. */
function applyLanguage(code: string) {
  safely(() => {
    if (code === DEFAULT_LANGUAGE) clearTranslationCookie();
    else setTranslationCookie(code);
    const select = document.querySelector(TRANSLATE_PROVIDER.selectSelector);
    if (select instanceof HTMLSelectElement) {
      select.value = code;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }
  });
}

function addScript(id: string, src: string, onError: () => void) {
  if (document.getElementById(id)) return;
  const script = document.createElement('script');
  script.id = id;
  script.src = src;
  // Dynamically added scripts with async=false run in insertion order: the init callback is
  // defined before the provider's script can call it.
  script.async = false;
  script.addEventListener('error', onError);
  document.head.appendChild(script);
}

/**
 * The page-translation lifecycle of SPEC §4 "Language picker": on mount the page is reset to
 * English (cookie, stored choice, language attributes); TRANSLATION.scriptDelayMs later the
 * provider's script loads; TRANSLATION.fixDelayMs after it initialises, the current choice
 * (English unless the visitor already picked one) is applied; every
 * TRANSLATION.cleanupIntervalMs the provider's banner and tooltip are cleaned up. Offline the
 * script never loads: nothing throws and choices are still recorded.
 */
export function usePageTranslation() {
  const [language, setLanguageState] = useState<LanguageOption>(() =>
    languageByCode(DEFAULT_LANGUAGE),
  );
  const [status, setStatus] = useState<TranslationStatus>('idle');
  const currentCode = useRef<string>(DEFAULT_LANGUAGE);

  useEffect(() => {
    safely(() => {
      clearTranslationCookie();
      window.localStorage.removeItem(LANGUAGE_STORAGE_KEY);
      const root = document.documentElement;
      root.lang = DEFAULT_LANGUAGE;
      root.classList.remove('translated-ltr', 'translated-rtl');
      if (!document.getElementById(TRANSLATE_PROVIDER.containerId)) {
        const container = document.createElement('div');
        container.id = TRANSLATE_PROVIDER.containerId;
        container.hidden = true;
        document.body.appendChild(container);
      }
    });

    let fixTimer: ReturnType<typeof setTimeout> | undefined;
    const onReady = () => {
      setStatus('ready');
      clearTimeout(fixTimer);
      fixTimer = setTimeout(() => {
        applyLanguage(currentCode.current);
      }, TRANSLATION.fixDelayMs);
    };
    window.addEventListener(TRANSLATE_PROVIDER.readyEvent, onReady);

    const loadTimer = setTimeout(() => {
      safely(() => {
        const onError = () => {
          setStatus('unavailable');
        };
        setStatus((previous) => (previous === 'ready' ? previous : 'loading'));
        addScript(INIT_SCRIPT_ID, TRANSLATE_PROVIDER.initScriptSrc, onError);
        addScript(
          PROVIDER_SCRIPT_ID,
          TRANSLATE_PROVIDER.scriptSrc(TRANSLATE_PROVIDER.callbackName),
          onError,
        );
      });
    }, TRANSLATION.scriptDelayMs);

    const cleanupTimer = setInterval(() => {
      cleanUpProviderChrome();
    }, TRANSLATION.cleanupIntervalMs);

    return () => {
      clearTimeout(loadTimer);
      clearTimeout(fixTimer);
      clearInterval(cleanupTimer);
      window.removeEventListener(TRANSLATE_PROVIDER.readyEvent, onReady);
    };
  }, []);

  const setLanguage = useCallback((code: string) => {
    const next = languageByCode(code);
    currentCode.current = next.code;
    setLanguageState(next);
    safely(() => {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, next.code);
    });
    applyLanguage(next.code);
  }, []);

  return { language, setLanguage, status };
}

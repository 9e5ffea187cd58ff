import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY, TRANSLATE_PROVIDER } from '../translation';
import { usePageTranslation } from './use-page-translation';

const providerScript = () =>
  document.querySelector<HTMLScriptElement>('script[src*="translate.google.com"]');
const initScript = () =>
  document.querySelector<HTMLScriptElement>('script[src="/translate-init.js"]');

beforeEach(() => {
  vi.useFakeTimers();
  for (const script of document.querySelectorAll('script')) script.remove();
  document.body.innerHTML = '';
  document.body.style.top = '';
});

afterEach(() => {
  vi.useRealTimers();
  document.cookie = 'googtrans=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('usePageTranslation', () => {
  it('starts in English: clears the cookie, the stored choice and the language attributes', () => {
    document.cookie = 'googtrans=/en/fr; path=/';
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    document.documentElement.lang = 'fr';
    document.documentElement.classList.add('translated-ltr');

    const { result } = renderHook(() => usePageTranslation());

    expect(result.current.language).toEqual({ code: 'en', name: 'English' });
    expect(document.cookie).not.toContain('googtrans');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement).not.toHaveClass('translated-ltr');
    expect(document.getElementById(TRANSLATE_PROVIDER.containerId)).not.toBeNull();
  });

  it('adds the provider script 1000 ms after mount, not before, after the init script', () => {
    const { result } = renderHook(() => usePageTranslation());

    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(providerScript()).toBeNull();
    expect(result.current.status).toBe('idle');

    act(() => {
      vi.advanceTimersByTime(1);
    });
    const script = providerScript();
    expect(script?.src).toBe(
      'https://translate.google.com/translate_a/element.js?cb=gearTranslateInit',
    );
    const init = initScript();
    expect(init).not.toBeNull();
    // The init callback's file comes first and both keep insertion order.
    expect(init?.compareDocumentPosition(script!)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(script?.async).toBe(false);
    expect(result.current.status).toBe('loading');
  });

  it('does not throw when the script fails to load, and still records a choice', () => {
    const { result } = renderHook(() => usePageTranslation());
    act(() => {
      vi.advanceTimersByTime(1000);
    });

    expect(() => {
      act(() => {
        providerScript()?.dispatchEvent(new Event('error'));
      });
    }).not.toThrow();
    expect(result.current.status).toBe('unavailable');

    act(() => {
      result.current.setLanguage('fr');
    });
    expect(result.current.language.name).toBe('French');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr');
    expect(document.cookie).toContain('googtrans=/en/fr');
  });

  it('drives the provider select on a choice, and forces English 1000 ms after it is ready', () => {
    const { result } = renderHook(() => usePageTranslation());
    const select = document.createElement('select');
    select.className = 'goog-te-combo';
    for (const code of ['', 'en', 'de']) select.add(new Option(code, code));
    document.body.appendChild(select);
    const changes: string[] = [];
    select.addEventListener('change', () => changes.push(select.value));

    act(() => {
      result.current.setLanguage('de');
    });
    expect(changes).toEqual(['de']);

    act(() => {
      result.current.setLanguage('en');
    });
    expect(changes).toEqual(['de', 'en']);
    expect(document.cookie).not.toContain('googtrans');

    act(() => {
      window.dispatchEvent(new Event(TRANSLATE_PROVIDER.readyEvent));
    });
    expect(result.current.status).toBe('ready');
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(changes).toHaveLength(2);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(changes).toEqual(['de', 'en', 'en']);
  });

  it('cleans up the provider banner and body offset every 300 ms until unmount', () => {
    const { unmount } = renderHook(() => usePageTranslation());
    const tooltip = document.createElement('div');
    tooltip.id = 'goog-gt-tt';
    document.body.appendChild(tooltip);
    document.body.style.top = '40px';

    act(() => {
      vi.advanceTimersByTime(299);
    });
    expect(document.body.style.top).toBe('40px');
    expect(tooltip.style.display).toBe('');

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(document.body.style.top).toBe('');
    expect(tooltip.style.display).toBe('none');

    document.body.style.top = '40px';
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(document.body.style.top).toBe('');

    unmount();
    document.body.style.top = '40px';
    act(() => {
      vi.advanceTimersByTime(900);
    });
    expect(document.body.style.top).toBe('40px');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('adds no script when unmounted before the delay', () => {
    const { unmount } = renderHook(() => usePageTranslation());
    unmount();
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(providerScript()).toBeNull();
  });
});

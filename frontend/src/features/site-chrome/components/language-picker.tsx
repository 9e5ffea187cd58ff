import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { LANGUAGE_PANEL, type LanguageOption } from '@/config/site';
import type { TranslationStatus } from '../hooks/use-page-translation';
import { filterLanguages } from '../translation';
import styles from './language-picker.module.css';

interface LanguagePickerProps {
  language: LanguageOption;
  onChange: (code: string) => void;
  status?: TranslationStatus;
  /** 'down' under the header button (wide screens), 'up' at the bottom of the mobile menu. */
  placement?: 'down' | 'up';
}

/**
 * The language picker (SPEC §2): a button with the current language opening a panel with a
 * search box and the list of languages. Keyboard: the search box is a combobox; arrow keys,
 * Home/End move through the list, Enter chooses, Escape closes and returns focus to the button.
 */
export function LanguagePicker({
  language,
  onChange,
  status = 'idle',
  placement = 'down',
}: LanguagePickerProps) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const baseId = useId();
  const panelId = `${baseId}-panel`;
  const listId = `${baseId}-list`;
  const searchId = `${baseId}-search`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const matches = filterLanguages(query);
  const active = Math.min(activeIndex, Math.max(matches.length - 1, 0));

  const close = (returnFocus: boolean) => {
    setOpen(false);
    setQuery('');
    setActiveIndex(0);
    if (returnFocus) buttonRef.current?.focus();
  };

  const choose = (option: LanguageOption) => {
    onChange(option.code);
    close(true);
  };

  // Focus the search box when the panel opens.
  useEffect(() => {
    if (open) searchRef.current?.focus();
  }, [open]);

  // An outside click (or tap) closes the panel.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && rootRef.current?.contains(event.target)) return;
      setOpen(false);
      setQuery('');
      setActiveIndex(0);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  // Keep the active option in view while moving with the keyboard.
  useEffect(() => {
    if (!open) return;
    const element = document.getElementById(`${baseId}-option-${active}`);
    if (element && typeof element.scrollIntoView === 'function') {
      element.scrollIntoView({ block: 'nearest' });
    }
  }, [open, active, baseId]);

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = matches.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setActiveIndex(active >= last ? 0 : active + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        setActiveIndex(active <= 0 ? Math.max(last, 0) : active - 1);
        break;
      case 'Home':
        event.preventDefault();
        setActiveIndex(0);
        break;
      case 'End':
        event.preventDefault();
        setActiveIndex(Math.max(last, 0));
        break;
      case 'Enter': {
        event.preventDefault();
        const option = matches[active];
        if (option) choose(option);
        break;
      }
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
      default:
        break;
    }
  };

  return (
    <div
      ref={rootRef}
      className={[styles.picker, placement === 'up' ? styles.up : ''].filter(Boolean).join(' ')}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`Language: ${language.name}`}
        onClick={() => {
          if (open) close(false);
          else setOpen(true);
        }}
      >
        <GlobeIcon />
        <span className={`${styles.current} notranslate`} translate="no">
          {language.name}
        </span>
        <svg
          className={[styles.chevron, open ? styles.chevronOpen : ''].filter(Boolean).join(' ')}
          width="14"
          height="14"
          viewBox="0 0 24 24"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
        >
          <path d="M6 9l6 6 6-6" />
        </svg>
      </button>

      {open ? (
        <div
          id={panelId}
          className={`${styles.panel} notranslate`}
          translate="no"
          style={{ width: LANGUAGE_PANEL.widthPx, maxHeight: LANGUAGE_PANEL.maxHeightPx }}
        >
          <label htmlFor={searchId} className="visually-hidden">
            Search language
          </label>
          <div className={styles.searchWrap}>
            <SearchIcon />
            <input
              ref={searchRef}
              id={searchId}
              className={styles.search}
              type="search"
              placeholder="Search language..."
              autoComplete="off"
              spellCheck={false}
              role="combobox"
              aria-expanded="true"
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={matches.length > 0 ? optionId(active) : undefined}
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setActiveIndex(0);
              }}
              onKeyDown={onSearchKeyDown}
            />
          </div>
          {matches.length === 0 ? (
            <p className={styles.empty} role="status">
              No languages found
            </p>
          ) : (
            <ul id={listId} className={styles.list} role="listbox" aria-label="Languages">
              {matches.map((option, index) => {
                const selected = option.code === language.code;
                return (
                  <li
                    key={option.code}
                    id={optionId(index)}
                    role="option"
                    aria-selected={selected}
                    lang={option.code}
                    className={[
                      styles.option,
                      index === active ? styles.optionActive : '',
                      selected ? styles.optionSelected : '',
                    ]
                      .filter(Boolean)
                      .join(' ')}
                    onPointerMove={() => {
                      if (index !== active) setActiveIndex(index);
                    }}
                    onClick={() => {
                      choose(option);
                    }}
                    // Options are driven from the search box (aria-activedescendant); this only
                    // covers assistive tech that focuses an option directly.
                    onKeyDown={(event) => {
                      if (event.key === 'Enter' || event.key === ' ') choose(option);
                    }}
                  >
                    <span>{option.name}</span>
                    {selected ? <CheckIcon /> : null}
                  </li>
                );
              })}
            </ul>
          )}
          {status === 'unavailable' ? (
            <p className={styles.note}>
              Translation service unavailable right now. Your choice is saved.
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

function GlobeIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
    </svg>
  );
}

function SearchIcon() {
  return (
    <svg
      className={styles.searchIcon}
      width="16"
      height="16"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
    >
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="m5 12 5 5 9-10" />
    </svg>
  );
}

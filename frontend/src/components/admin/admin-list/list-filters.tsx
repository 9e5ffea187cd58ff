import { useEffect, useId, useState, type ReactNode } from 'react';
import adminStyles from '../admin.module.css';
import styles from './admin-list.module.css';
import type { ListSearch } from './list-search';

/** Typing in Search updates the list this long after the last key. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * An admin list's filter form: the feature's own selects (`children`), then From/To (local days)
 * and Search (debounced; Enter applies it at once). Each change goes to `onChange` with page 1.
 */
export function ListFilters<S extends ListSearch>({
  label,
  search,
  onChange,
  searchHint,
  searchMax,
  children,
}: {
  /** The form's accessible name, e.g. 'Filter leads'. */
  label: string;
  search: S;
  onChange: (next: S) => void;
  /** What Search looks in, shown after its label, e.g. '(name, e-mail or phone)'. */
  searchHint: string;
  searchMax: number;
  children: ReactNode;
}) {
  const id = useId();
  const [text, setText] = useState(search.q ?? '');
  const [shownQ, setShownQ] = useState(search.q ?? '');
  // The address changed from elsewhere (Back, a link): show its search text.
  if ((search.q ?? '') !== shownQ) {
    setShownQ(search.q ?? '');
    setText(search.q ?? '');
  }

  const wanted = text.trim();
  useEffect(() => {
    if (wanted === (search.q ?? '')) return;
    const timer = setTimeout(() => {
      onChange({ ...search, q: wanted || undefined, page: 1 });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [wanted, search, onChange]);

  const set = (patch: Partial<ListSearch>) => {
    onChange({ ...search, ...patch, page: 1 });
  };

  return (
    <form
      className={styles.filters}
      role="search"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        if (wanted !== (search.q ?? '')) set({ q: wanted || undefined });
      }}
    >
      {children}
      <div className={adminStyles.field}>
        <label className={adminStyles.label} htmlFor={`${id}-from`}>
          From
        </label>
        <input
          id={`${id}-from`}
          type="date"
          className={adminStyles.input}
          value={search.from ?? ''}
          max={search.to}
          onChange={(event) => {
            set({ from: event.target.value || undefined });
          }}
        />
      </div>
      <div className={adminStyles.field}>
        <label className={adminStyles.label} htmlFor={`${id}-to`}>
          To
        </label>
        <input
          id={`${id}-to`}
          type="date"
          className={adminStyles.input}
          value={search.to ?? ''}
          min={search.from}
          onChange={(event) => {
            set({ to: event.target.value || undefined });
          }}
        />
      </div>
      <div className={`${adminStyles.field} ${styles.searchField}`}>
        <label className={adminStyles.label} htmlFor={`${id}-q`}>
          Search <span className={adminStyles.hint}>{searchHint}</span>
        </label>
        <input
          id={`${id}-q`}
          type="search"
          className={adminStyles.input}
          value={text}
          maxLength={searchMax}
          autoComplete="off"
          onChange={(event) => {
            setText(event.target.value);
          }}
        />
      </div>
    </form>
  );
}

/** A labelled select of one filter field; 'All' (empty) means no filter on it. */
export function SelectFilter<V extends string>({
  label,
  value,
  options,
  optionLabels,
  onChange,
}: {
  label: string;
  value: V | undefined;
  options: readonly V[];
  optionLabels: Record<V, string>;
  onChange: (value: V | undefined) => void;
}) {
  const id = useId();
  return (
    <div className={adminStyles.field}>
      <label className={adminStyles.label} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className={adminStyles.input}
        value={value ?? ''}
        onChange={(event) => {
          onChange(options.find((option) => option === event.target.value));
        }}
      >
        <option value="">All</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabels[option]}
          </option>
        ))}
      </select>
    </div>
  );
}

import { LEAD_STATUSES } from '@gear/contract/leads-admin';
import { LeadKindSchema } from '@gear/contract/leads';
import { LEADS_LIMITS } from '@gear/contract/limits';
import { useEffect, useId, useState } from 'react';
import adminStyles from '@/components/admin/admin.module.css';
import { LEAD_KIND_LABELS, LEAD_STATUS_LABELS, type LeadSearch } from '../lib/lead-filter';
import styles from './leads-admin.module.css';

/** Typing in Search updates the list this long after the last key. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * Type, Status, From/To (local days) and Search (name, e-mail or phone; debounced). Each change
 * goes to `onChange` with page 1.
 */
export function LeadsFilters({
  search,
  onChange,
}: {
  search: LeadSearch;
  onChange: (next: LeadSearch) => void;
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

  const set = (patch: Partial<LeadSearch>) => {
    onChange({ ...search, ...patch, page: 1 });
  };

  return (
    <form
      className={styles.filters}
      role="search"
      aria-label="Filter leads"
      onSubmit={(event) => {
        event.preventDefault();
        if (wanted !== (search.q ?? '')) set({ q: wanted || undefined });
      }}
    >
      <div className={adminStyles.field}>
        <label className={adminStyles.label} htmlFor={`${id}-type`}>
          Type
        </label>
        <select
          id={`${id}-type`}
          className={adminStyles.input}
          value={search.type ?? ''}
          onChange={(event) => {
            const parsed = LeadKindSchema.safeParse(event.target.value);
            set({ type: parsed.success ? parsed.data : undefined });
          }}
        >
          <option value="">All</option>
          {LeadKindSchema.options.map((kind) => (
            <option key={kind} value={kind}>
              {LEAD_KIND_LABELS[kind]}
            </option>
          ))}
        </select>
      </div>
      <div className={adminStyles.field}>
        <label className={adminStyles.label} htmlFor={`${id}-status`}>
          Status
        </label>
        <select
          id={`${id}-status`}
          className={adminStyles.input}
          value={search.status ?? ''}
          onChange={(event) => {
            const status = LEAD_STATUSES.find((value) => value === event.target.value);
            set({ status });
          }}
        >
          <option value="">All</option>
          {LEAD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {LEAD_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
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
          Search <span className={adminStyles.hint}>(name, e-mail or phone)</span>
        </label>
        <input
          id={`${id}-q`}
          type="search"
          className={adminStyles.input}
          value={text}
          maxLength={LEADS_LIMITS.searchMax}
          autoComplete="off"
          onChange={(event) => {
            setText(event.target.value);
          }}
        />
      </div>
    </form>
  );
}

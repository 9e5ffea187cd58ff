import { ACTIVITY_ACTIONS, ACTIVITY_ENTITIES } from '@gear/contract/activity';
import { ACTIVITY_LIMITS } from '@gear/contract/limits';
import { useEffect, useId, useState } from 'react';
import adminStyles from '@/components/admin/admin.module.css';
import { ACTION_LABELS, ENTITY_LABELS, type ActivitySearch } from '../lib/activity-filter';
import styles from './activity-admin.module.css';

/** Typing in Search updates the list this long after the last key. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * Action, Item, From/To (local days) and Search (what, who or IP; debounced). Each change goes to
 * `onChange` with page 1.
 */
export function ActivityFilters({
  search,
  onChange,
}: {
  search: ActivitySearch;
  onChange: (next: ActivitySearch) => void;
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

  const set = (patch: Partial<ActivitySearch>) => {
    onChange({ ...search, ...patch, page: 1 });
  };

  return (
    <form
      className={styles.filters}
      role="search"
      aria-label="Filter activity"
      onSubmit={(event) => {
        event.preventDefault();
        if (wanted !== (search.q ?? '')) set({ q: wanted || undefined });
      }}
    >
      <div className={adminStyles.field}>
        <label className={adminStyles.label} htmlFor={`${id}-action`}>
          Action
        </label>
        <select
          id={`${id}-action`}
          className={adminStyles.input}
          value={search.action ?? ''}
          onChange={(event) => {
            set({ action: ACTIVITY_ACTIONS.find((value) => value === event.target.value) });
          }}
        >
          <option value="">All</option>
          {ACTIVITY_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {ACTION_LABELS[action]}
            </option>
          ))}
        </select>
      </div>
      <div className={adminStyles.field}>
        <label className={adminStyles.label} htmlFor={`${id}-entity`}>
          Item
        </label>
        <select
          id={`${id}-entity`}
          className={adminStyles.input}
          value={search.entity ?? ''}
          onChange={(event) => {
            set({ entity: ACTIVITY_ENTITIES.find((value) => value === event.target.value) });
          }}
        >
          <option value="">All</option>
          {ACTIVITY_ENTITIES.map((entity) => (
            <option key={entity} value={entity}>
              {ENTITY_LABELS[entity]}
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
          Search <span className={adminStyles.hint}>(what, who or IP)</span>
        </label>
        <input
          id={`${id}-q`}
          type="search"
          className={adminStyles.input}
          value={text}
          maxLength={ACTIVITY_LIMITS.searchMax}
          autoComplete="off"
          onChange={(event) => {
            setText(event.target.value);
          }}
        />
      </div>
    </form>
  );
}

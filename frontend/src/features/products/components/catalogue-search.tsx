import { CATALOGUE_LIMITS, type CatalogueState } from '@gear/contract/catalogue-basics';
import {
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type SubmitEvent,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { IN_PLACE, IN_PLACE_TYPING, isTypingEntry } from '@/lib/in-place-navigation';
import { CATEGORY_FIELD, SEARCH_FIELD } from '../lib/catalogue-address';
import { catalogueHref } from '../lib/catalogue-links';
import styles from './catalogue.module.css';

/** The pause after the last keystroke before the address follows the search box. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * The catalogue search: a GET form to /product (it works without JavaScript, carrying the category
 * and the filters as hidden fields). With JavaScript the address follows the box ~300 ms after
 * typing stops: the first pause adds one history entry and later pauses replace it, so Back
 * returns to the catalogue as it was before typing, not letter by letter; Enter adds an entry when
 * the words differ from the address, or seals the typing entry when they already match.
 */
export function CatalogueSearch({ address }: { address: CatalogueState }) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const location = useLocation();
  /** A keystroke (a new object each time, so typing the same words again still counts). */
  const [typed, setTyped] = useState<{ text: string } | null>(null);
  /** The words this box last put in the address: their arrival must not rewrite the box. */
  const sent = useRef<string | null>(null);

  const hrefFor = (q: string) => catalogueHref({ ...address, q });

  const commitTyping = useEffectEvent(() => {
    const q = inputRef.current?.value.trim() ?? '';
    if (q === address.q) return;
    sent.current = q;
    // The first pause of a search adds an entry; later ones replace it (a typing entry).
    void navigate(hrefFor(q), {
      replace: isTypingEntry(location.state),
      state: IN_PLACE_TYPING,
      preventScrollReset: true,
    });
  });

  useEffect(() => {
    if (typed === null) return;
    const timer = setTimeout(() => {
      commitTyping();
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [typed]);

  // The address changed by other means (Back, a chip, 'Clear all filters'): the box shows it.
  useEffect(() => {
    const input = inputRef.current;
    if (address.q === sent.current) {
      sent.current = null;
      return;
    }
    if (input && input.value.trim() !== address.q) input.value = address.q;
  }, [address.q]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setTyped({ text: event.target.value });
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTyped(null);
    const q = inputRef.current?.value.trim() ?? '';
    const typingEntry = isTypingEntry(location.state);
    if (q === address.q && !typingEntry) return;
    if (q !== address.q) sent.current = q;
    void navigate(hrefFor(q), { replace: typingEntry, state: IN_PLACE, preventScrollReset: true });
  };

  return (
    <form
      className={styles.search}
      role="search"
      method="get"
      action={paths.products}
      onSubmit={onSubmit}
    >
      <label className={styles.searchLabel} htmlFor={inputId}>
        Search products
      </label>
      <div className={styles.searchRow}>
        <input
          ref={inputRef}
          id={inputId}
          className={styles.searchInput}
          type="search"
          name={SEARCH_FIELD}
          defaultValue={address.q}
          maxLength={CATALOGUE_LIMITS.searchMax}
          placeholder="Search products"
          autoComplete="off"
          enterKeyHint="search"
          onChange={onChange}
        />
        <button className={styles.searchButton} type="submit">
          <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
            <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="m13 13 4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className={styles.searchButtonText}>Search</span>
        </button>
      </div>
      {address.category ? (
        <input type="hidden" name={CATEGORY_FIELD} value={address.category} />
      ) : null}
      {Object.entries(address.filters).flatMap(([key, values]) =>
        values.map((value) => (
          <input key={`${key}=${value}`} type="hidden" name={key} value={value} />
        )),
      )}
    </form>
  );
}

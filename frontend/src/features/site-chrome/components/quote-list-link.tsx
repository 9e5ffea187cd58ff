import { NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { useQuoteList, useQuoteOffer } from '@/lib/quote-list';
import styles from './site-header.module.css';

/**
 * The header's way to the quote list (issue 19), shown only when the backend takes quote
 * requests: an icon with the number of listed products, named 'Quote list, 3 products'. It
 * takes space nothing else uses (site-header.module.css), so appearing moves nothing.
 */
export function QuoteListLink({ onNavigate }: { onNavigate: () => void }) {
  const offer = useQuoteOffer();
  const count = useQuoteList().length;
  if (offer !== 'offered') return null;
  // The name is given whole: the words and the count are separate boxes, and browsers would put a
  // space before the comma when reading them one after the other.
  const name =
    count > 0
      ? `Quote list, ${String(count)} ${count === 1 ? 'product' : 'products'}`
      : 'Quote list';
  return (
    <NavLink to={paths.quote} aria-label={name} className={styles.quote} onClick={onNavigate}>
      <ListIcon />
      <span className={styles.quoteLabel}>Quote list</span>
      {count > 0 ? <span className={styles.quoteCount}>{count}</span> : null}
    </NavLink>
  );
}

function ListIcon() {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M9 4h6v3H9zm6 1.5h3.5v15.5h-13V5.5H9M9 11h6M9 15h6" />
    </svg>
  );
}

import type { Product } from '@gear/contract/product';
import { CheckIcon } from '@/components/ui/icons';
import { isSameProduct, useQuoteList, useQuoteOffer } from '@/lib/quote-list';
import { addToQuoteList } from '@/lib/quote-list-edit';
import { quoteItem } from '../lib/quote-item';
import styles from './product-card.module.css';

/**
 * A product card's 'add to the quote list' button (issue 19), over the picture's corner, beside
 * the card's link (never inside it). Only when the backend takes quote requests; once the product
 * is listed it says so, with a check, and does nothing more.
 */
export function QuoteCardButton({ product, title }: { product: Product; title: string }) {
  const offer = useQuoteOffer();
  const lines = useQuoteList();
  if (offer !== 'offered') return null;
  const listed = lines.some((line) => isSameProduct(line.productId, product.id));
  return (
    <button
      type="button"
      className={listed ? `${styles.quoteButton} ${styles.quoteListed}` : styles.quoteButton}
      aria-disabled={listed ? true : undefined}
      onClick={() => {
        if (!listed) addToQuoteList(quoteItem(product, title));
      }}
    >
      {listed ? <CheckIcon /> : <AddToListIcon />}
      <span className="visually-hidden">
        {listed ? `${title} is in your quote list` : `Add ${title} to quote list`}
      </span>
    </button>
  );
}

function AddToListIcon() {
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
      <path d="M9 4h6v3H9z" />
      <path d="M15 5.5h2.5A1.5 1.5 0 0 1 19 7v12.5a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 5 19.5V7a1.5 1.5 0 0 1 1.5-1.5H9" />
      <path d="M12 11v6M9 14h6" />
    </svg>
  );
}

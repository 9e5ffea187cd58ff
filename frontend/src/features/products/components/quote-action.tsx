import type { Product } from '@gear/contract/product';
import { QUOTE_MESSAGES } from '@gear/contract/quote-rules';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { isSameProduct, useQuoteList, useQuoteOffer } from '@/lib/quote-list';
import { addToQuoteList } from '@/lib/quote-list-edit';
import { quoteItem } from '../lib/quote-item';
import styles from './product-detail-page.module.css';

/**
 * SPEC's 'Request Quote' (§2 Product detail). While it is not known whether the backend takes
 * quote requests, and against one that does not: SPEC's link to the contact form, its message
 * naming the product. Against one that does (issue 19): a button of the same look and size that
 * adds the product to the quote list, then says so beside it with a link to the list. The status
 * line keeps its space either way, so nothing moves when one becomes the other.
 */
export function QuoteAction({ product, title }: { product: Product; title: string }) {
  const offer = useQuoteOffer();
  const lines = useQuoteList();
  const [full, setFull] = useState(false);
  const listed = lines.some((line) => isSameProduct(line.productId, product.id));
  const offered = offer === 'offered';
  return (
    <>
      {offered ? (
        <Button
          onClick={() => {
            setFull(addToQuoteList(quoteItem(product, title)) === 'full');
          }}
        >
          Request Quote
        </Button>
      ) : (
        <ButtonLink to={paths.contactQuote([title])}>Request Quote</ButtonLink>
      )}
      <p className={styles.quoteStatus} aria-live="polite">
        {offered && listed ? (
          <>
            {QUOTE_MESSAGES.added(title)} <Link to={paths.quote}>View quote list</Link>
          </>
        ) : null}
        {offered && !listed && full ? QUOTE_MESSAGES.tooManyLines : null}
      </p>
    </>
  );
}

import { TEXT_LIMITS } from '@gear/contract/limits';
import { QUOTE_LIMITS } from '@gear/contract/quote-basics';
import { cleanProductTitle } from '@/lib/quote-list';

/**
 * The contact form's first message for `/contact?product=<title>` (SPEC's 'Request Quote' link,
 * issue 19): 'I would like a quote for: <title>.'; several `product` parameters are listed on the
 * one line, as the quote page's fallback link sends them. Each title is trimmed, stripped of
 * control characters and capped at the product title limit; titles that would take the message
 * past its limit are left out. '' without a product.
 */
export function quotePrefill(search: string): string {
  const titles = new Set(
    new URLSearchParams(search)
      .getAll('product')
      .map(cleanProductTitle)
      .filter((title) => title !== ''),
  );
  const start = 'I would like a quote for: ';
  let listed = '';
  let count = 0;
  for (const title of titles) {
    const next = listed === '' ? title : `${listed}, ${title}`;
    if (count === QUOTE_LIMITS.maxLines || start.length + next.length + 1 > TEXT_LIMITS.message) {
      break;
    }
    listed = next;
    count += 1;
  }
  return listed === '' ? '' : `${start}${listed}.`;
}

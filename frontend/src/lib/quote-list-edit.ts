import type { Id } from '@gear/contract/common';
import { QUOTE_LIMITS } from '@gear/contract/quote-basics';
import { cleanProductTitle, isSameProduct, readQuoteList, saveQuoteList } from './quote-list';

/*
 * The quote list's changes (issue 19), apart from lib/quote-list.ts, which the header loads on
 * every page and which needs none of them.
 */

/**
 * Adds a product with quantity 1. 'present': it was already listed (nothing changes); 'full':
 * the list holds QUOTE_LIMITS.maxLines products.
 */
export function addToQuoteList(product: {
  productId: Id;
  title: string;
  image: string | null;
}): 'added' | 'present' | 'full' {
  const lines = readQuoteList();
  if (lines.some((line) => isSameProduct(line.productId, product.productId))) return 'present';
  if (lines.length >= QUOTE_LIMITS.maxLines) return 'full';
  const title = cleanProductTitle(product.title) || 'Untitled product';
  saveQuoteList([...lines, { ...product, title, quantity: 1, note: '' }]);
  return 'added';
}

/** Sets a line's quantity (clamped) or note (capped). */
export function updateQuoteLine(productId: Id, change: { quantity?: number; note?: string }) {
  saveQuoteList(
    readQuoteList().map((line) =>
      isSameProduct(line.productId, productId)
        ? {
            ...line,
            quantity: change.quantity ?? line.quantity,
            note: change.note ?? line.note,
          }
        : line,
    ),
  );
}

/** Takes products off the list (one, or those of a sent request). */
export function removeFromQuoteList(productIds: readonly Id[]) {
  const lines = readQuoteList();
  const kept = lines.filter((line) => !productIds.some((id) => isSameProduct(id, line.productId)));
  if (kept.length !== lines.length) saveQuoteList(kept);
}

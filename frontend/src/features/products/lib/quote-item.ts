import type { Product } from '@gear/contract/product';

/**
 * A product as the quote list keeps it (issue 19): its id, the title shown and its picture, the
 * smallest derivative when the backend made some (a thumbnail needs no more), else the picture.
 */
export function quoteItem(product: Product, title: string) {
  const image = product.product_image?.trim() || null;
  const smallest = image
    ? product.variants?.[image]?.reduce((best, variant) =>
        variant.width < best.width ? variant : best,
      )
    : undefined;
  return { productId: product.id, title, image: smallest?.url ?? image };
}

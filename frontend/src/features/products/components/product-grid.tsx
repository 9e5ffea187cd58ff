import type { Product } from '@gear/contract/product';
import { LazyWindowedGrid } from '@/components/ui/lazy-windowed-grid';
import { Reveal } from '@/components/ui/reveal';
import { LIST_WINDOWING, PRODUCT_CARD } from '@/config/site';
import { ProductCard } from './product-card';

/** Cards per row at the widest layout, for the reveal stagger. */
const ROW = 3;
/** Cards whose pictures load first: the first row on a phone and most of it on a desktop. */
const PRIORITY_CARDS = 2;

/** A card row: the 340x300 picture scaled to the column, plus the title block (~1 line). */
const productRowHeight = (columnWidth: number) =>
  (columnWidth * PRODUCT_CARD.heightPx) / PRODUCT_CARD.widthPx + 86;

/**
 * The products as 340x300 cards, no pagination (SPEC §2). Long lists render only the rows near
 * the viewport (WindowedGrid); `className` is the list's CSS grid, which decides the columns.
 */
export function ProductGrid({
  products,
  className,
}: {
  products: readonly Product[];
  className: string | undefined;
}) {
  if (products.length >= LIST_WINDOWING.fromItems) {
    return (
      <LazyWindowedGrid
        items={products}
        getKey={(product) => String(product.id)}
        renderItem={(product, index) => (
          <ProductCard product={product} priority={index < PRIORITY_CARDS} />
        )}
        className={className}
        label="Products"
        estimateRowHeight={productRowHeight}
      />
    );
  }
  return (
    <ul className={className} aria-label="Products">
      {products.map((product, index) => (
        <Reveal as="li" key={String(product.id)} delayMs={(index % ROW) * 80}>
          <ProductCard product={product} priority={index < PRIORITY_CARDS} />
        </Reveal>
      ))}
    </ul>
  );
}

import type { Product } from '@gear/contract/product';
import { Link } from 'react-router';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { paths } from '@/config/paths';
import { PRODUCT_CARD } from '@/config/site';
import { resolveAssetUrl } from '@/lib/asset-url';
import { QuoteCardButton } from './quote-card-button';
import styles from './product-card.module.css';

/** Cards are at most 340px wide (one column on phones). */
const CARD_SIZES = `min(100vw, ${String(PRODUCT_CARD.widthPx)}px)`;

/**
 * A 340x300 product card linking to its detail page (SPEC §2 Products list, §8 broken image), with
 * an 'add to the quote list' button over the picture when the backend takes quote requests.
 * `priority`: a card of the first row, whose picture is the page's largest paint: loaded at once
 * and first, not lazily.
 */
export function ProductCard({
  product,
  priority = false,
}: {
  product: Product;
  priority?: boolean;
}) {
  const title = product.title?.trim() || 'Untitled product';
  // The link and the quote button are siblings: a button inside a link is neither.
  return (
    <div className={styles.wrapper}>
      <Link className={styles.card} to={paths.productDetail(product.id)}>
        <span className={styles.media}>
          <ImageWithFallback
            className={styles.image}
            src={resolveAssetUrl(product.product_image)}
            variants={product.variants}
            sizes={CARD_SIZES}
            alt=""
            width={PRODUCT_CARD.widthPx}
            height={PRODUCT_CARD.heightPx}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            fallback={
              // Decorative like the picture it replaces: the card is named by its title.
              <span className={styles.missing} aria-hidden="true">
                Image Not Found
              </span>
            }
          />
        </span>
        <span className={styles.body}>
          <h2 className={styles.title}>{title}</h2>
          <span className={styles.more} aria-hidden="true">
            View details
            <svg viewBox="0 0 20 20" width="16" height="16" focusable="false">
              <path
                d="M4 10h11M11 5l5 5-5 5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </span>
        </span>
      </Link>
      <QuoteCardButton product={product} title={title} />
    </div>
  );
}

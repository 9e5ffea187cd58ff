import type { Product } from '@gear/contract/product';
import { Link } from 'react-router';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { paths } from '@/config/paths';
import { PRODUCT_CARD } from '@/config/site';
import { resolveAssetUrl } from '@/lib/asset-url';
import styles from './product-card.module.css';

/** A 340x300 product card linking to its detail page (SPEC §2 Products list). */
export function ProductCard({ product }: { product: Product }) {
  const title = product.title?.trim() || 'Untitled product';
  return (
    <Link className={styles.card} to={paths.productDetail(product.id)}>
      <ImageWithFallback
        className={styles.image}
        src={resolveAssetUrl(product.product_image)}
        alt=""
        width={PRODUCT_CARD.widthPx}
        height={PRODUCT_CARD.heightPx}
        fallback={<span className={styles.missing}>Image Not Found</span>}
      />
      <h2 className={styles.title}>{title}</h2>
    </Link>
  );
}

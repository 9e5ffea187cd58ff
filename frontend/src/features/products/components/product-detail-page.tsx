import { PUBLIC_MESSAGES } from '@gear/contract/messages';
import type { Product } from '@gear/contract/product';
import { Link, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { RichText } from '@/components/ui/rich-text';
import { Section } from '@/components/ui/section';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { PRODUCT_GALLERY, pageTitle } from '@/config/site';
import { resolveAssetUrl } from '@/lib/asset-url';
import { useProductDetail } from '../hooks/use-product-detail';
import styles from './product-detail-page.module.css';

/** /product/{id}: title, main image and the sanitized description (gallery comes next). */
export function ProductDetailPage() {
  const { id = '' } = useParams();
  const state = useProductDetail(id);

  return (
    <Section>
      {state.status === 'loading' ? <Spinner label="Loading product details..." /> : null}
      {state.status === 'error' ? (
        <div className={styles.error}>
          <title>{pageTitle(PUBLIC_MESSAGES.productNotFound)}</title>
          <h1 className={styles.title}>{PUBLIC_MESSAGES.productNotFound}</h1>
          <Alert>{state.message}</Alert>
          <ButtonLink to={paths.products} variant="secondary">
            Return to Products
          </ButtonLink>
        </div>
      ) : null}
      {state.status === 'loaded' ? (
        <ProductDetail product={state.product} fromCache={state.fromCache} />
      ) : null}
    </Section>
  );
}

function ProductDetail({ product, fromCache }: { product: Product; fromCache: boolean }) {
  const title = product.title?.trim() || 'Untitled product';
  return (
    <article>
      <title>{pageTitle(title)}</title>
      <nav className={styles.breadcrumb} aria-label="Breadcrumb">
        <ol>
          <li>
            <Link to={paths.home}>Home</Link>
          </li>
          <li>
            <Link to={paths.products}>Products</Link>
          </li>
          <li aria-current="page">{title}</li>
        </ol>
      </nav>
      {fromCache ? (
        <div className={styles.notice}>
          <Alert tone="info">{PUBLIC_MESSAGES.productDetailFailed} Showing saved details.</Alert>
        </div>
      ) : null}
      <div className={styles.layout}>
        <ImageWithFallback
          className={styles.mainImage}
          src={resolveAssetUrl(product.product_image)}
          alt={title}
          width={PRODUCT_GALLERY.mainImagePlaceholderPx}
          height={PRODUCT_GALLERY.mainImagePlaceholderPx}
          loading="eager"
          fallback={<span className={styles.missing}>Image Not Found</span>}
        />
        <div>
          <h1 className={styles.title}>{title}</h1>
          <RichText html={product.description} />
          <div className={styles.actions}>
            <ButtonLink to={paths.contact}>Request Quote</ButtonLink>
            <ButtonLink to={paths.products} variant="outline">
              Back to Products
            </ButtonLink>
          </div>
        </div>
      </div>
    </article>
  );
}

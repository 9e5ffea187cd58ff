import { PUBLIC_MESSAGES } from '@gear/contract/messages';
import type { Product } from '@gear/contract/product';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageMeta } from '@/components/ui/page-meta';
import { RichText } from '@/components/ui/rich-text';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { SEO_PAGES } from '@/config/seo';
import { useProductDetail } from '../hooks/use-product-detail';
import { categoryHref } from '../lib/catalogue-links';
import { alignDescriptionHeadings } from '../lib/description-headings';
import { productImages } from '../lib/product-images';
import { productDetailHead } from '../lib/product-seo';
import { Breadcrumb } from './breadcrumb';
import { ProductGallerySlots } from './product-gallery-slots';
import { ProductMedia } from './product-media';
import { QuoteAction } from './quote-action';
import { SpecTable } from './spec-table';
import styles from './product-detail-page.module.css';

/** /product/{id} (SPEC §2 Product detail, §4, §8). */
export function ProductDetailPage() {
  const { id = '' } = useParams();
  const state = useProductDetail(id);

  return (
    <div className={styles.page}>
      <div className={styles.inner}>
        {state.status === 'loading' ? (
          <>
            {/* Not noindex while loading: a crawler may read the head before the data arrives. */}
            <PageMeta {...SEO_PAGES.products} title="Products" path={paths.productDetail(id)} />
            <Breadcrumb />
            <div className={styles.loading}>
              <Spinner label="Loading product..." />
            </div>
          </>
        ) : null}
        {state.status === 'error' ? (
          <>
            <PageMeta title={state.message} noindex />
            <Breadcrumb />
            <div className={styles.error}>
              <svg
                className={styles.errorIcon}
                viewBox="0 0 48 48"
                width="56"
                height="56"
                aria-hidden="true"
                focusable="false"
              >
                <circle cx="24" cy="24" r="21" fill="none" stroke="currentColor" strokeWidth="3" />
                <path
                  d="M24 13v14M24 33v2"
                  stroke="currentColor"
                  strokeWidth="3.5"
                  strokeLinecap="round"
                />
              </svg>
              <div role="alert">
                <h1 className={styles.errorTitle}>{state.message}</h1>
              </div>
              <p className={styles.errorText}>
                {state.notFound
                  ? 'This product may have been renamed or removed from our catalogue.'
                  : 'Please check your connection and try again, or browse the full catalogue.'}
              </p>
              <div className={styles.actions}>
                <ButtonLink to={paths.products}>Return to Products</ButtonLink>
                {state.notFound ? null : (
                  <Button variant="outline" onClick={state.retry}>
                    Try again
                  </Button>
                )}
              </div>
            </div>
          </>
        ) : null}
        {state.status === 'loaded' ? (
          <ProductDetail
            key={String(state.product.id)}
            product={state.product}
            fromCache={state.fromCache}
          />
        ) : null}
      </div>
    </div>
  );
}

function ProductDetail({ product, fromCache }: { product: Product; fromCache: boolean }) {
  const title = product.title?.trim() || 'Untitled product';
  const images = useMemo(() => productImages(product, fromCache), [product, fromCache]);
  const head = useMemo(
    () => productDetailHead(product, title, images.thumbnails),
    [product, title, images],
  );

  return (
    <>
      <PageMeta {...head} />
      <Breadcrumb current={title} />
      {fromCache ? (
        <div className={styles.notice}>
          <Alert tone="info">
            {PUBLIC_MESSAGES.productDetailFailed} Showing the details saved on this device; they may
            be out of date.
          </Alert>
        </div>
      ) : null}
      <article className={styles.layout}>
        <ProductMedia title={title} images={images.thumbnails} variants={product.variants} />
        <div className={styles.body}>
          <p className={styles.eyebrow}>Product</p>
          <h1 className={product.category ? styles.titleWithCategory : styles.title}>{title}</h1>
          {product.category ? (
            // Issue 20: the product's category page (not in the breadcrumb, which SPEC fixes).
            <p className={styles.category}>
              <Link to={categoryHref(product.category.slug)}>
                Category: {product.category.name}
              </Link>
            </p>
          ) : null}
          <RichText
            className={styles.description}
            html={alignDescriptionHeadings(product.description)}
            noTranslateCodes
          />
          {product.specs && product.specs.length > 0 ? <SpecTable specs={product.specs} /> : null}
          <div className={styles.actions}>
            <QuoteAction product={product} title={title} />
            <ButtonLink to={paths.products} variant="outline">
              Back to Products
            </ButtonLink>
          </div>
        </div>
      </article>
      <ProductGallerySlots title={title} images={images.gallery} variants={product.variants} />
    </>
  );
}

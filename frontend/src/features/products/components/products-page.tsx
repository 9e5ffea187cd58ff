import { PUBLIC_MESSAGES } from '@gear/contract/messages';
import { Alert } from '@/components/ui/alert';
import { PageBanner } from '@/components/ui/page-banner';
import { Reveal } from '@/components/ui/reveal';
import { Section } from '@/components/ui/section';
import { PageMeta } from '@/components/ui/page-meta';
import { Spinner } from '@/components/ui/spinner';
import { LazyWindowedGrid } from '@/components/ui/lazy-windowed-grid';
import { paths } from '@/config/paths';
import { SEO_PAGES } from '@/config/seo';
import { LIST_WINDOWING, PRODUCT_CARD } from '@/config/site';
import { API_PATHS } from '@gear/contract/api-paths';
import { useHandedAnswer } from '@/lib/handover';
import { useAsync } from '@/lib/use-async';
import { getProducts, readProducts } from '../api/get-products';
import { productListJsonLd } from '../lib/product-seo';
import { ProductCard } from './product-card';
import styles from './products-page.module.css';

/** Cards per row at the widest layout, for the reveal stagger. */
const ROW = 3;
/** Cards whose pictures load first: the first row on a phone and most of it on a desktop. */
const PRIORITY_CARDS = 2;

/** A card row: the 340x300 picture scaled to the column, plus the title block (~1 line). */
const productRowHeight = (columnWidth: number) =>
  (columnWidth * PRODUCT_CARD.heightPx) / PRODUCT_CARD.widthPx + 86;

/**
 * /product: every product as a card, no pagination (SPEC §2); the list is cached whole (§3).
 * Long lists render only the rows near the viewport (WindowedGrid).
 */
export function ProductsPage() {
  const handed = useHandedAnswer(API_PATHS.products);
  const state = useAsync(getProducts, 'products', handed && (() => readProducts(handed)));
  return (
    <>
      <PageMeta {...SEO_PAGES.products} path={paths.products} jsonLd={productListJsonLd} />
      <PageBanner
        title="Our Products"
        subtitle="We are one of the Best GEARS manufacturers in India.."
      />
      <Section>
        {state.status === 'loading' ? <Spinner label={PUBLIC_MESSAGES.loadingProducts} /> : null}
        {state.status === 'error' ? (
          <div className={styles.error}>
            <Alert>{PUBLIC_MESSAGES.productsFetchFailed}</Alert>
          </div>
        ) : null}
        {state.status === 'success' && state.data.length === 0 ? (
          <p className={styles.empty}>No products are listed yet. Please check back soon.</p>
        ) : null}
        {state.status === 'success' && state.data.length >= LIST_WINDOWING.fromItems ? (
          <LazyWindowedGrid
            items={state.data}
            getKey={(product) => String(product.id)}
            renderItem={(product, index) => (
              <ProductCard product={product} priority={index < PRIORITY_CARDS} />
            )}
            className={styles.grid}
            label="Products"
            estimateRowHeight={productRowHeight}
          />
        ) : null}
        {state.status === 'success' &&
        state.data.length > 0 &&
        state.data.length < LIST_WINDOWING.fromItems ? (
          <ul className={styles.grid} aria-label="Products">
            {state.data.map((product, index) => (
              <Reveal as="li" key={String(product.id)} delayMs={(index % ROW) * 80}>
                <ProductCard product={product} priority={index < PRIORITY_CARDS} />
              </Reveal>
            ))}
          </ul>
        ) : null}
      </Section>
    </>
  );
}

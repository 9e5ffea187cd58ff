import { PUBLIC_MESSAGES } from '@gear/contract/messages';
import { Alert } from '@/components/ui/alert';
import { PageBanner } from '@/components/ui/page-banner';
import { Section } from '@/components/ui/section';
import { Spinner } from '@/components/ui/spinner';
import { pageTitle } from '@/config/site';
import { useAsync } from '@/lib/use-async';
import { getProducts } from '../api/get-products';
import { ProductCard } from './product-card';
import styles from './products-page.module.css';

/** /product: every product as a card; no pagination (SPEC §2). */
export function ProductsPage() {
  const state = useAsync(getProducts, 'products');
  return (
    <>
      <title>{pageTitle('Our Products')}</title>
      <PageBanner
        title="Our Products"
        subtitle="We are one of the Best GEARS manufacturers in India.."
      />
      <Section>
        {state.status === 'loading' ? <Spinner label={PUBLIC_MESSAGES.loadingProducts} /> : null}
        {state.status === 'error' ? <Alert>{PUBLIC_MESSAGES.productsFetchFailed}</Alert> : null}
        {state.status === 'success' && state.data.length === 0 ? (
          <p className={styles.empty}>No products are listed yet. Please check back soon.</p>
        ) : null}
        {state.status === 'success' && state.data.length > 0 ? (
          <ul className={styles.grid}>
            {state.data.map((product) => (
              <li key={String(product.id)}>
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
        ) : null}
      </Section>
    </>
  );
}

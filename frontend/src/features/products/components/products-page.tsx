import type { CatalogueResponse } from '@gear/contract/catalogue-search';
import {
  CATALOGUE_MESSAGES,
  isNarrowed,
  readCatalogueState,
  type CatalogueState,
} from '@gear/contract/catalogue-basics';
import { PUBLIC_MESSAGES } from '@gear/contract/messages';
import type { Product } from '@gear/contract/product';
import { useId, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { PageBanner } from '@/components/ui/page-banner';
import { Section } from '@/components/ui/section';
import { PageMeta } from '@/components/ui/page-meta';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { API_PATHS } from '@gear/contract/api-paths';
import { useHandedAnswer } from '@/lib/handover';
import { IN_PLACE } from '@/lib/in-place-navigation';
import { useAsync } from '@/lib/use-async';
import { getProducts, readProducts } from '../api/get-products';
import { useCatalogue } from '../hooks/use-catalogue';
import { activeFilterCount } from '../lib/catalogue-address';
import { categoryHref } from '../lib/catalogue-links';
import { productListHead } from '../lib/product-list-seo';
import { ActiveFilters } from './active-filters';
import { CatalogueFilters } from './catalogue-filters';
import { CatalogueSearch } from './catalogue-search';
import { CategoryChips } from './category-chips';
import { ProductGrid } from './product-grid';
import catalogueStyles from './catalogue.module.css';
import styles from './products-page.module.css';

/** The products of `ids`, in that order (ids the list does not have are left out). */
function pick(products: readonly Product[], ids: CatalogueResponse['ids']): Product[] {
  const byId = new Map(products.map((product) => [String(product.id), product]));
  return ids.flatMap((id) => byId.get(String(id)) ?? []);
}

/**
 * /product: every product as a card, no pagination (SPEC §2); the list is cached whole (§3).
 * Long lists render only the rows near the viewport (WindowedGrid).
 *
 * Issue 20 (ADR 0035): when the backend answers GET /api/catalogue, category chips, a search and
 * filters narrow the cards to the answer's ids. The address is the whole state (Back, sharing,
 * the server's first render); a backend without the call (404) gets SPEC's page exactly, and a
 * failing call shows every product with a note, never fewer.
 */
export function ProductsPage() {
  const [params] = useSearchParams();
  const query = params.toString();
  const address = useMemo(() => readCatalogueState(new URLSearchParams(query)), [query]);
  const handed = useHandedAnswer(API_PATHS.products);
  const state = useAsync(getProducts, 'products', handed && (() => readProducts(handed)));
  const { view, busy } = useCatalogue(address);

  const all = state.status === 'success' ? state.data : null;
  const answer = view.status === 'ready' ? view.data : null;
  // While the next answer loads, the one shown is the previous address's: its list of categories
  // (every category) says whether the new address names one.
  const unknownCategory =
    answer !== null &&
    address.category !== '' &&
    (busy
      ? !answer.categories.some((entry) => entry.slug === address.category)
      : answer.category === null);
  const shown = useMemo(
    () =>
      all === null ? [] : answer === null ? all : unknownCategory ? [] : pick(all, answer.ids),
    [all, answer, unknownCategory],
  );
  const narrowed = answer !== null && isNarrowed(address);
  const category = answer?.category ?? null;
  const head = useMemo(
    () => productListHead({ category, unknownCategory, narrowed, products: shown }),
    [category, unknownCategory, narrowed, shown],
  );
  // The chips, search and filters: the answer's, or after a failure the last answer's.
  const controls = answer ?? (view.status === 'failed' ? view.previous : null);

  return (
    <>
      <PageMeta {...head} />
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
        {all !== null && controls !== null ? (
          <Catalogue
            address={address}
            controls={controls}
            failed={view.status === 'failed'}
            unknownCategory={unknownCategory}
            busy={busy}
            products={view.status === 'failed' ? all : shown}
          />
        ) : null}
        {all !== null && controls === null ? (
          <>
            {view.status === 'failed' ? (
              <p className={catalogueStyles.note} role="status">
                {CATALOGUE_MESSAGES.catalogueFailed}
              </p>
            ) : null}
            {all.length === 0 ? (
              <p className={styles.empty}>No products are listed yet. Please check back soon.</p>
            ) : (
              <ProductGrid products={all} className={styles.grid} />
            )}
          </>
        ) : null}
      </Section>
    </>
  );
}

/** The catalogue with its chips, search, filters and result count around the cards. */
function Catalogue({
  address,
  controls,
  failed,
  unknownCategory,
  busy,
  products,
}: {
  address: CatalogueState;
  controls: CatalogueResponse;
  /** The call for this address failed: every product is shown, with a note. */
  failed: boolean;
  unknownCategory: boolean;
  /** The answer for a new address is on its way: the previous cards stay, dimmed. */
  busy: boolean;
  products: readonly Product[];
}) {
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const countRef = useRef<HTMLParagraphElement>(null);
  const [open, setOpen] = useState(false);
  const hasFilters = controls.facets.length > 0;
  const filterCount = activeFilterCount(address);
  // The chip of the address (at once, before its answer comes); none for a category not listed.
  const current = controls.categories.some((category) => category.slug === address.category)
    ? address.category
    : address.category === ''
      ? ''
      : null;

  const status = failed
    ? CATALOGUE_MESSAGES.catalogueFailed
    : CATALOGUE_MESSAGES.resultCount(products.length);

  return (
    <div className={catalogueStyles.catalogue}>
      <CategoryChips categories={controls.categories} current={current} q={address.q} />
      <div className={hasFilters ? catalogueStyles.withFilters : catalogueStyles.withoutFilters}>
        <div className={catalogueStyles.toolbar}>
          <CatalogueSearch address={address} />
          {hasFilters ? (
            <button
              ref={toggleRef}
              type="button"
              className={catalogueStyles.filtersToggle}
              aria-expanded={open}
              aria-controls={panelId}
              onClick={() => {
                setOpen((value) => !value);
              }}
            >
              <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
                <path
                  d="M3 5h14M6 10h8M8.5 15h3"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
              Filters
              {filterCount > 0 ? (
                <>
                  <span className={catalogueStyles.toggleCount} aria-hidden="true">
                    {filterCount}
                  </span>
                  <span className="visually-hidden">{` (${String(filterCount)} active)`}</span>
                </>
              ) : null}
            </button>
          ) : null}
        </div>
        {hasFilters ? (
          <div
            className={[catalogueStyles.panel, open ? catalogueStyles.panelOpen : '']
              .filter(Boolean)
              .join(' ')}
          >
            <CatalogueFilters
              id={panelId}
              facets={controls.facets}
              address={address}
              onSubmitted={() => {
                if (!open) return;
                setOpen(false);
                toggleRef.current?.focus();
              }}
            />
          </div>
        ) : null}
        <div
          className={[catalogueStyles.results, busy ? catalogueStyles.busy : '']
            .filter(Boolean)
            .join(' ')}
          aria-busy={busy}
        >
          <ActiveFilters
            address={address}
            facets={controls.facets}
            onFocusLost={() => countRef.current?.focus()}
          />
          <p
            ref={countRef}
            className={failed ? catalogueStyles.note : catalogueStyles.count}
            role="status"
            tabIndex={-1}
          >
            {status}
          </p>
          {unknownCategory ? (
            <div className={catalogueStyles.empty}>
              <p>{CATALOGUE_MESSAGES.unknownCategory}</p>
              <Link to={paths.products} state={IN_PLACE} preventScrollReset>
                {CATALOGUE_MESSAGES.showAll}
              </Link>
            </div>
          ) : null}
          {!unknownCategory && products.length === 0 ? (
            <div className={catalogueStyles.empty}>
              <p>{CATALOGUE_MESSAGES.noMatches}</p>
              {isNarrowed(address) ? (
                <Link to={categoryHref(address.category)} state={IN_PLACE} preventScrollReset>
                  {CATALOGUE_MESSAGES.clearFilters}
                </Link>
              ) : (
                <Link to={paths.products} state={IN_PLACE} preventScrollReset>
                  {CATALOGUE_MESSAGES.showAll}
                </Link>
              )}
            </div>
          ) : null}
          {products.length > 0 ? (
            <ProductGrid
              products={products}
              className={hasFilters ? catalogueStyles.grid : styles.grid}
            />
          ) : null}
        </div>
      </div>
    </div>
  );
}

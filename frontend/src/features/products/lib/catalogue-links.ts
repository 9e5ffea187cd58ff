import { API_PATHS } from '@gear/contract/api-paths';
import { catalogueQuery, type CatalogueState } from '@gear/contract/catalogue-basics';
import { paths } from '@/config/paths';

/*
 * The catalogue's address (ADR 0035): /product?category=spur-gears&q=hub&module=2..3&material=EN-19.
 * The address is the page's whole state; these build its links and its API call (the product
 * page links its category with them too, without the list page's filter helpers).
 */

const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path);

/** The page's own address for a state, in the contract's stable order. */
export const catalogueHref = (state: CatalogueState) =>
  withQuery(paths.products, catalogueQuery(state));

/** GET /api/catalogue for a state: the same query as the page's address (the handed-over key). */
export const catalogueApiPath = (state: CatalogueState) =>
  withQuery(API_PATHS.catalogue, catalogueQuery(state));

/** A category page (all products when `slug` is ''), keeping the search words if given. */
export const categoryHref = (slug: string, q = '') =>
  catalogueHref({ category: slug, q, filters: {} });

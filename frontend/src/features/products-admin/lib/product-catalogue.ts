import type { Category } from '@gear/contract/catalogue-search';

/**
 * What the product manager knows of the backend's categories (issue 20): only when `ready` does
 * the form show Category and Specifications (and send them) and the table its Category column and
 * filter. 'unsupported' (404) and 'loading' show the product manager of SPEC; 'error' says so in
 * the form, with a retry.
 */
export type ProductCatalogue =
  | { status: 'loading' | 'unsupported' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; categories: Category[] };

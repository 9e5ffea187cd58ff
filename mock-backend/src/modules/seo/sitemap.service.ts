import { CATALOGUE_PARAMS } from '@gear/contract/catalogue-basics';
import {
  PUBLIC_PAGE_PATHS,
  productPagePath,
  type PublicPagePath,
  type SitemapEntry,
} from '@gear/contract/sitemap';
import type { Snapshot } from '../../store/store.ts';

/** The latest of some ISO timestamps (they compare as strings), or undefined when there is none. */
function latest(timestamps: readonly string[]): string | undefined {
  let max: string | undefined;
  for (const value of timestamps) if (max === undefined || value > max) max = value;
  return max;
}

/** A category's page (issue 20, ADR 0035): the product list narrowed to that category. */
const categoryPagePath = (slug: string) =>
  `/product?${new URLSearchParams({ [CATALOGUE_PARAMS.category]: slug }).toString()}`;

/**
 * Every public page, every category page and every product, with lastmod where the data knows
 * it: a product's own updated_at, for a category the newest change of it or its products, and
 * for the pages that show backend data the newest change of that data. The static company pages
 * have no date (a guessed one would only teach crawlers to ignore lastmod).
 */
export function sitemapEntries(db: Snapshot): SitemapEntry[] {
  const products = db.subcategories;
  const lastmodOf: Partial<Record<PublicPagePath, string | undefined>> = {
    '/': latest([...db.sliders.map((s) => s.updated_at), ...products.map((p) => p.updated_at)]),
    '/product': latest(products.map((p) => p.updated_at)),
    '/gallery': latest(db.gallery.map((g) => g.updated_at)),
    '/ebrochure': latest(db.ebrochure.map((b) => b.updated_at)),
  };
  const newestIn = new Map<number, string>();
  for (const product of products) {
    const id = product.category_id;
    if (typeof id === 'number' && product.updated_at > (newestIn.get(id) ?? ''))
      newestIn.set(id, product.updated_at);
  }
  return [
    ...PUBLIC_PAGE_PATHS.map((path) => ({ path, lastmod: lastmodOf[path] })),
    ...db.categories.map((category) => ({
      path: categoryPagePath(category.slug),
      lastmod: latest([category.updated_at, newestIn.get(category.id) ?? '']),
    })),
    ...products.map((p) => ({ path: productPagePath(p.id), lastmod: p.updated_at })),
  ];
}

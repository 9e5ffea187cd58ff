import type { Product } from '@gear/contract/product';
import { paths } from '@/config/paths';
import { categoryPageSeo, SEO_PAGES } from '@/config/seo';
import type { JsonLdNode } from '@/lib/seo/head';
import { breadcrumbLd } from '@/lib/seo/json-ld';
import { truncateOnWord } from '@/lib/seo/meta-text';
import type { PageHeadInput } from '@/lib/seo/page-head';
import { absoluteUrl } from '@/lib/seo/site-origin';
import { categoryHref } from './catalogue-links';
import { trail } from './product-seo';

/** Products a list page names in its ItemList at most (the first ones; numberOfItems says all). */
const ITEM_LIST_MAX = 100;

const productTitle = (product: Product) => product.title?.trim() || 'Untitled product';

interface ListItemInput {
  readonly name: string;
  readonly path: string;
}

/**
 * The products a list page shows, in order (schema.org ItemList of ListItem links to their
 * pages). `total` is how many the list holds when `items` is only its first part.
 */
function itemListLd(
  origin: string,
  name: string,
  items: readonly ListItemInput[],
  total: number = items.length,
): JsonLdNode {
  return {
    '@type': 'ItemList',
    name,
    numberOfItems: total,
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      url: absoluteUrl(item.path, origin),
    })),
  };
}

interface ProductListHeadInput {
  /** The category the address names, as the catalogue answered it; null for all products. */
  readonly category: { readonly name: string; readonly slug: string } | null;
  /** The address names a category the catalogue does not have (any more). */
  readonly unknownCategory: boolean;
  /** The address has search words or filters: a variant of its category page. */
  readonly narrowed: boolean;
  /** The products the page shows, in order. */
  readonly products: readonly Product[];
}

/**
 * The head of /product (issue 20): all products, or a category page with its own title and
 * description (canonical to itself); a search or filter is a `noindex, follow` variant with its
 * category page (or /product) as canonical; a category that does not exist is noindex. JSON-LD:
 * the breadcrumb and the shown products as an ItemList.
 */
export function productListHead({
  category,
  unknownCategory,
  narrowed,
  products,
}: ProductListHeadInput): PageHeadInput {
  if (unknownCategory) return { ...SEO_PAGES.products, noindex: true };
  const seo = category ? categoryPageSeo(category.name) : SEO_PAGES.products;
  const path = category ? categoryHref(category.slug) : paths.products;
  const listName = category?.name ?? SEO_PAGES.products.title;
  const items = products.slice(0, ITEM_LIST_MAX).map((product) => ({
    name: productTitle(product),
    path: paths.productDetail(product.id),
  }));
  return {
    title: seo.title,
    description: truncateOnWord(seo.description),
    path,
    noindex: narrowed ? 'follow' : undefined,
    jsonLd: (origin) => [
      breadcrumbLd(
        origin,
        category
          ? [
              { name: 'Home', path: paths.home },
              { name: 'Products', path: paths.products },
              { name: category.name },
            ]
          : trail(),
      ),
      ...(items.length > 0 ? [itemListLd(origin, listName, items, products.length)] : []),
    ],
  };
}

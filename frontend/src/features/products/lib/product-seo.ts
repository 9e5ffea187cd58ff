import { isSpecRange, unitCode, type SpecRow } from '@gear/contract/catalogue-basics';
import type { Product } from '@gear/contract/product';
import { paths } from '@/config/paths';
import { SEO_PAGES } from '@/config/seo';
import type { JsonLdNode } from '@/lib/seo/head';
import { breadcrumbLd, productLd, type Crumb } from '@/lib/seo/json-ld';
import { metaDescriptionFromHtml } from '@/lib/seo/meta-text';
import type { PageHeadInput } from '@/lib/seo/page-head';

/** The visible breadcrumb's trail (SPEC §2: Home / Products / title). */
export const trail = (title?: string): Crumb[] => [
  { name: 'Home', path: paths.home },
  { name: 'Products', path: title === undefined ? undefined : paths.products },
  ...(title === undefined ? [] : [{ name: title }]),
];

/**
 * A specification row as a schema.org PropertyValue: a number as `value`, a range as
 * `minValue`/`maxValue`, text as `value`; `unitText` the unit as written and `unitCode` its
 * UN/CEFACT code where one exists (mm → MMT).
 */
function specPropertyLd(row: SpecRow): JsonLdNode {
  const code = unitCode(row.unit);
  return {
    '@type': 'PropertyValue',
    name: row.name,
    ...(isSpecRange(row.value)
      ? { minValue: row.value.min, maxValue: row.value.max }
      : { value: row.value }),
    ...(row.unit ? { unitText: row.unit } : {}),
    ...(code ? { unitCode: code } : {}),
  };
}

/**
 * The head of /product/{id}: the product's title, the first words of its description and its main
 * image (`images[0]`, already resolved against the API base), with BreadcrumbList and Product
 * (its category and specifications too, issue 20).
 */
export function productDetailHead(
  product: Product,
  title: string,
  images: readonly string[],
): PageHeadInput {
  const description =
    metaDescriptionFromHtml(product.description) || SEO_PAGES.products.description;
  const path = paths.productDetail(product.id);
  const main = images[0];
  return {
    title,
    description,
    path,
    type: 'product',
    image: main === undefined ? undefined : { url: main, alt: title },
    jsonLd: (origin) => [
      breadcrumbLd(origin, trail(title)),
      productLd(origin, {
        name: title,
        description,
        images: images.map((url) => new URL(url, `${origin}/`).href),
        path,
        category: product.category?.name,
        properties: product.specs?.map(specPropertyLd),
      }),
    ],
  };
}

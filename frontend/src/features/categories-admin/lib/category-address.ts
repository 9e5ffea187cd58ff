import { catalogueQuery } from '@gear/contract/catalogue-basics';
import { paths } from '@/config/paths';

/** The public catalogue's address of a category: /product?category=<slug>. */
export const categoryAddress = (slug: string) =>
  `${paths.products}?${catalogueQuery({ category: slug, q: '', filters: {} })}`;

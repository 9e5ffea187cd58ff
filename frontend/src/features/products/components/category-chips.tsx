import type { CatalogueResponse } from '@gear/contract/catalogue-search';
import { Link } from 'react-router';
import { IN_PLACE } from '@/lib/in-place-navigation';
import { categoryHref } from '../lib/catalogue-links';
import styles from './catalogue.module.css';

/**
 * 'All products' and every category with how many products match the search in it, as links
 * (they work without JavaScript). A chip keeps the search words but drops the filters: filters
 * belong to a category's products. The current one is aria-current="page".
 */
export function CategoryChips({
  categories,
  current,
  q,
}: {
  categories: CatalogueResponse['categories'];
  /** The slug of the category shown; '' for all products; null for a category not listed. */
  current: string | null;
  q: string;
}) {
  return (
    <nav className={styles.chipsNav} aria-label="Product categories">
      <ul className={styles.chips}>
        <li>
          <Link
            className={styles.chip}
            to={categoryHref('', q)}
            state={IN_PLACE}
            preventScrollReset
            aria-current={current === '' ? 'page' : undefined}
          >
            All products
          </Link>
        </li>
        {categories.map((category) => (
          <li key={category.slug}>
            <Link
              className={styles.chip}
              to={categoryHref(category.slug, q)}
              state={IN_PLACE}
              preventScrollReset
              aria-current={current === category.slug ? 'page' : undefined}
            >
              {category.name}
              <span className={styles.chipCount} aria-hidden="true">
                {category.count.toLocaleString('en-IN')}
              </span>
              <span className="visually-hidden">{` (${category.count.toLocaleString('en-IN')})`}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

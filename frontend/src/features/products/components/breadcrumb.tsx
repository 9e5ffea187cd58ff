import { Link } from 'react-router';
import { paths } from '@/config/paths';
import styles from './breadcrumb.module.css';

/** Home / Products / {title} (SPEC §2 Product detail); the title is left out while it is unknown. */
export function Breadcrumb({ current }: { current?: string }) {
  return (
    <nav className={styles.breadcrumb} aria-label="Breadcrumb">
      <ol className={styles.list}>
        <li>
          <Link to={paths.home}>Home</Link>
        </li>
        <li>
          <Link to={paths.products}>Products</Link>
        </li>
        {current === undefined ? null : (
          <li>
            <span aria-current="page" className={styles.current}>
              {current}
            </span>
          </li>
        )}
      </ol>
    </nav>
  );
}

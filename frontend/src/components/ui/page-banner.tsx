import type { ReactNode } from 'react';
import styles from './page-banner.module.css';

/** The hero banner at the top of an inner page, holding the page's h1. */
export function PageBanner({ title, subtitle }: { title: string; subtitle?: ReactNode }) {
  return (
    <section className={styles.banner} aria-labelledby="page-title">
      <div>
        <h1 id="page-title" className={styles.title}>
          {title}
        </h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </div>
    </section>
  );
}

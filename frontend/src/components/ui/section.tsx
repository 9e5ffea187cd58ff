import { useId, type ReactNode } from 'react';
import styles from './section.module.css';

interface SectionProps {
  heading?: string;
  id?: string;
  muted?: boolean;
  children: ReactNode;
}

/** A page section with a centred content column and an optional h2. */
export function Section({ heading, id, muted = false, children }: SectionProps) {
  const headingId = useId();
  return (
    <section
      id={id}
      className={[styles.section, muted ? styles.muted : ''].filter(Boolean).join(' ')}
      aria-labelledby={heading ? headingId : undefined}
    >
      <div className={styles.inner}>
        {heading ? (
          <h2 id={headingId} className={styles.heading}>
            {heading}
          </h2>
        ) : null}
        {children}
      </div>
    </section>
  );
}

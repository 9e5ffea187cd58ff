import { Spinner } from '@/components/ui/spinner';
import styles from './root-layout.module.css';

/** Shown while a client-only page (the admin) loads. */
export function PageFallback() {
  return (
    <div className={styles.fallback}>
      <Spinner label="Loading..." />
    </div>
  );
}

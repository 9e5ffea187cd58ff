import styles from './spinner.module.css';

/** A loading indicator announced to screen readers with its label. */
export function Spinner({
  label = 'Loading...',
  showLabel = true,
}: {
  label?: string;
  showLabel?: boolean;
}) {
  return (
    <div className={styles.wrapper} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={showLabel ? undefined : 'visually-hidden'}>{label}</span>
    </div>
  );
}

import styles from './products-admin.module.css';

/** Stands in for the rich-text editor while Quill loads (a toolbar bar and an empty area). */
export function EditorSkeleton() {
  return (
    <div className={styles.editorSkeleton} role="status" aria-live="polite">
      <span className={styles.skeletonToolbar} aria-hidden="true" />
      <span className={styles.skeletonArea} aria-hidden="true" />
      <span className="visually-hidden">Loading editor…</span>
    </div>
  );
}

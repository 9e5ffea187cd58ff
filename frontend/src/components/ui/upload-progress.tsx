import { progressPercent, type UploadProgress } from '@/lib/xhr-transport';
import styles from './upload-progress.module.css';

/**
 * The progress of a running upload (beyond the spec): a bar with its percentage, then a note
 * while the server stores the files, so a 20 MB PDF never leaves anyone guessing (the admin
 * managers and the quote page).
 */
export function UploadProgressBar({ progress }: { progress: UploadProgress | null }) {
  const percent = progressPercent(progress);
  if (percent === null) return null;
  const label = percent < 100 ? `Uploading… ${percent}%` : 'Upload complete, saving…';
  return (
    <div className={styles.progress} role="status">
      <progress
        className={styles.progressBar}
        max={100}
        value={percent}
        aria-label="Upload progress"
      >
        {percent}%
      </progress>
      <span className={styles.progressLabel}>{label}</span>
    </div>
  );
}

import { useState, type Ref } from 'react';
import styles from './file-drop.module.css';

/** "820 KB", "4.2 MB": a file's size as the owner reads it. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${String(Math.max(1, Math.round(bytes / 1024)))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The chosen file as the pickers list it: "gear.png (820 KB)". */
export const fileLabel = (file: File) => `${file.name} (${formatFileSize(file.size)})`;

interface FileDropProps {
  /** The input's id: the field's `<label htmlFor>` names it. */
  id: string;
  inputRef: Ref<HTMLInputElement>;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  /** What is accepted, said before anything is picked (fileRuleHint). */
  rules: string;
  /** Set while the field shows an error: its id joins the description. */
  errorId?: string;
  /** Files picked or dropped (the caller checks them: SPEC's messages). */
  onFiles: (files: File[]) => void;
}

/**
 * The one file picker of the admin (issue 18): a drop zone with a 'Choose…' button look, the
 * accepted types and limits written in it, and the real file input inside, visually hidden but
 * focusable and labelled, so keyboards and screen readers use the browser's own picker (Enter or
 * Space opens it). Files dropped on the zone count as picked. No 'No file chosen': the field
 * shows what was chosen (name and size) itself.
 */
export function FileDrop({
  id,
  inputRef,
  accept,
  multiple = false,
  disabled = false,
  rules,
  errorId,
  onFiles,
}: FileDropProps) {
  const [dragging, setDragging] = useState(false);
  const rulesId = `${id}-rules`;
  return (
    // A label: a click anywhere on the zone opens the picker natively. Everything written in it
    // is aria-hidden, so the input keeps the field's own label as its name; the rules are its
    // description.
    <label
      htmlFor={id}
      className={[styles.zone, dragging ? styles.dragging : '', disabled ? styles.disabled : '']
        .filter(Boolean)
        .join(' ')}
      onDragOver={(event) => {
        event.preventDefault();
        event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
        if (!disabled) setDragging(true);
      }}
      onDragLeave={(event) => {
        const into = event.relatedTarget;
        if (!(into instanceof Node && event.currentTarget.contains(into))) setDragging(false);
      }}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        if (disabled) return;
        const files = Array.from(event.dataTransfer.files);
        if (files.length > 0) onFiles(multiple ? files : files.slice(0, 1));
      }}
    >
      <input
        ref={inputRef}
        id={id}
        className={`visually-hidden ${styles.input}`}
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId ? `${rulesId} ${errorId}` : rulesId}
        onChange={(event) => {
          onFiles(Array.from(event.target.files ?? []));
          // Several files add to a selection kept by the caller: emptied, the same file can be
          // picked again after it was removed from it.
          if (multiple) event.target.value = '';
        }}
      />
      <span className={styles.button} aria-hidden="true">
        <svg
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M12 16V4M7 9l5-5 5 5M4 20h16" />
        </svg>
        {multiple ? 'Choose images' : 'Choose a file'}
      </span>
      <span className={styles.or} aria-hidden="true">
        or drop {multiple ? 'them' : 'it'} here
      </span>
      <span id={rulesId} className={styles.rules} aria-hidden="true">
        {rules}
      </span>
    </label>
  );
}

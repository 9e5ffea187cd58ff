import { useEffect, useId, useRef, useState } from 'react';
import { AdminThumbnail } from './admin-thumbnail';
import { FileDrop, fileLabel } from './file-drop';
import styles from './admin.module.css';
import { useObjectUrl } from './use-object-url';

export interface FileFieldProps {
  label: string;
  /** 'Required' or 'Optional', shown beside the label (SPEC §2). */
  hint?: string;
  accept: string;
  /** What the field accepts, said before anything is picked (fileRuleHint). */
  rules: string;
  /** The chosen file (controlled). */
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** The spec's message for a file that is not allowed, or null. */
  validate: (file: File) => string | null;
  /** An error from the form (e.g. required), shown like a rejection. */
  error?: string | null;
  /** The current image (edit mode): shown only while no new file is chosen. */
  currentUrl?: string | null;
  currentLabel?: string;
  /** 'image' shows a preview of the chosen file; 'name' only its name (PDFs). */
  preview?: 'image' | 'name';
  /** Offer a 'Remove' button for a chosen file. */
  removable?: boolean;
  disabled?: boolean;
  /** Name used in the preview's alt text, e.g. "Sub image 2". */
  previewAlt?: string;
}

/**
 * A labelled file picker (FileDrop) with the spec's file checks: a rejected file is cleared
 * (SPEC §5) and its message shown under the field; a valid one is previewed with its name and
 * size. The input keeps its own value in sync with `file`, so resetting the form clears the
 * picker too.
 */
export function FileField({
  label,
  hint,
  accept,
  rules,
  file,
  onFileChange,
  validate,
  error,
  currentUrl,
  currentLabel = 'Current image',
  preview = 'image',
  removable = false,
  disabled = false,
  previewAlt,
}: FileFieldProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [rejection, setRejection] = useState<string | null>(null);
  const previewUrl = useObjectUrl(preview === 'image' ? file : null);
  const message = rejection ?? error ?? null;

  useEffect(() => {
    if (!file && inputRef.current) inputRef.current.value = '';
  }, [file]);

  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {hint ? <span className={styles.hint}> ({hint})</span> : null}
      </label>
      <FileDrop
        id={id}
        inputRef={inputRef}
        accept={accept}
        rules={rules}
        disabled={disabled}
        errorId={message ? `${id}-error` : undefined}
        onFiles={([chosen]) => {
          if (!chosen) {
            setRejection(null);
            onFileChange(null);
            return;
          }
          const problem = validate(chosen);
          if (problem) {
            if (inputRef.current) inputRef.current.value = '';
            setRejection(problem);
            onFileChange(null);
            return;
          }
          setRejection(null);
          onFileChange(chosen);
        }}
      />
      {message ? (
        <p id={`${id}-error`} className={styles.fieldError} role="alert">
          {message}
        </p>
      ) : null}
      {file ? (
        <div className={styles.preview}>
          {preview === 'image' ? (
            <AdminThumbnail
              src={previewUrl}
              local
              alt={`Preview of ${previewAlt ?? label.toLowerCase()}`}
              width={160}
              height={110}
            />
          ) : null}
          <span className={styles.fileName}>{fileLabel(file)}</span>
          {removable ? (
            <button
              type="button"
              className={styles.linkButton}
              disabled={disabled}
              onClick={() => {
                onFileChange(null);
              }}
            >
              Remove<span className="visually-hidden"> {previewAlt ?? label}</span>
            </button>
          ) : null}
        </div>
      ) : currentUrl ? (
        <div className={styles.preview}>
          <span className={styles.muted}>{currentLabel}:</span>
          <AdminThumbnail
            src={currentUrl}
            alt={`${currentLabel} of ${label.toLowerCase()}`}
            width={160}
            height={110}
          />
        </div>
      ) : null}
    </div>
  );
}

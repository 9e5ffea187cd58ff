import { DRAWING_ACCEPT } from '@gear/contract/drawings';
import { fileSizeText } from '@gear/contract/quotes';
import { QUOTE_MESSAGES } from '@gear/contract/quote-rules';
import { useId, useRef, useState } from 'react';
import { checkDrawings } from '../lib/check-drawings';
import styles from './quote-page.module.css';

/**
 * The drawings of a quote request (issue 19): up to five files, each checked when it is picked
 * (count, type by its name, size, then its bytes); a refused file is not attached and a message
 * names it. The attached files are listed with their size and a Remove button each.
 */
export function DrawingsField({
  files,
  onFilesChange,
  disabled,
}: {
  files: readonly File[];
  onFilesChange: (files: File[]) => void;
  disabled: boolean;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const refusedId = `${id}-refused`;
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const [refused, setRefused] = useState<string[]>([]);

  // Reads a few KB of each file: done long before the file dialog could be opened again.
  const pick = async (picked: File[]) => {
    const result = await checkDrawings(picked, files);
    setRefused(result.refused);
    if (result.accepted.length > 0) onFilesChange([...files, ...result.accepted]);
  };

  const remove = (index: number) => {
    onFilesChange(files.filter((_, at) => at !== index));
    setRefused([]);
    // The focus goes to the next file's Remove button (the previous one's after the last), or
    // back to the picker when none is left.
    const buttons = list.current?.querySelectorAll('button') ?? [];
    const next = buttons[index + 1] ?? buttons[index - 1];
    (next ?? input.current)?.focus();
  };

  return (
    <div className={styles.drawings}>
      <label htmlFor={id} className={styles.label}>
        Drawings
      </label>
      <p id={hintId} className={styles.hint}>
        {QUOTE_MESSAGES.drawingsHint}
      </p>
      <input
        ref={input}
        id={id}
        className={styles.fileInput}
        type="file"
        multiple
        accept={DRAWING_ACCEPT}
        disabled={disabled}
        aria-describedby={refused.length > 0 ? `${hintId} ${refusedId}` : hintId}
        onChange={(event) => {
          const picked = Array.from(event.currentTarget.files ?? []);
          // Cleared, so the same file can be picked again after it was removed.
          event.currentTarget.value = '';
          if (picked.length > 0) void pick(picked);
        }}
      />
      {refused.length > 0 ? (
        <div id={refusedId} className={styles.refused} role="alert">
          {refused.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}
      {files.length > 0 ? (
        <ul ref={list} className={styles.files} aria-label="Attached drawings">
          {files.map((file, index) => (
            <li key={`${file.name}:${String(file.size)}:${String(file.lastModified)}`}>
              <span className={styles.fileName}>{file.name}</span>
              <span className={styles.fileSize}>{fileSizeText(file.size)}</span>
              <button
                type="button"
                className={styles.remove}
                disabled={disabled}
                onClick={() => {
                  remove(index);
                }}
              >
                Remove<span className="visually-hidden"> {file.name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

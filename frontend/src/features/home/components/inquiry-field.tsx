import { useId, type HTMLInputTypeAttribute } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './inquiry-section.module.css';

interface InquiryFieldProps {
  label: string;
  name: string;
  /** The form library's registration (the live form); the placeholder form has none. */
  registration?: UseFormRegisterReturn | undefined;
  error?: string | undefined;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  multiline?: boolean;
}

/**
 * One labelled field of the inquiry form. Shared by the placeholder form (shown until the form's
 * code has loaded) and the live form, so both have exactly the same layout.
 */
export function InquiryField({
  label,
  name,
  registration,
  error,
  type = 'text',
  autoComplete,
  multiline = false,
}: InquiryFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const shared = {
    id,
    name,
    className: styles.input,
    required: true,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    ...registration,
  } as const;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
        <span className={styles.required} aria-hidden="true">
          {' '}
          *
        </span>
      </label>
      {multiline ? (
        <textarea {...shared} rows={5} />
      ) : (
        <input {...shared} type={type} autoComplete={autoComplete} />
      )}
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

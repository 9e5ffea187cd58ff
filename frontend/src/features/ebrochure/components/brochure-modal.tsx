import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { HoneypotField } from '@/components/ui/honeypot-field';
import { Modal } from '@/components/ui/modal';
import { BROCHURE } from '@/config/site';
import { statusTone } from '../brochure-status';
import { useBrochureRequest, type BrochureFormValues } from '../hooks/use-brochure-request';
import styles from './brochure-modal.module.css';
import { StatusMessage } from '@/components/ui/status-message';

export interface BrochureModalProps {
  open: boolean;
  onClose: () => void;
  /** The resolved PDF address, or null when there is no brochure. */
  pdfUrl: string | null;
}

/**
 * The 'Get Your Catalogue' modal (SPEC §4). The form lives inside the dialog, so closing it
 * (backdrop, X, Escape or the end of the flow) unmounts the form: its fields, its status line,
 * its request and its timers all go with it.
 */
export function BrochureModal({ open, onClose, pdfUrl }: BrochureModalProps) {
  return (
    <Modal open={open} onClose={onClose} title="Get Your Catalogue">
      <BrochureRequestForm pdfUrl={pdfUrl} onDone={onClose} />
    </Modal>
  );
}

const EMPTY: BrochureFormValues = { name: '', email: '', phone: '', website: '' };

const FIELDS = [
  { key: 'name', label: 'Name', type: 'text', autoComplete: 'name', placeholder: 'Your full name' },
  {
    key: 'email',
    label: 'Email',
    type: 'email',
    autoComplete: 'email',
    placeholder: 'you@company.com',
  },
  {
    key: 'phone',
    label: 'Phone',
    type: 'tel',
    autoComplete: 'tel',
    placeholder: '+91 98765 43210',
  },
] as const;

function BrochureRequestForm({ pdfUrl, onDone }: { pdfUrl: string | null; onDone: () => void }) {
  const [values, setValues] = useState<BrochureFormValues>(EMPTY);
  const { message, busy, submit } = useBrochureRequest({ pdfUrl, onDone });
  const idPrefix = useId();

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit(values);
      }}
    >
      <p className={styles.intro}>
        Leave your details and the {BROCHURE.edition} product catalogue (PDF) downloads straight
        away.
      </p>
      {FIELDS.map((field) => {
        const id = `${idPrefix}-${field.key}`;
        return (
          <div key={field.key} className={styles.field}>
            <label htmlFor={id} className={styles.label}>
              {field.label}
              <span className={styles.required} aria-hidden="true">
                {' '}
                *
              </span>
            </label>
            <input
              id={id}
              className={styles.input}
              name={field.key}
              type={field.type}
              autoComplete={field.autoComplete}
              placeholder={field.placeholder}
              required
              value={values[field.key]}
              onChange={(event) => {
                const { value } = event.target;
                setValues((current) => ({ ...current, [field.key]: value }));
              }}
            />
          </div>
        );
      })}
      <HoneypotField
        value={values.website}
        onChange={(event) => {
          const { value } = event.target;
          setValues((current) => ({ ...current, website: value }));
        }}
      />
      {message ? <StatusMessage tone={statusTone(message)}>{message}</StatusMessage> : null}
      <Button type="submit" className={styles.submit} disabled={busy}>
        Get Catalogue
      </Button>
      <p className={styles.note}>
        <span aria-hidden="true">*</span> Required. We use your details only to send you product
        information.
      </p>
    </form>
  );
}

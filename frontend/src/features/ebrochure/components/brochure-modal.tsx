import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { HoneypotField } from '@/components/ui/honeypot-field';
import { Modal } from '@/components/ui/modal';
import { BROCHURE } from '@/config/site';
import { statusTone } from '../brochure-status';
import { useBrochureRequest, type BrochureFormValues } from '../hooks/use-brochure-request';
import { forgetVisitor, type RememberedVisitor } from '../visitor-memory';
import styles from './brochure-modal.module.css';
import { StatusMessage } from '@/components/ui/status-message';

interface BrochureModalProps {
  open: boolean;
  onClose: () => void;
  /** The resolved public PDF address, or null (no brochure, or the backend gates it). */
  pdfUrl: string | null;
  /** The visitor remembered in this browser when the page loaded (ADR 0020), or null. */
  visitor?: RememberedVisitor | null;
  /** 'Not you?', or a pass the backend refused: the visitor is forgotten. */
  onForgetVisitor?: () => void;
}

/**
 * The 'Get Your Catalogue' modal (SPEC §4). The form lives inside the dialog, so closing it
 * (backdrop, X, Escape or the end of the flow) unmounts the form: its fields, its status line,
 * its request and its timers all go with it.
 */
export function BrochureModal({
  open,
  onClose,
  pdfUrl,
  visitor = null,
  onForgetVisitor,
}: BrochureModalProps) {
  return (
    <Modal open={open} onClose={onClose} title="Get Your Catalogue">
      <BrochureRequestForm
        pdfUrl={pdfUrl}
        onDone={onClose}
        visitor={visitor}
        onForgetVisitor={onForgetVisitor}
      />
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

/**
 * A visitor remembered in this browser on an earlier visit (ADR 0020) is greeted and downloads
 * straight away with a fresh link for their pass, only while the backend gates the PDF (the record
 * names no public PDF). Without gating the SPEC flow (the form) stays exactly as written.
 */
function canDownloadDirectly(visitor: RememberedVisitor | null, pdfUrl: string | null) {
  return visitor !== null && pdfUrl === null;
}

function BrochureRequestForm({
  pdfUrl,
  onDone,
  visitor,
  onForgetVisitor,
}: {
  pdfUrl: string | null;
  onDone: () => void;
  visitor: RememberedVisitor | null;
  onForgetVisitor: (() => void) | undefined;
}) {
  const [values, setValues] = useState<BrochureFormValues>(EMPTY);
  const { message, busy, submit, downloadAgain } = useBrochureRequest({
    pdfUrl,
    onDone,
    onForgotten: onForgetVisitor,
  });
  const idPrefix = useId();
  const status = message ? (
    <StatusMessage tone={statusTone(message)}>{message}</StatusMessage>
  ) : null;

  if (visitor !== null && canDownloadDirectly(visitor, pdfUrl)) {
    return (
      <div className={styles.form}>
        <p className={styles.intro}>Welcome back, {visitor.name}.</p>
        <p className={styles.intro}>
          Your {BROCHURE.edition} product catalogue (PDF) is one click away.
        </p>
        {status}
        <Button
          className={styles.submit}
          disabled={busy}
          onClick={() => {
            downloadAgain(visitor);
          }}
        >
          Download now
        </Button>
        <Button
          variant="outline"
          disabled={busy}
          onClick={() => {
            forgetVisitor();
            onForgetVisitor?.();
          }}
        >
          Not you?
        </Button>
      </div>
    );
  }

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
      {status}
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

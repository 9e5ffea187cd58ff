import { zodResolver } from '@hookform/resolvers/zod';
import { PUBLIC_MESSAGES, VALIDATION } from '@gear/contract/messages';
import { useId } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { HoneypotField } from '@/components/ui/honeypot-field';
import { Modal } from '@/components/ui/modal';
import { BROCHURE } from '@/config/site';
import { statusTone } from '../brochure-status';
import {
  BrochureFormSchema,
  useBrochureRequest,
  type BrochureFormData,
  type BrochureFormValues,
} from '../hooks/use-brochure-request';
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
 * The status line's message for a refused submit (SPEC §5): 'Please fill in all required
 * fields.' when any field is empty, else the first field's problem (e.g. an invalid email).
 */
function invalidMessage(errors: FieldErrors<BrochureFormValues>): string {
  const messages = [...FIELDS.map((field) => errors[field.key]), errors.website].flatMap(
    (error) => error?.message ?? [],
  );
  const required = VALIDATION.brochureFieldsRequired;
  return messages.includes(required) ? required : (messages[0] ?? required);
}

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
  const { message, busy, submit, refuse, downloadAgain } = useBrochureRequest({
    pdfUrl,
    onDone,
    onForgotten: onForgetVisitor,
  });
  const {
    register,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<BrochureFormValues, unknown, BrochureFormData>({
    resolver: zodResolver(BrochureFormSchema),
  });
  const idPrefix = useId();
  // From the press of 'Get Catalogue' (validation included) the request is under way.
  const shown = isSubmitting ? PUBLIC_MESSAGES.brochureProcessing : message;
  const status = shown ? <StatusMessage tone={statusTone(shown)}>{shown}</StatusMessage> : null;

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
        void handleSubmit(submit, (errors) => {
          refuse(invalidMessage(errors));
        })(event);
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
              type={field.type}
              autoComplete={field.autoComplete}
              placeholder={field.placeholder}
              required
              {...register(field.key)}
            />
          </div>
        );
      })}
      <HoneypotField {...register('website')} />
      {status}
      <Button type="submit" className={styles.submit} disabled={busy || isSubmitting}>
        Get Catalogue
      </Button>
      <p className={styles.note}>
        <span aria-hidden="true">*</span> Required. We use your details only to send you product
        information.
      </p>
    </form>
  );
}

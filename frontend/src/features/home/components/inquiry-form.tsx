import { InquirySchema, type Inquiry } from '@gear/contract/leads';
import { PUBLIC_MESSAGES } from '@gear/contract/messages';
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { HoneypotField } from '@/components/ui/honeypot-field';
import type { FormTimer } from '@/lib/use-form-timer';
import { useSchemaForm } from '@/lib/use-schema-form';
import { sendInquiry } from '../api/send-inquiry';
import { formFailureMessage } from '@/lib/form-failure-message';
import { InquiryField } from './inquiry-field';
import styles from './inquiry-section.module.css';

export type InquiryFieldName = 'name' | 'email' | 'contact' | 'message';
/** The form's values (InquirySchema; `website` is the honeypot). */
type InquiryFormValues = Record<InquiryFieldName | 'website', string>;

export interface InquiryDraft {
  values: Partial<Record<InquiryFieldName, string>>;
  focused: InquiryFieldName | null;
  /** 'Send Inquiry' was pressed before this code arrived: the live form submits once, on mount. */
  submitRequested: boolean;
}

type Outcome = { tone: 'success' | 'error'; message: string } | null;

const EMPTY_INQUIRY: InquiryFormValues = {
  name: '',
  email: '',
  contact: '',
  message: '',
  website: '',
};

export interface InquiryFormProps {
  headingId: string;
  /** Started when the section mounted (the placeholder form counts as "on screen"). */
  timer: FormTimer;
  /** What the visitor typed into (and focused in) the placeholder form before this code arrived. */
  draft?: RefObject<InquiryDraft>;
}

/**
 * The inquiry form (SPEC §2 Home 7, §4): idle → 'Sending...' (disabled) → success (fields cleared)
 * or error. Loaded on demand (InquirySection), off the home page's first load; validated with
 * InquirySchema through useSchemaForm.
 */
export function InquiryForm({ headingId, timer, draft }: InquiryFormProps) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { register, handleSubmit, reset, focus, errors, submitting } = useSchemaForm<
    InquiryFieldName | 'website',
    Inquiry
  >(InquirySchema, EMPTY_INQUIRY, (name) =>
    name === 'website' ? undefined : draft?.current.values[name],
  );

  // The field that had the focus in the placeholder form keeps it (before the next paint).
  useLayoutEffect(() => {
    const focused = draft?.current.focused;
    if (focused) focus(focused);
  }, [draft, focus]);

  // A press of 'Send Inquiry' on the placeholder is not lost: it is replayed here, once, through
  // the normal submit path (validation messages and focus, or the request).
  const formRef = useRef<HTMLFormElement>(null);
  const replayed = useRef(false);
  useEffect(() => {
    if (replayed.current || !draft?.current.submitRequested) return;
    replayed.current = true;
    formRef.current?.requestSubmit();
  }, [draft]);

  const onSubmit = async (inquiry: Inquiry) => {
    setOutcome(null);
    try {
      await sendInquiry({ ...inquiry, elapsedMs: timer.elapsedMs() });
      reset();
      timer.restart();
      setOutcome({ tone: 'success', message: PUBLIC_MESSAGES.formSent });
    } catch (error) {
      console.error('Inquiry failed:', error);
      setOutcome({ tone: 'error', message: formFailureMessage(error) });
    }
  };

  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => {
        void handleSubmit(onSubmit)(event);
      }}
    >
      <div className={styles.row}>
        <InquiryField
          label="Name"
          name="name"
          autoComplete="name"
          registration={register('name')}
          error={errors.name}
        />
        <InquiryField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          registration={register('email')}
          error={errors.email}
        />
      </div>
      <InquiryField
        label="Contact"
        name="contact"
        type="tel"
        autoComplete="tel"
        registration={register('contact')}
        error={errors.contact}
      />
      <InquiryField
        label="Message"
        name="message"
        multiline
        registration={register('message')}
        error={errors.message}
      />
      <HoneypotField {...register('website')} />
      <div className={styles.footer}>
        <Button className={styles.submit} type="submit" disabled={submitting}>
          {submitting ? PUBLIC_MESSAGES.sending : 'Send Inquiry'}
        </Button>
      </div>
      {outcome ? <Alert tone={outcome.tone}>{outcome.message}</Alert> : null}
    </form>
  );
}

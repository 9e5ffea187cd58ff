import { zodResolver } from '@hookform/resolvers/zod';
import { InquirySchema, type Inquiry } from '@gear/contract/leads';
import { PUBLIC_MESSAGES } from '@gear/contract/messages';
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { HoneypotField } from '@/components/ui/honeypot-field';
import type { FormTimer } from '@/lib/use-form-timer';
import { sendInquiry } from '../api/send-inquiry';
import { formFailureMessage } from '@/lib/form-failure-message';
import { InquiryField } from './inquiry-field';
import styles from './inquiry-section.module.css';

export type InquiryFieldName = 'name' | 'email' | 'contact' | 'message';
/** The form's values (InquirySchema; `website` is the honeypot). */
type InquiryFormValues = z.input<typeof InquirySchema>;

const FIELD_NAMES: readonly InquiryFieldName[] = ['name', 'email', 'contact', 'message'];
/**
 * What a sent form is reset to. Explicit values: RHF then writes each field's value (reset()
 * without values calls the native form.reset(), which user-event's typed-value tracking misses).
 */
const EMPTY: InquiryFormValues = { name: '', email: '', contact: '', message: '', website: '' };

export interface InquiryDraft {
  values: Partial<Record<InquiryFieldName, string>>;
  focused: InquiryFieldName | null;
  /** 'Send Inquiry' was pressed before this code arrived: the live form submits once, on mount. */
  submitRequested: boolean;
}

type Outcome = { tone: 'success' | 'error'; message: string } | null;

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
 * InquirySchema through react-hook-form (fields uncontrolled: the DOM holds what is typed).
 */
export function InquiryForm({ headingId, timer, draft }: InquiryFormProps) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<InquiryFormValues, unknown, Inquiry>({ resolver: zodResolver(InquirySchema) });

  // What was typed into the placeholder form, read once the fields are in (it may have changed
  // since the first render), and the field that had the focus there keeps it (before the paint).
  useLayoutEffect(() => {
    const current = draft?.current;
    if (!current) return;
    for (const name of FIELD_NAMES) {
      const value = current.values[name];
      if (value !== undefined) setValue(name, value);
    }
    if (current.focused) setFocus(current.focused);
  }, [draft, setValue, setFocus]);

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
      reset(EMPTY);
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
          error={errors.name?.message}
        />
        <InquiryField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          registration={register('email')}
          error={errors.email?.message}
        />
      </div>
      <InquiryField
        label="Contact"
        name="contact"
        type="tel"
        autoComplete="tel"
        registration={register('contact')}
        error={errors.contact?.message}
      />
      <InquiryField
        label="Message"
        name="message"
        multiline
        registration={register('message')}
        error={errors.message?.message}
      />
      <HoneypotField {...register('website')} />
      <div className={styles.footer}>
        <Button className={styles.submit} type="submit" disabled={isSubmitting}>
          {isSubmitting ? PUBLIC_MESSAGES.sending : 'Send Inquiry'}
        </Button>
      </div>
      {outcome ? <Alert tone={outcome.tone}>{outcome.message}</Alert> : null}
    </form>
  );
}

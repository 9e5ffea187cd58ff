import { zodResolver } from '@hookform/resolvers/zod';
import { ContactMessageSchema, type ContactMessage } from '@gear/contract/leads';
import { PUBLIC_MESSAGES } from '@gear/contract/messages';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { Button } from '@/components/ui/button';
import { HoneypotField } from '@/components/ui/honeypot-field';
import { isAbortError } from '@/lib/api-client';
import { useFormTimer } from '@/lib/use-form-timer';
import { sendContactMessage } from '../api/send-contact-message';
import { formFailureMessage } from '@/lib/form-failure-message';
import styles from './contact-form.module.css';
import { StatusMessage } from '@/components/ui/status-message';

/** The form's values (ContactMessageSchema; `website` is the honeypot). */
type ContactFormValues = z.input<typeof ContactMessageSchema>;

type Outcome = { tone: 'success' | 'error'; message: string } | null;

/**
 * What a sent form is reset to. Explicit values: RHF then writes each field's value (reset()
 * without values calls the native form.reset(), which user-event's typed-value tracking misses).
 */
const EMPTY: ContactFormValues = { name: '', email: '', phone: '', message: '', website: '' };

interface FieldSpec {
  name: 'name' | 'email' | 'phone' | 'message';
  label: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  placeholder: string;
  multiline?: boolean;
  wide?: boolean;
}

const FIELDS: readonly FieldSpec[] = [
  { name: 'name', label: 'Name', autoComplete: 'name', placeholder: 'Your full name' },
  {
    name: 'email',
    label: 'Email',
    type: 'email',
    autoComplete: 'email',
    placeholder: 'you@company.com',
  },
  {
    name: 'phone',
    label: 'Phone',
    type: 'tel',
    autoComplete: 'tel',
    placeholder: '+91 98765 43210',
    wide: true,
  },
  {
    name: 'message',
    label: 'Message',
    placeholder: 'Tell us about the part, quantity and timeline you have in mind.',
    multiline: true,
    wide: true,
  },
];

/**
 * The 'Get In Touch!' form (SPEC §2 Contact, §4, §8): idle → submitting ('Sending...', button
 * disabled) → success (green, fields cleared) or error (red). `initialMessage` starts the message
 * (a quote request for the products named in the address, issue 19); it stays editable.
 */
export function ContactForm({ initialMessage = '' }: { initialMessage?: string }) {
  const idPrefix = useId();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const timer = useFormTimer();
  const controller = useRef<AbortController | null>(null);
  useEffect(
    () => () => {
      controller.current?.abort();
    },
    [],
  );

  // No default values: the server-rendered fields are uncontrolled, and what a visitor typed
  // before hydration is read from them when they register.
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormValues, unknown, ContactMessage>({
    resolver: zodResolver(ContactMessageSchema),
  });

  const onSubmit = async (values: ContactMessage) => {
    setOutcome(null);
    const request = new AbortController();
    controller.current = request;
    try {
      await sendContactMessage({ ...values, elapsedMs: timer.elapsedMs() }, request.signal);
      reset(EMPTY);
      timer.restart();
      setOutcome({ tone: 'success', message: PUBLIC_MESSAGES.formSent });
    } catch (error) {
      if (request.signal.aborted || isAbortError(error)) return;
      console.error('Contact message failed:', error);
      setOutcome({ tone: 'error', message: formFailureMessage(error) });
    }
  };

  return (
    <form
      className={styles.form}
      noValidate
      aria-label="Get In Touch!"
      onSubmit={(event) => {
        void handleSubmit(onSubmit)(event);
      }}
    >
      {FIELDS.map((field) => {
        const id = `${idPrefix}-${field.name}`;
        const errorId = `${id}-error`;
        const error = errors[field.name]?.message;
        const common = {
          id,
          className: styles.input,
          placeholder: field.placeholder,
          required: true,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? errorId : undefined,
          ...register(field.name),
        };
        return (
          <div
            key={field.name}
            className={[styles.field, field.wide ? styles.wide : ''].filter(Boolean).join(' ')}
          >
            <label htmlFor={id} className={styles.label}>
              {field.label}
              <span className={styles.required} aria-hidden="true">
                {' '}
                *
              </span>
            </label>
            {field.multiline ? (
              // The message may start written ('I would like a quote for: …'): a default value
              // of the field itself, in the server's markup too, read like typed text.
              <textarea {...common} rows={5} defaultValue={initialMessage || undefined} />
            ) : (
              <input {...common} type={field.type ?? 'text'} autoComplete={field.autoComplete} />
            )}
            {error ? (
              <p id={errorId} className={styles.fieldError}>
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      <HoneypotField {...register('website')} />
      {outcome ? (
        <div className={styles.wide}>
          <StatusMessage tone={outcome.tone}>{outcome.message}</StatusMessage>
        </div>
      ) : null}
      <div className={styles.wide}>
        <Button type="submit" className={styles.submit} disabled={isSubmitting}>
          {isSubmitting ? PUBLIC_MESSAGES.sending : 'Send Message'}
        </Button>
      </div>
    </form>
  );
}
